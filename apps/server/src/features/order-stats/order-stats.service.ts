import { centsToEuro, TOP_RESTAURANTS, type CourierEarnings, type OrderStats, type orderStatsQuerySchema, type RestaurantStats } from '@forkly/contracts';
import type { z } from 'zod';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { countOrdersFor } from '../orders/orders.service';
import { presentOrderStats, presentRestaurantStats } from './order-stats.presenter';
import { countRestaurants, sumCourierEarnings, topRestaurantsByPaidOrders } from './order-stats.repo';

/** Without the browser's own midnight, the server's local one. */
function startOfToday(): Date {
  const now = new Date();
  now.setHours(0, 0, 0, 0);
  return now;
}

/**
 * GET /order-stats: the caller's orders by status and today's paid ones, within the same scope
 * as GET /paged-orders (a restaurant its own and its branches', a courier its assigned, staff all).
 */
export async function getOrderStats(
  deps: AppDeps,
  { caller: who, query }: { caller: AccessClaims; query: z.output<typeof orderStatsQuerySchema> },
): Promise<OrderStats> {
  const from = query.from ? new Date(query.from) : startOfToday();
  const { byStatus, paid } = await countOrdersFor(deps, who, { restaurantId: query.restaurantId }, from);
  return presentOrderStats(byStatus, { from, ...paid });
}

/** GET /restaurant-stats (ADMIN, SPEC.md section 6): restaurants by state and the busiest ones. */
export async function getRestaurantStats(deps: AppDeps): Promise<RestaurantStats> {
  const [counts, top] = await Promise.all([countRestaurants(deps.db), topRestaurantsByPaidOrders(deps.db, TOP_RESTAURANTS)]);
  return presentRestaurantStats(counts, top);
}

/**
 * GET /courier/earnings (issue 25): a courier earns the delivery fee and the whole tip of every
 * order it delivers; a refunded order gives both back (decision 044).
 */
export async function getCourierEarnings(deps: AppDeps, courierId: number, query: { from?: string }): Promise<CourierEarnings> {
  const from = query.from ? new Date(query.from) : startOfToday();
  const { deliveries, feeCents, tipCents } = await sumCourierEarnings(deps.db, courierId, from);
  return {
    from: from.toISOString(),
    deliveries,
    deliveryFees: centsToEuro(feeCents),
    tips: centsToEuro(tipCents),
    total: centsToEuro(feeCents + tipCents),
  };
}
