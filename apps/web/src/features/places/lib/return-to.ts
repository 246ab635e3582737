import { paths } from '../../../config/paths';

/** The query parameter that carries where a visitor was going when the address was missing. */
export const RETURN_TO_PARAM = 'next';

/**
 * Only a path inside the customer area is followed: anything else (another site, `//host`, a
 * dashboard page) falls back to the restaurant list, so the parameter cannot send anyone away.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || value.startsWith('//') || value.includes('\\')) return paths.details.root;
  const inArea = value === paths.details.root || value.startsWith(`${paths.details.root}/`) || value.startsWith(`${paths.details.root}?`);
  return inArea ? value : paths.details.root;
}

/** The landing page asking for an address, then going on to `target`. */
export function addressFirst(target: string): string {
  return `${paths.home}?${RETURN_TO_PARAM}=${encodeURIComponent(target)}`;
}
