import { create } from 'zustand';
import type { TokenPair } from '@forkly/contracts';
import { clearSessionCookies, writeCookie, COOKIE_NAMES } from './cookies';
import { readSecure, removeSecure, writeSecure } from './secure-storage';

/** Local storage keys of SPEC.md sections 3 and 9. */
export const STORAGE_KEYS = {
  tokens: 'av',
  orders: 'av.orders',
  loginTime: 'loginTime',
  locale: 'av.locale',
  basket: 'av.order',
  signup: 'signup-storage',
  auth: 'auth-storage',
} as const;

interface SessionState {
  status: 'loading' | 'anonymous' | 'authenticated';
  accessToken?: string;
  refreshToken?: string;
}

export const useSession = create<SessionState>(() => ({ status: 'loading' }));

export function isLoggedIn(): boolean {
  return useSession.getState().status === 'authenticated';
}

/** Reads the encrypted tokens once at start-up. */
export async function restoreSession(): Promise<void> {
  const tokens = await readSecure<TokenPair>(STORAGE_KEYS.tokens);
  if (tokens?.access_token && tokens.refresh_token) {
    useSession.setState({ status: 'authenticated', accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
  } else {
    useSession.setState({ status: 'anonymous', accessToken: undefined, refreshToken: undefined });
  }
}

export async function startSession(tokens: TokenPair): Promise<void> {
  useSession.setState({ status: 'authenticated', accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
  await writeSecure(STORAGE_KEYS.tokens, tokens);
  localStorage.setItem(STORAGE_KEYS.loginTime, String(Date.now()));
  writeCookie(COOKIE_NAMES.loggedIn, 'true');
}

export async function replaceTokens(tokens: TokenPair): Promise<void> {
  useSession.setState({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
  await writeSecure(STORAGE_KEYS.tokens, tokens);
}

/** The stored pair, which another tab may have rotated since this tab read it. */
export function readStoredTokens(): Promise<TokenPair | undefined> {
  return readSecure<TokenPair>(STORAGE_KEYS.tokens);
}

/** Logout's local half: tokens, stored entries, basket and session cookies; the language stays. */
export function clearLocalSession(): void {
  useSession.setState({ status: 'anonymous', accessToken: undefined, refreshToken: undefined });
  removeSecure(STORAGE_KEYS.tokens);
  for (const key of [STORAGE_KEYS.orders, STORAGE_KEYS.loginTime, STORAGE_KEYS.basket, STORAGE_KEYS.signup, STORAGE_KEYS.auth]) {
    localStorage.removeItem(key);
  }
  clearSessionCookies();
}
