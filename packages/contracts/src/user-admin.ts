/** Sort keys of the staff's customer list (SPEC.md section 3's keys that fit a person). */
export const USER_SORT_KEYS = ['DATE', 'NAME', 'EMAIL', 'USERNAME', 'ENABLED'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];
