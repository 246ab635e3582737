import { eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { restaurants, type NewRestaurant } from '../../db/schema/index';

type Db = Database | Tx;
const parent = alias(restaurants, 'parent_restaurant');

/** A restaurant with the account of its parent (null for a restaurant that is no branch). */
export async function findRestaurantWithParent(db: Db, id: number) {
  const [row] = await db
    .select({ ...getTableColumns(restaurants), parentUserId: parent.userId })
    .from(restaurants)
    .leftJoin(parent, eq(parent.id, restaurants.parentRestaurantId))
    .where(eq(restaurants.id, id))
    .limit(1);
  return row;
}

export function findRestaurantOfAccount(db: Db, userId: number) {
  return db.query.restaurants.findFirst({ where: eq(restaurants.userId, userId) });
}

/** The settings columns a restaurant edits itself (DESIGN.md section 6). */
export type SettingsValues = Pick<
  NewRestaurant,
  | 'openingHours'
  | 'paused'
  | 'preparationMinutes'
  | 'deliveryRadiusMeters'
  | 'minimumOrderCents'
  | 'deliveryFeeBaseCents'
  | 'deliveryFeePerKmCents'
  | 'freeDeliveryDistanceMeters'
>;

export async function updateRestaurantSettings(db: Db, id: number, values: SettingsValues) {
  const [row] = await db
    .update(restaurants)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(restaurants.id, id))
    .returning();
  return row;
}
