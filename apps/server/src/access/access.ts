import { isRestaurantRole, isStaffRole, ROLES, type Access, type Role } from '@forkly/contracts';

export { RESTAURANT_ROLES, STAFF, type Access } from '@forkly/contracts';
export const ALL_ROLES = ROLES;

/** SERVICE or ADMIN: the platform's staff, who see every order, ticket and restaurant. */
export function isStaff(who: { role: Role }): boolean {
  return isStaffRole(who.role);
}

/** RESTAURANT_ADMIN or RESTAURANT_BRANCH: the account logs in as a restaurant and runs its kitchen. */
export function runsARestaurant(who: { role: Role }): boolean {
  return isRestaurantRole(who.role);
}

export function allows(access: Access, role: Role | undefined): boolean {
  if (access === 'public') return true;
  if (!role) return false;
  return access === 'authenticated' || access.includes(role);
}
