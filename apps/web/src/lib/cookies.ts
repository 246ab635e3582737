import { useRenderRequest } from './render-request';

/** Cookie names of SPEC.md section 3; all are set with path /. */
export const COOKIE_NAMES = {
  jwt: 'av.jwt',
  jwtRefresh: 'av.jwt.refresh',
  csrf: 'XSRF-TOKEN',
  sessionId: 'av.sid',
  paymentMachineId: '__stripe_mid',
  loggedIn: 'logged_in',
  address: 'av.add',
  locale: 'locale',
} as const;

/**
 * A cookie of this browser. On the server there is no document, and nothing to read here: a
 * component rendered there reads the request's cookies through `useCookie` (decision 047).
 */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return undefined;
}

/**
 * A cookie as the page being rendered sees it: the request's while the server renders it
 * (lib/render-request.ts), this browser's otherwise. Read once per render, like readCookie.
 */
export function useCookie(name: string): string | undefined {
  const request = useRenderRequest();
  return request ? request.cookies[name] : readCookie(name);
}

export function writeCookie(name: string, value: string, maxAgeSeconds = 60 * 60 * 24 * 365): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** The clear routine of SPEC.md section 3: removes the 8 session cookies. */
export function clearSessionCookies(): void {
  for (const name of Object.values(COOKIE_NAMES)) deleteCookie(name);
}
