import { and, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { READY_ON_TIME_GRACE_MINUTES, REJECTION_REASONS } from '@forkly/contracts';
import type { Database } from '../../db/client';
import { orders, ratings, restaurants } from '../../db/schema/index';

const acceptanceSeconds = sql`extract(epoch from (${orders.acceptedAt} - ${orders.paidAt}))`;
const readyLateMinutes = sql`extract(epoch from (${orders.preparedAt} - ${orders.kitchenReadyAt})) / 60`;
const rejectionReasons = sql.raw(REJECTION_REASONS.map((r) => `'${r}'`).join(', '));
const grace = sql.raw(String(READY_ON_TIME_GRACE_MINUTES));

/** Cancelled by the restaurant's own account (not by staff), with one of the kitchen's reasons. */
const rejectedByKitchen = sql`(${orders.cancelReason} in (${rejectionReasons}) and exists (
  select 1 from order_status_history h join users u on u.id = h.actor_id
  where h.order_id = ${orders.id} and h.to_status = 'CANCELLED' and u.role in ('RESTAURANT_ADMIN', 'RESTAURANT_BRANCH')))`;

/** The figures of paid orders, one aggregate each (issue 21's restaurant performance). */
const orderFigures = {
  orders: sql<number>`count(*)::int`,
  accepted: sql<number>`count(${orders.acceptedAt})::int`,
  acceptanceMedian: sql<number | null>`percentile_cont(0.5) within group (order by ${acceptanceSeconds})::float`,
  acceptanceP90: sql<number | null>`percentile_cont(0.9) within group (order by ${acceptanceSeconds})::float`,
  missed: sql<number>`count(*) filter (where ${orders.cancelReason} = 'missed')::int`,
  rejected: sql<number>`count(*) filter (where ${rejectedByKitchen})::int`,
  prepared: sql<number>`count(*) filter (where ${orders.preparedAt} is not null and ${orders.kitchenReadyAt} is not null)::int`,
  readyLateMean: sql<number | null>`avg(${readyLateMinutes})::float`,
  readyOnTime: sql<number | null>`avg(case when ${orders.preparedAt} is null or ${orders.kitchenReadyAt} is null then null
    when ${readyLateMinutes} <= ${grace} then 1.0 else 0.0 end)::float`,
};
export type OrderFigureRow = { [K in keyof typeof orderFigures]: (typeof orderFigures)[K]['_']['type'] };

const paidBetween = (from: Date, to: Date): SQL | undefined => and(isNotNull(orders.paidAt), gte(orders.paidAt, from), lt(orders.paidAt, to));

/** The local day or ISO week (its Monday, yyyy-mm-dd) a time falls in, in the restaurant's zone. */
const bucket = (column: SQL | typeof orders.paidAt, unit: 'day' | 'week', timeZone: string) =>
  sql<string>`to_char(date_trunc(${unit}, ${column} at time zone ${timeZone}), 'YYYY-MM-DD')`;

/** One restaurant's order figures per local day or week, paid since `from`. */
export function orderFiguresByPeriod(db: Database, restaurantId: number, unit: 'day' | 'week', timeZone: string, from: Date, to: Date) {
  const period = bucket(orders.paidAt, unit, timeZone);
  return (
    db
      .select({ period, ...orderFigures })
      .from(orders)
      .where(and(eq(orders.restaurantId, restaurantId), paidBetween(from, to)))
      // By position: the bucket's expression carries parameters, so repeating it would not match the select's.
      .groupBy(sql`1`)
  );
}

/** Its ratings per local day or week, given since `from`. */
export function ratingsByPeriod(db: Database, restaurantId: number, unit: 'day' | 'week', timeZone: string, from: Date, to: Date) {
  const period = bucket(sql`${ratings.createdAt}`, unit, timeZone);
  return db
    .select({ period, average: sql<number | null>`avg(${ratings.restaurantStars})::float`, count: sql<number>`count(*)::int` })
    .from(ratings)
    .where(and(eq(ratings.restaurantId, restaurantId), gte(ratings.createdAt, from), lt(ratings.createdAt, to)))
    .groupBy(sql`1`);
}

/** Every restaurant's order figures between two times, or one restaurant's. */
export function orderFiguresByRestaurant(db: Database, from: Date, to: Date, restaurantId?: number) {
  return db
    .select({ restaurantId: orders.restaurantId, ...orderFigures })
    .from(orders)
    .where(and(paidBetween(from, to), restaurantId === undefined ? undefined : eq(orders.restaurantId, restaurantId)))
    .groupBy(orders.restaurantId);
}

/** Every restaurant's ratings between two times, or one restaurant's. */
export function ratingsByRestaurant(db: Database, from: Date, to: Date, restaurantId?: number) {
  return db
    .select({ restaurantId: ratings.restaurantId, average: sql<number | null>`avg(${ratings.restaurantStars})::float`, count: sql<number>`count(*)::int` })
    .from(ratings)
    .where(and(gte(ratings.createdAt, from), lt(ratings.createdAt, to), restaurantId === undefined ? undefined : eq(ratings.restaurantId, restaurantId)))
    .groupBy(ratings.restaurantId);
}

/**
 * The last `count` local days or ISO weeks up to `now` in the zone, newest first ("2026-11-23",
 * a week by its Monday), and when the oldest began.
 */
export async function recentPeriods(db: Database, unit: 'day' | 'week', timeZone: string, count: number, now: Date) {
  const step = sql.raw(`'1 ${unit}'::interval`);
  const result = (await db.execute(sql`
    with bounds as (select date_trunc(${unit}, ${now.toISOString()}::timestamptz at time zone ${timeZone}) as last)
    select to_char(p, 'YYYY-MM-DD') as period, (p at time zone ${timeZone}) as starts_at
    from bounds, generate_series(bounds.last - ${count - 1} * ${step}, bounds.last, ${step}) as p
    order by p desc`)) as unknown as { rows: { period: string; starts_at: string | Date }[] };
  return result.rows.map((r) => ({ period: r.period, startsAt: new Date(r.starts_at) }));
}

/** The restaurants staff rank: every one not removed. */
export function rankedRestaurants(db: Database) {
  return db.select({ id: restaurants.id, name: restaurants.name }).from(restaurants).where(isNull(restaurants.removedAt));
}
