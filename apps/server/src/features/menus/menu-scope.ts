import { VALIDATION_MESSAGES, formatMessage, type Role } from '@forkly/contracts';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { findOwnRestaurant, listBranchIds, restaurantExists } from './menu-admin.repo';

const STAFF: readonly Role[] = ['ADMIN', 'SERVICE'];

/**
 * The restaurants whose menus and extras an account manages (DESIGN.md section 6): staff any,
 * RESTAURANT_ADMIN its own and its branches, RESTAURANT_BRANCH its own, everyone else none.
 * The account's own restaurant comes first.
 */
export async function managedRestaurantIds(deps: AppDeps, who: AccessClaims): Promise<number[] | 'all'> {
  if (STAFF.includes(who.role)) return 'all';
  if (who.role !== 'RESTAURANT_ADMIN' && who.role !== 'RESTAURANT_BRANCH') return [];
  const own = await findOwnRestaurant(deps.db, who.userId);
  if (!own) return [];
  return who.role === 'RESTAURANT_ADMIN' ? [own.id, ...(await listBranchIds(deps.db, own.id))] : [own.id];
}

/** Refuses with 403 unless the account manages the restaurant; staff get 404 for an unknown one. */
export async function assertManagesRestaurant(deps: AppDeps, who: AccessClaims, restaurantId: number): Promise<void> {
  const managed = await managedRestaurantIds(deps, who);
  if (managed === 'all') {
    if (!(await restaurantExists(deps.db, restaurantId))) throw new AppError('restaurantNotFound');
    return;
  }
  if (!managed.includes(restaurantId)) throw new AppError('forbidden');
}

/** Where a new item goes: the restaurant asked for, else the account's own (staff must ask). */
export async function targetRestaurant(deps: AppDeps, who: AccessClaims, requested: number | undefined): Promise<number> {
  if (requested === undefined) {
    const managed = await managedRestaurantIds(deps, who);
    if (managed === 'all') throw new AppError('validationFailed', { fields: { restaurantId: formatMessage(VALIDATION_MESSAGES.fieldRequired, { path: 'restaurantId' }) } });
    if (!managed[0]) throw new AppError('forbidden');
    return managed[0];
  }
  await assertManagesRestaurant(deps, who, requested);
  return requested;
}
