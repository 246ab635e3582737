import {
  PERFORMANCE_PERIOD_COUNT,
  type PerformanceFigures,
  type PerformancePeriod,
  type PerformanceRanking,
  type PerformanceRankingQuery,
  type PerformanceRankingRow,
  type PerformanceSortKey,
  type RestaurantPerformance,
} from '@forkly/contracts';
import { findManagedRestaurant } from '../../access/restaurant-scope';
import type { AccessClaims } from '../../lib/jwt';
import { reportRange } from '../../lib/report-range';
import type { AppDeps } from '../../plugins/deps';
import {
  orderFiguresByPeriod,
  orderFiguresByRestaurant,
  rankedRestaurants,
  ratingsByPeriod,
  ratingsByRestaurant,
  recentPeriods,
  type OrderFigureRow,
} from './performance.repo';

type SortOrder = NonNullable<PerformanceRankingQuery['orderBy']>;

/** Without dates, staff's ranking covers the last seven days. */
const DEFAULT_RANKING_DAYS = 7;

const round = (value: number | null, places: number) => (value === null ? null : Number(value.toFixed(places)));
const seconds = (value: number | null) => (value === null ? null : Math.round(value));

function present(figures: OrderFigureRow | undefined, rating: { average: number | null; count: number } | undefined): PerformanceFigures {
  return {
    orders: figures?.orders ?? 0,
    accepted: figures?.accepted ?? 0,
    acceptanceMedianSeconds: seconds(figures?.acceptanceMedian ?? null),
    acceptanceP90Seconds: seconds(figures?.acceptanceP90 ?? null),
    missed: figures?.missed ?? 0,
    rejected: figures?.rejected ?? 0,
    prepared: figures?.prepared ?? 0,
    readyLateMinutesMean: round(figures?.readyLateMean ?? null, 1),
    readyOnTimeShare: round(figures?.readyOnTime ?? null, 4),
    ratingAverage: round(rating?.average ?? null, 2),
    ratingCount: rating?.count ?? 0,
  };
}

/**
 * GET /restaurant/{id}/performance?period (issue 21): how the kitchen did per local day (the last
 * 14) or ISO week (the last 8), newest first, and over all of them: how fast it accepted paid
 * orders, how many it missed or rejected, whether its food was ready when it said, and its ratings.
 * For the restaurant's managers (an owner sees its branches too) and staff.
 */
export async function restaurantPerformance(
  deps: AppDeps,
  input: { caller: AccessClaims; restaurantId: number; period: PerformancePeriod },
  now = new Date(),
): Promise<RestaurantPerformance> {
  const restaurant = await findManagedRestaurant(deps.db, input.caller, input.restaurantId);
  const periods = await recentPeriods(deps.db, input.period, restaurant.timeZone, PERFORMANCE_PERIOD_COUNT[input.period], now);
  const from = periods.at(-1)!.startsAt;
  const [byPeriod, ratedByPeriod, total, ratedTotal] = await Promise.all([
    orderFiguresByPeriod(deps.db, restaurant.id, input.period, restaurant.timeZone, from, now),
    ratingsByPeriod(deps.db, restaurant.id, input.period, restaurant.timeZone, from, now),
    orderFiguresByRestaurant(deps.db, from, now, restaurant.id),
    ratingsByRestaurant(deps.db, from, now, restaurant.id),
  ]);
  const figuresOf = new Map(byPeriod.map((row) => [row.period, row]));
  const ratingOf = new Map(ratedByPeriod.map((row) => [row.period, row]));
  return {
    restaurantId: restaurant.id,
    name: restaurant.name,
    period: input.period,
    timeZone: restaurant.timeZone,
    periods: periods.map(({ period }) => ({ start: period, ...present(figuresOf.get(period), ratingOf.get(period)) })),
    total: present(total[0], ratedTotal[0]),
  };
}

const SORT_VALUE: Record<PerformanceSortKey, (row: PerformanceRankingRow) => number | string | null> = {
  name: (row) => row.name.toLocaleLowerCase('en'),
  orders: (row) => row.orders,
  acceptanceMedian: (row) => row.acceptanceMedianSeconds,
  acceptanceP90: (row) => row.acceptanceP90Seconds,
  missed: (row) => row.missed,
  rejected: (row) => row.rejected,
  readyLate: (row) => row.readyLateMinutesMean,
  rating: (row) => row.ratingAverage,
};

/** Sorted by the key, restaurants without a figure last either way, then by name and id. */
function compareBy(key: PerformanceSortKey, order: SortOrder) {
  const sign = order === 'ASC' ? 1 : -1;
  return (a: PerformanceRankingRow, b: PerformanceRankingRow) => {
    const x = SORT_VALUE[key](a);
    const y = SORT_VALUE[key](b);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * sign;
    }
    return a.name.localeCompare(b.name, 'en') || a.restaurantId - b.restaurantId;
  };
}

/**
 * GET /dispatch/restaurant-performance (issue 21): every restaurant's figures over the chosen days
 * (the last seven by default), sorted and paged. The platform has hundreds of restaurants, not
 * millions: the figures are grouped in the database and sorted here.
 */
export async function performanceRanking(
  deps: AppDeps,
  query: { from?: string; to?: string; page: number; limit: number; sortBy: PerformanceSortKey; orderBy: SortOrder },
  now = new Date(),
): Promise<PerformanceRanking> {
  const { from, to } = reportRange(query, now, DEFAULT_RANKING_DAYS);
  const [restaurants, figures, rated] = await Promise.all([
    rankedRestaurants(deps.db),
    orderFiguresByRestaurant(deps.db, from, to),
    ratingsByRestaurant(deps.db, from, to),
  ]);
  const figuresOf = new Map(figures.map((row) => [row.restaurantId, row]));
  const ratingOf = new Map(rated.map((row) => [row.restaurantId, row]));
  const rows = restaurants
    .map((r) => ({ restaurantId: r.id, name: r.name, ...present(figuresOf.get(r.id), ratingOf.get(r.id)) }))
    .sort(compareBy(query.sortBy, query.orderBy));
  const start = (query.page - 1) * query.limit;
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    results: rows.slice(start, start + query.limit),
    totalCount: rows.length,
    totalPages: Math.ceil(rows.length / query.limit),
  };
}
