import { COOKIE_NAMES, readCookie, writeCookie } from '../../../lib/cookies';

const listeners = new Set<() => void>();

/** The delivery address chosen in this browser: the placeId in the av.add cookie (SPEC.md section 3). */
export function readChosenPlaceId(): string | undefined {
  // On the server, readCookie reads the request's cookies (a page rendered for a chosen address).
  return readCookie(COOKIE_NAMES.address) || undefined;
}

/** Stores the choice and tells every useChosenAddress on screen. */
export function chooseAddress(placeId: string): void {
  writeCookie(COOKIE_NAMES.address, placeId);
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: called back whenever chooseAddress changes the choice. */
export function subscribeToChosenAddress(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
