import type { RestaurantListItem } from '@forkly/contracts';
import { isStaff } from '../../access/restaurant-scope';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { recordStaffAction } from '../audit/audit.service';
import { lockRestaurantWithAccount, updateRestaurantVisibility } from './restaurant-admin.repo';
import { presentListItem } from './restaurants.presenter';

/**
 * PUT /restaurant/{id}/visibility (ADMIN, SERVICE): shows or hides a restaurant to customers. A
 * hidden one leaves the customer list, its menu page and the map at once: the restaurants
 * trigger drops the catalogue cache as the change commits (catalogue-cache.ts). A removed
 * restaurant stays hidden for good (404). Setting what it already is changes and records nothing.
 */
export async function setRestaurantVisibility(
  deps: AppDeps,
  { caller: who, ...input }: { caller: AccessClaims; id: number; visible: boolean },
): Promise<RestaurantListItem> {
  if (!isStaff(who)) throw new AppError('forbidden');
  return deps.db.transaction(async (tx) => {
    const row = await lockRestaurantWithAccount(tx, input.id);
    if (!row || row.restaurant.removedAt) throw new AppError('restaurantNotFound');
    if (row.restaurant.visible === input.visible) return presentListItem(row.restaurant, { ...row, distance: null });
    const changed = await updateRestaurantVisibility(tx, input.id, input.visible);
    await recordStaffAction(tx, {
      actorId: who.userId,
      action: input.visible ? 'restaurant.show' : 'restaurant.hide',
      entity: 'restaurant',
      entityId: input.id,
      before: { visible: row.restaurant.visible },
      after: { visible: changed.visible },
    });
    return presentListItem(changed, { ...row, distance: null });
  });
}
