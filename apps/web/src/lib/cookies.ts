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

/** A request's cookies while the server renders a page (entry-prerender.tsx); the browser has document.cookie. */
let serverCookies: Record<string, string | undefined> | undefined;

export function setServerCookies(cookies: Record<string, string | undefined> | undefined): void {
  serverCookies = cookies;
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return serverCookies?.[name];
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return undefined;
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
