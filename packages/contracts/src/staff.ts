import type { STAFF } from './roles';

/**
 * The roles a staff invitation may give (POST /credential) and the services list shows: STAFF, in
 * the order the forms offer them (the everyday role first).
 */
export const STAFF_ROLES = ['SERVICE', 'ADMIN'] as const satisfies readonly (typeof STAFF)[number][];

/** The longest personal note an invitation carries. */
export const INVITE_NOTE_MAX = 500;

/** Sort keys of the services list. */
export const STAFF_SORT_KEYS = ['DATE', 'NAME', 'EMAIL', 'USERNAME'] as const;
