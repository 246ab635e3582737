import type { Role } from '@forkly/contracts';

/** Who may call a route: anyone, any logged-in account, or the listed roles. */
export type Access = 'public' | 'authenticated' | readonly Role[];

export const ALL_ROLES = ['ADMIN', 'RESTAURANT_ADMIN', 'RESTAURANT_BRANCH', 'COURIER', 'SERVICE', 'USER'] as const satisfies readonly Role[];
export const STAFF = ['ADMIN', 'SERVICE'] as const satisfies readonly Role[];
export const RESTAURANT_ROLES = ['RESTAURANT_ADMIN', 'RESTAURANT_BRANCH'] as const satisfies readonly Role[];

/** SERVICE or ADMIN: the platform's staff, who see every order, ticket and restaurant. */
export function isStaff(who: { role: Role }): boolean {
  return (STAFF as readonly Role[]).includes(who.role);
}

export function allows(access: Access, role: Role | undefined): boolean {
  if (access === 'public') return true;
  if (!role) return false;
  return access === 'authenticated' || access.includes(role);
}
