import type { Tx } from '../client';
import { favouriteRestaurants } from '../schema/index';
import type { SeededCatalogue } from './restaurants';

/** The demo customer's favourites, so the list's Favourites row shows on first start (issue 25). */
const CUSTOMER_FAVOURITES = ['gruenzeug', 'restaurant'] as const;

export async function insertFavourites(tx: Tx, userIds: Map<string, number>, catalogue: SeededCatalogue): Promise<number> {
  const userId = userIds.get('customer');
  if (userId === undefined) return 0;
  const rows = CUSTOMER_FAVOURITES.flatMap((username) => {
    const restaurant = catalogue.restaurants.get(username);
    return restaurant ? [{ userId, restaurantId: restaurant.id }] : [];
  });
  if (rows.length) await tx.insert(favouriteRestaurants).values(rows);
  return rows.length;
}
