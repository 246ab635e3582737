import type { Role } from '@forkly/contracts';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { findRestaurantWithParent, findRestaurantOfAccount } from './restaurant-admin.repo';

const STAFF: readonly Role[] = ['ADMIN', 'SERVICE'];
export const isStaff = (who: AccessClaims) => STAFF.includes(who.role);

/** The columns that decide who runs a restaurant: its account, and its parent's for a branch. */
export interface RestaurantOwnership {
  userId: number;
  parentUserId: number | null;
}

/**
 * Who manages a restaurant (DESIGN.md section 3): staff any; a RESTAURANT_ADMIN its own and its
 * branches; a RESTAURANT_BRANCH only its own; nobody else.
 */
export function mayManageRestaurant(who: AccessClaims, restaurant: RestaurantOwnership): boolean {
  if (isStaff(who)) return true;
  if (who.role === 'RESTAURANT_ADMIN') return restaurant.userId === who.userId || restaurant.parentUserId === who.userId;
  if (who.role === 'RESTAURANT_BRANCH') return restaurant.userId === who.userId;
  return false;
}

/** The restaurant `id` when the caller manages it: 404 when it does not exist, 403 when not theirs. */
export async function findManagedRestaurant(deps: AppDeps, who: AccessClaims, id: number) {
  const restaurant = await findRestaurantWithParent(deps.db, id);
  if (!restaurant) throw new AppError('restaurantNotFound');
  if (!mayManageRestaurant(who, restaurant)) throw new AppError('forbidden');
  return restaurant;
}

/** The restaurant a RESTAURANT_ADMIN or RESTAURANT_BRANCH account logs in as, if it has one. */
export function ownRestaurant(deps: AppDeps, who: AccessClaims) {
  return findRestaurantOfAccount(deps.db, who.userId);
}
