import { and, count, desc, eq, gte, isNotNull, isNull, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, restaurants } from '../../db/schema/index';

/** Restaurants by kind and state, in one pass; removed ones are no longer counted (decision 013). */
export async function countRestaurants(db: Database) {
  const [row] = await db
    .select({
      total: count(),
      main: count(sql`case when ${restaurants.parentRestaurantId} is null then 1 end`),
      visible: count(sql`case when ${restaurants.visible} then 1 end`),
      paused: count(sql`case when ${restaurants.visible} and ${restaurants.paused} then 1 end`),
    })
    .from(restaurants)
    .where(isNull(restaurants.removedAt));
  return row ?? { total: 0, main: 0, visible: 0, paused: 0 };
}

/** The restaurants with the most paid, unrefunded orders, with what those brought in (cents). */
export function topRestaurantsByPaidOrders(db: Database, limit: number) {
  const paidOrders = count(orders.id);
  return db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      parentRestaurantId: restaurants.parentRestaurantId,
      paidOrders,
      cents: sum(orders.totalCents).mapWith(Number),
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(and(isNotNull(orders.paidAt), isNull(orders.refundedAt)))
    .groupBy(restaurants.id)
    .orderBy(desc(paidOrders), restaurants.id)
    .limit(limit);
}

/** A courier's delivered, unrefunded orders since `from`: how many, their delivery fees and tips (cents). */
export async function sumCourierEarnings(db: Database, courierId: number, from: Date) {
  const [row] = await db
    .select({
      deliveries: count(),
      feeCents: sum(orders.deliveryFeeCents).mapWith(Number),
      tipCents: sum(orders.tipCents).mapWith(Number),
    })
    .from(orders)
    .where(and(eq(orders.courierId, courierId), eq(orders.status, 'DELIVERED'), gte(orders.deliveredAt, from), isNull(orders.refundedAt)));
  return { deliveries: row?.deliveries ?? 0, feeCents: row?.feeCents ?? 0, tipCents: row?.tipCents ?? 0 };
}
