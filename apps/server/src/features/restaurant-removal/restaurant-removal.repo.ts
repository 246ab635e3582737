import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { orders, restaurants, users } from '../../db/schema/index';

const parent = alias(restaurants, 'parent_restaurant');

/** The statuses a removal cancels: unpaid, paid, and prepared but not yet picked up. */
export const OPEN_STATUSES = ['PENDING', 'CONFIRMED', 'AWAITING_PICKUP'] as const;

const restaurantColumns = {
  id: restaurants.id,
  userId: restaurants.userId,
  parentRestaurantId: restaurants.parentRestaurantId,
  visible: restaurants.visible,
  removedAt: restaurants.removedAt,
};

/** The restaurants asked for, with their parent's account, row-locked (in id order) until the transaction ends. */
export function lockRestaurants(tx: Tx, ids: number[]) {
  return tx
    .select({ ...restaurantColumns, parentUserId: parent.userId })
    .from(restaurants)
    .leftJoin(parent, eq(parent.id, restaurants.parentRestaurantId))
    .where(inArray(restaurants.id, ids))
    .orderBy(asc(restaurants.id))
    .for('update', { of: restaurants });
}
export type LockedRestaurant = Awaited<ReturnType<typeof lockRestaurants>>[number];

/** The branches of these restaurants that are still active, row-locked. */
export function lockActiveBranchesOf(tx: Tx, parentIds: number[]) {
  return tx
    .select(restaurantColumns)
    .from(restaurants)
    .where(and(inArray(restaurants.parentRestaurantId, parentIds), isNull(restaurants.removedAt)))
    .orderBy(asc(restaurants.id))
    .for('update');
}

/** Marks them removed and hidden (decision 013); answers the ids it changed. */
export async function markRemoved(tx: Tx, ids: number[], at: Date): Promise<number[]> {
  const rows = await tx
    .update(restaurants)
    .set({ removedAt: at, visible: false, updatedAt: at })
    .where(and(inArray(restaurants.id, ids), isNull(restaurants.removedAt)))
    .returning({ id: restaurants.id });
  return rows.map((r) => r.id);
}

/** Their accounts can no longer log in. */
export async function disableAccounts(tx: Tx, userIds: number[]): Promise<void> {
  await tx
    .update(users)
    .set({ enabled: false, updatedAt: sql`now()` })
    .where(inArray(users.id, userIds));
}

/** The open orders of these restaurants, row-locked, oldest first. */
export function lockOpenOrders(tx: Tx, restaurantIds: number[]) {
  return tx
    .select({
      id: orders.id,
      restaurantId: orders.restaurantId,
      status: orders.status,
      courierId: orders.courierId,
      tripId: orders.tripId,
      zoneId: restaurants.zoneId,
      paidAt: orders.paidAt,
      paymentProvider: orders.paymentProvider,
      paymentSessionId: orders.paymentSessionId,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(and(inArray(orders.restaurantId, restaurantIds), inArray(orders.status, [...OPEN_STATUSES])))
    .orderBy(asc(orders.id))
    .for('update', { of: orders });
}

/** The delivery zones of these restaurants and of their branches, in id order (the order their locks are taken in). */
export async function zonesOfRestaurants(tx: Tx, restaurantIds: number[]): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ zoneId: restaurants.zoneId })
    .from(restaurants)
    .where(or(inArray(restaurants.id, restaurantIds), inArray(restaurants.parentRestaurantId, restaurantIds)))
    .orderBy(asc(restaurants.zoneId));
  return rows.map((r) => r.zoneId);
}
export type OpenOrder = Awaited<ReturnType<typeof lockOpenOrders>>[number];
