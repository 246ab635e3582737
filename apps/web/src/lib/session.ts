import { createStore, useStore, type StoreApi } from 'zustand';
import type { TokenPair } from '@forkly/contracts';
import { clearSessionCookies, writeCookie, COOKIE_NAMES } from './cookies';
import { useRenderRequest } from './render-request';
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

export interface SessionState {
  status: 'loading' | 'anonymous' | 'authenticated';
  accessToken?: string;
  refreshToken?: string;
  /**
   * Set when this tab's own logout ended the session: a guarded page still on screen then sends
   * the visitor home, not to a login that would bring them back to it (components/feedback/to-login).
   */
  loggedOut?: boolean;
}

const sessionStore = createStore<SessionState>(() => ({ status: 'loading' }));
/**
 * Hydrating a page the server rendered reads the store's current state (main.tsx restores the
 * session first), not its initial 'loading', which would differ from the page on screen.
 */
const hydrated = { ...sessionStore, getInitialState: sessionStore.getState };

/** A session of its own for a page the server renders (entry-prerender.tsx): one visitor, not logged in. */
export function visitorSession(): StoreApi<SessionState> {
  return createStore<SessionState>(() => ({ status: 'anonymous' }));
}

/**
 * This tab's session; on the server, the session of the request being rendered (decision 047),
 * so a render never reads or changes this tab's store.
 */
export const useSession = Object.assign(<T>(selector: (state: SessionState) => T): T => {
  const request = useRenderRequest();
  return useStore(request?.session ?? hydrated, selector);
}, sessionStore);

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
  useSession.setState({ status: 'authenticated', accessToken: tokens.access_token, refreshToken: tokens.refresh_token, loggedOut: false });
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

/** How many of this session's orders `av.orders` keeps (newest first). */
const PLACED_ORDERS_KEPT = 20;

/**
 * `av.orders` (SPEC.md sections 3 and 9): a session entry beside the basket `av.order`. It holds
 * the ids of the orders this browser placed since the login, newest first; written when a basket
 * becomes an order, removed at logout with the other session entries.
 */
export function readPlacedOrders(): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.orders) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}

export function rememberPlacedOrder(orderId: number): void {
  const ids = [orderId, ...readPlacedOrders().filter((id) => id !== orderId)].slice(0, PLACED_ORDERS_KEPT);
  localStorage.setItem(STORAGE_KEYS.orders, JSON.stringify(ids));
}

/**
 * The person asked to log out (useLogout). The stored tokens go at once, so a reload or another
 * tab opened before the server has answered starts logged out; this tab keeps its copy in memory
 * to send the logout itself. Until the next login, a guarded page that notices the ended session
 * sends the visitor home rather than to a login that would bring them back.
 */
export function beginLogout(): void {
  useSession.setState({ loggedOut: true });
  removeSecure(STORAGE_KEYS.tokens);
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
