import { VALIDATION_MESSAGES, formatMessage } from '@forkly/contracts';
import type { Database, Tx } from '../db/client';
import { AppError } from '../lib/app-error';
import type { AccessClaims } from '../lib/jwt';
import { isStaff, runsARestaurant } from './access';
import {
  activeRestaurantExists,
  findActiveRestaurantIdOfAccount,
  findRestaurantOfAccount,
  findRestaurantWithParent,
  listActiveBranchIds,
} from './restaurant-scope.repo';

/**
 * "The restaurants this account manages" (DESIGN.md sections 3 and 6): staff every one; a
 * RESTAURANT_ADMIN its own and its branches; a RESTAURANT_BRANCH only its own; nobody else any.
 * The one place this rule is written: settings, branches, menus and extras, coupons, profiles and
 * the removal of restaurants ask it. A removed restaurant is managed by nobody (decision 013).
 */

type Db = Database | Tx;
type Caller = Pick<AccessClaims, 'userId' | 'role'>;

export { isStaff };

/** The columns that decide who runs a restaurant: its account, and its parent's for a branch. */
export interface RestaurantOwnership {
  userId: number;
  parentUserId: number | null;
}

export function mayManageRestaurant(who: Caller, restaurant: RestaurantOwnership): boolean {
  if (isStaff(who)) return true;
  if (who.role === 'RESTAURANT_ADMIN') return restaurant.userId === who.userId || restaurant.parentUserId === who.userId;
  if (who.role === 'RESTAURANT_BRANCH') return restaurant.userId === who.userId;
  return false;
}

/**
 * Who may remove a restaurant (issue 8): staff any; a RESTAURANT_ADMIN only a branch of its own,
 * never its own restaurant; nobody else.
 */
export function mayRemoveRestaurant(who: Caller, restaurant: RestaurantOwnership): boolean {
  if (isStaff(who)) return true;
  return who.role === 'RESTAURANT_ADMIN' && restaurant.parentUserId === who.userId && restaurant.userId !== who.userId;
}

/** The restaurant is the one the account logs in as (not a branch of it), or the caller is staff. */
export function isOwnRestaurantOrStaff(who: Caller, restaurant: Pick<RestaurantOwnership, 'userId'>): boolean {
  return isStaff(who) || restaurant.userId === who.userId;
}

/**
 * The ids of the restaurants the account manages, its own first; `'all'` for staff. Removed
 * restaurants are left out.
 */
export async function managedRestaurantIds(db: Db, who: Caller): Promise<number[] | 'all'> {
  if (isStaff(who)) return 'all';
  if (!runsARestaurant(who)) return [];
  const own = await findActiveRestaurantIdOfAccount(db, who.userId);
  if (own === undefined) return [];
  return who.role === 'RESTAURANT_ADMIN' ? [own, ...(await listActiveBranchIds(db, own))] : [own];
}

/** The restaurant `id` when the caller manages it: 404 when unknown or removed, 403 when not theirs. */
export async function findManagedRestaurant(db: Db, who: Caller, id: number) {
  const restaurant = await findRestaurantWithParent(db, id);
  if (!restaurant || restaurant.removedAt) throw new AppError('restaurantNotFound');
  if (!mayManageRestaurant(who, restaurant)) throw new AppError('forbidden');
  return restaurant;
}

/** Refuses with 403 unless the account manages the restaurant; staff get 404 for an unknown one. */
export async function assertManagesRestaurant(db: Db, who: Caller, restaurantId: number): Promise<void> {
  const managed = await managedRestaurantIds(db, who);
  if (managed === 'all') {
    if (!(await activeRestaurantExists(db, restaurantId))) throw new AppError('restaurantNotFound');
    return;
  }
  if (!managed.includes(restaurantId)) throw new AppError('forbidden');
}

/** Where a new item goes: the restaurant asked for, else the account's own (staff must ask). */
export async function targetRestaurant(db: Db, who: Caller, requested: number | undefined): Promise<number> {
  if (requested === undefined) {
    const managed = await managedRestaurantIds(db, who);
    if (managed === 'all')
      throw new AppError('validationFailed', { fields: { restaurantId: formatMessage(VALIDATION_MESSAGES.fieldRequired, { path: 'restaurantId' }) } });
    if (!managed[0]) throw new AppError('forbidden');
    return managed[0];
  }
  await assertManagesRestaurant(db, who, requested);
  return requested;
}

/** The restaurant a RESTAURANT_ADMIN or RESTAURANT_BRANCH account logs in as, if it has one. */
export function ownRestaurant(db: Db, who: Caller) {
  return findRestaurantOfAccount(db, who.userId);
}

export { findRestaurantWithParent };
