import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { orders, restaurants, type NewOrder } from '../../db/schema/index';

const parent = alias(restaurants, 'parent_restaurant');

/**
 * Locks an order for a status change and says who may move it: its courier and the accounts of
 * its restaurant and of that restaurant's parent (a branch's RESTAURANT_ADMIN).
 */
export async function lockOrderForStatusChange(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      courierId: orders.courierId,
      tripId: orders.tripId,
      paidAt: orders.paidAt,
      acceptedAt: orders.acceptedAt,
      readyAt: orders.readyAt,
      readyPushedAt: orders.readyPushedAt,
      kitchenDueAt: orders.kitchenDueAt,
      restaurantId: orders.restaurantId,
      restaurantAccountId: restaurants.userId,
      parentAccountId: parent.userId,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .leftJoin(parent, eq(parent.id, restaurants.parentRestaurantId))
    .where(eq(orders.id, orderId))
    .for('update', { of: orders });
  return row;
}
export type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrderForStatusChange>>>;

/** The kitchen's answer on an order: accepted when, ready when (decision 034). */
export async function setKitchenTimes(
  tx: Tx,
  orderId: number,
  values: Pick<NewOrder, 'readyAt' | 'kitchenReadyAt' | 'estimateCause' | 'updatedAt'> & Partial<Pick<NewOrder, 'acceptedAt' | 'readyPushedAt' | 'escalation'>>,
) {
  await tx.update(orders).set(values).where(eq(orders.id, orderId));
}
