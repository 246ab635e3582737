import type { Branch } from '@forkly/contracts';
import type { Restaurant } from '../../db/schema/index';
import { restaurantOpeningState } from '../../lib/opening-hours';
import { presentOptionalAddress } from '../../lib/address-presenter';

/** A branch in its restaurant admin's list, with what customers see of it right now. */
export function presentBranch(row: Restaurant, username: string, now = new Date()): Branch {
  return {
    id: row.id,
    parentRestaurantId: row.parentRestaurantId!,
    name: row.name,
    email: row.email,
    username,
    contact: row.contact,
    address: presentOptionalAddress(row),
    visible: row.visible,
    paused: row.paused,
    status: restaurantOpeningState(row, now).status,
    createdAt: row.createdAt.toISOString(),
  };
}
