import type { MapRestaurant } from '@forkly/contracts';
import { oneLineAddress } from '../../lib/address-presenter';
import type { LocatedRestaurantRow } from './map-restaurants.repo';

/** A map marker's data and nothing else: no contact, no account, no settings. */
export function presentMapRestaurant(row: LocatedRestaurantRow): MapRestaurant {
  return { id: row.id, name: row.name, address: oneLineAddress(row), latitude: row.latitude!, longitude: row.longitude! };
}
