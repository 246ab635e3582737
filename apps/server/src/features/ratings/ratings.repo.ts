import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { courierProfiles, orders, ratings, restaurants } from '../../db/schema/index';

type Db = Database | Tx;

/** Who ordered, from where, who delivered, and how far it got. */
export async function findOrderForRating(db: Db, orderId: number) {
  const [row] = await db
    .select({ id: orders.id, userId: orders.userId, restaurantId: orders.restaurantId, courierId: orders.courierId, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** The rating, or nothing when the order already has one (one rating per order, by unique index). */
export async function insertRating(tx: Tx, values: typeof ratings.$inferInsert) {
  const [row] = await tx.insert(ratings).values(values).onConflictDoNothing({ target: ratings.orderId }).returning();
  return row;
}

export async function findRating(db: Db, orderId: number) {
  const [row] = await db.select().from(ratings).where(eq(ratings.orderId, orderId));
  return row;
}

/** One more rating in the restaurant's running average; one statement, so concurrent ratings add up. */
export async function addRestaurantStars(tx: Tx, restaurantId: number, stars: number) {
  await tx
    .update(restaurants)
    .set({
      rating: sql`(coalesce(${restaurants.rating}, ${stars}) * ${restaurants.ratingCount} + ${stars})::double precision / (${restaurants.ratingCount} + 1)`,
      ratingCount: sql`${restaurants.ratingCount} + 1`,
    })
    .where(eq(restaurants.id, restaurantId));
}

/** One more rating in the courier's running average. */
export async function addCourierStars(tx: Tx, courierId: number, stars: number) {
  await tx
    .update(courierProfiles)
    .set({
      averageRating: sql`(coalesce(${courierProfiles.averageRating}, ${stars}) * ${courierProfiles.ratingCount} + ${stars})::double precision / (${courierProfiles.ratingCount} + 1)`,
      ratingCount: sql`${courierProfiles.ratingCount} + 1`,
    })
    .where(eq(courierProfiles.userId, courierId));
}
