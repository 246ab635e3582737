import { and, asc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { orderLines, orders, restaurants, users } from '../../db/schema/index';

type Db = Database | Tx;

/** Marks that `staffId` called the order's restaurant now, if the order is still open; answers the order's state. */
export async function markRestaurantCalled(tx: Tx, orderId: number, staffId: number, at: Date) {
  const [order] = await tx.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return { found: false as const };
  if (!['CONFIRMED', 'AWAITING_PICKUP', 'READY_FOR_DELIVERY'].includes(order.status)) return { found: true as const, open: false as const };
  await tx.update(orders).set({ restaurantCalledAt: at, restaurantCalledBy: staffId, updatedAt: at }).where(eq(orders.id, orderId));
  const [staff] = await tx.select({ firstName: users.firstName, lastName: users.lastName, username: users.username }).from(users).where(eq(users.id, staffId));
  return { found: true as const, open: true as const, staff };
}

export async function setRestaurantPause(tx: Tx, restaurantId: number, paused: boolean, reason: string | null) {
  const [row] = await tx
    .update(restaurants)
    .set({ paused, pausedReason: reason, updatedAt: sql`now()` })
    .where(eq(restaurants.id, restaurantId))
    .returning();
  return row;
}

/** The paid orders of the restaurant nobody in its kitchen has accepted, oldest first; one placed ahead only once it is due (decision 046). */
export function waitingOrdersOf(db: Db, restaurantId: number) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      paidAt: orders.paidAt,
      escalation: orders.escalation,
      totalCents: orders.totalCents,
      itemCount: sql<number>`(select coalesce(sum(${orderLines.quantity}), 0) from ${orderLines} where ${orderLines.orderId} = ${orders.id})::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        eq(orders.status, 'CONFIRMED'),
        isNotNull(orders.paidAt),
        isNull(orders.acceptedAt),
        or(isNull(orders.kitchenDueAt), lte(orders.kitchenDueAt, sql`now()`)),
      ),
    )
    .orderBy(asc(orders.paidAt), asc(orders.id));
}

export function restaurantPauseOf(db: Db, restaurantId: number) {
  return db.query.restaurants.findFirst({ columns: { paused: true, pausedReason: true }, where: eq(restaurants.id, restaurantId) });
}
