import { and, count, desc, eq, gte, isNotNull, isNull, sql, sum } from 'drizzle-orm';
import { UNPAID_ORDER_TIMEOUT_MS } from '@forkly/domain';
import type { Database } from '../../db/client';
import { orders, restaurants } from '../../db/schema/index';
// The list's own filter, so the overview counts exactly the orders the list would show.
import { filterWhere, type OrderListFilter } from '../orders/orders.repo';

/** How many of the filter's orders are in each status (statuses without orders are absent). */
export function countOrdersByStatus(db: Database, filter: OrderListFilter) {
  return db.select({ status: orders.status, n: count() }).from(orders).where(filterWhere(filter)).groupBy(orders.status);
}

/**
 * Orders paid since `from` and not refunded, with their total in cents. An order is paid within
 * the unpaid timeout of being placed (a later payment is refunded), so bounding `created_at` too
 * lets the date index do the work on a large table.
 */
export async function paidOrdersSince(db: Database, filter: OrderListFilter, from: Date) {
  const [row] = await db
    .select({ n: count(), cents: sum(orders.totalCents).mapWith(Number) })
    .from(orders)
    .where(
      and(
        filterWhere(filter),
        gte(orders.createdAt, new Date(from.getTime() - UNPAID_ORDER_TIMEOUT_MS)),
        gte(orders.paidAt, from),
        isNull(orders.refundedAt),
      ),
    );
  return { count: row?.n ?? 0, cents: row?.cents ?? 0 };
}

/** Restaurants by kind and state, in one pass. */
export async function countRestaurants(db: Database) {
  const [row] = await db
    .select({
      total: count(),
      main: count(sql`case when ${restaurants.parentRestaurantId} is null then 1 end`),
      visible: count(sql`case when ${restaurants.visible} then 1 end`),
      paused: count(sql`case when ${restaurants.visible} and ${restaurants.paused} then 1 end`),
    })
    .from(restaurants);
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
