/** The search params the customer list owns (SPEC.md section 7's /paged-users filters). */
export const USER_FILTER_KEYS = ['firstName', 'lastName', 'email', 'username', 'enabled', 'userId'] as const;
export type UserFilterKey = (typeof USER_FILTER_KEYS)[number];

/** Newest customers first (DESIGN.md section 3). */
export const USER_LIST_DEFAULTS = { sortBy: 'DATE', orderBy: 'DESC' } as const;

/** "Anna Schmidt"; a customer who never gave a name is shown by the login name. */
export function fullName(user: { firstName: string; lastName: string; username: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}
