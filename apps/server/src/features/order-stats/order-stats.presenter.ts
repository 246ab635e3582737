import { centsToEuro, ORDER_STATUSES, type OrderStats, type OrderStatus, type RestaurantStats } from '@forkly/contracts';
import type { countRestaurants, topRestaurantsByPaidOrders } from './order-stats.repo';

type Counts = { status: OrderStatus; n: number }[];
type RestaurantCounts = Awaited<ReturnType<typeof countRestaurants>>;
type TopRows = Awaited<ReturnType<typeof topRestaurantsByPaidOrders>>;

/** Every status gets a count, 0 included, so the overview's cards never come and go. */
export function presentOrderStats(counts: Counts, today: { from: Date; count: number; cents: number }): OrderStats {
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const { status, n } of counts) byStatus[status] = n;
  return {
    byStatus,
    total: counts.reduce((sum, { n }) => sum + n, 0),
    today: { from: today.from.toISOString(), paidOrders: today.count, revenue: centsToEuro(today.cents) },
  };
}

export function presentRestaurantStats(counts: RestaurantCounts, top: TopRows): RestaurantStats {
  return {
    total: counts.total,
    main: counts.main,
    branches: counts.total - counts.main,
    visible: counts.visible,
    hidden: counts.total - counts.visible,
    paused: counts.paused,
    top: top.map((row) => ({
      id: row.id,
      name: row.name,
      parentRestaurantId: row.parentRestaurantId,
      paidOrders: row.paidOrders,
      revenue: centsToEuro(row.cents),
    })),
  };
}
