import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { restaurants, users, type NewRestaurant } from '../../db/schema/index';

type Db = Database | Tx;

/** The settings columns a restaurant edits itself (DESIGN.md section 6). */
export type SettingsValues = Pick<
  NewRestaurant,
  | 'openingHours'
  | 'cuisine'
  | 'paused'
  | 'pausedReason'
  | 'preparationMinutes'
  | 'deliveryRadiusMeters'
  | 'minimumOrderCents'
  | 'maximumOrderCents'
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

const parent = alias(restaurants, 'parent_restaurant');

/** A restaurant with its login name and parent's name, as the staff list shows it, row-locked for a change. */
export async function lockRestaurantWithAccount(tx: Tx, id: number) {
  const [row] = await tx
    .select({ restaurant: restaurants, username: users.username, parentName: parent.name })
    .from(restaurants)
    .innerJoin(users, eq(users.id, restaurants.userId))
    .leftJoin(parent, eq(parent.id, restaurants.parentRestaurantId))
    .where(eq(restaurants.id, id))
    .for('update', { of: restaurants });
  return row;
}

export async function updateRestaurantVisibility(tx: Tx, id: number, visible: boolean) {
  const [row] = await tx
    .update(restaurants)
    .set({ visible, updatedAt: sql`now()` })
    .where(eq(restaurants.id, id))
    .returning();
  return row!;
}
