/** The search params the services list owns (the filters GET /services takes). */
export const STAFF_FILTER_KEYS = ['name', 'email', 'username', 'role', 'enabled'] as const;
export type StaffFilterKey = (typeof STAFF_FILTER_KEYS)[number];

/** Newest accounts first, as every list starts (SPEC.md section 6). */
export const STAFF_LIST_DEFAULTS = { sortBy: 'DATE', orderBy: 'DESC' } as const;

/** "First Last", or the username when the account has no name yet. */
export function staffName(member: { firstName: string; lastName: string; username: string }): string {
  return `${member.firstName} ${member.lastName}`.trim() || member.username;
}
