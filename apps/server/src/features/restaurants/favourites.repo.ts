import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { favouriteRestaurants, restaurants } from '../../db/schema/index';

/** The customer's favourites customers may see (visible, not removed), the latest marked first. */
export function listFavouriteRestaurants(db: Database, userId: number) {
  return db
    .select({ restaurant: restaurants })
    .from(favouriteRestaurants)
    .innerJoin(restaurants, eq(restaurants.id, favouriteRestaurants.restaurantId))
    .where(and(eq(favouriteRestaurants.userId, userId), eq(restaurants.visible, true), isNull(restaurants.removedAt)))
    .orderBy(desc(favouriteRestaurants.createdAt), desc(favouriteRestaurants.restaurantId));
}

/** Marking twice keeps the first mark (and its place in the row). */
export async function insertFavourite(db: Database, userId: number, restaurantId: number): Promise<void> {
  await db.insert(favouriteRestaurants).values({ userId, restaurantId }).onConflictDoNothing();
}

export async function deleteFavourite(db: Database, userId: number, restaurantId: number): Promise<void> {
  await db.delete(favouriteRestaurants).where(and(eq(favouriteRestaurants.userId, userId), eq(favouriteRestaurants.restaurantId, restaurantId)));
}
