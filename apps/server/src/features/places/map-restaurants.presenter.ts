import type { MapRestaurant } from '@forkly/contracts';
import type { LocatedRestaurantRow } from './map-restaurants.repo';

/** "Street 5, 47051 Duisburg", leaving out whatever part is missing. */
function oneLineAddress(row: LocatedRestaurantRow): string {
  const street = [row.street, row.houseNumber].filter(Boolean).join(' ');
  const place = [row.zip, row.city].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}

/** A map marker's data and nothing else: no contact, no account, no settings. */
export function presentMapRestaurant(row: LocatedRestaurantRow): MapRestaurant {
  return { id: row.id, name: row.name, address: oneLineAddress(row), latitude: row.latitude!, longitude: row.longitude! };
}
