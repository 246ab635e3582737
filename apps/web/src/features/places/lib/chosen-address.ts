import { COOKIE_NAMES, readCookie, writeCookie } from '../../../lib/cookies';

const listeners = new Set<() => void>();
/** The address read in the current task (see readChosenPlaceId). */
let sameTask: { placeId: string | undefined } | undefined;

/** The delivery address chosen in this browser: the placeId in the av.add cookie (SPEC.md section 3). */
export function readChosenPlaceId(): string | undefined {
  // On the server there is no browser's cookie: useChosenAddress reads the request's (decision 047).
  if (typeof document === 'undefined') return undefined;
  // useSyncExternalStore asks every useChosenAddress for it on each render and again to check
  // for tearing, and document.cookie is slow to read (~20 ms in all during the menu's hydration
  // at 4× CPU slowdown, decision 031): one read serves what runs in the same task. The next task
  // reads again, so a cookie the server set in between is still seen.
  if (!sameTask) {
    sameTask = { placeId: readCookie(COOKIE_NAMES.address) || undefined };
    queueMicrotask(() => (sameTask = undefined));
  }
  return sameTask.placeId;
}

/** Stores the choice and tells every useChosenAddress on screen. */
export function chooseAddress(placeId: string): void {
  writeCookie(COOKIE_NAMES.address, placeId);
  sameTask = undefined;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: called back whenever chooseAddress changes the choice. */
export function subscribeToChosenAddress(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
