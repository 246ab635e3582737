import type { PromiseAccuracy, PromiseAccuracyRow } from '@forkly/contracts';
import { reportRange } from '../../lib/report-range';
import type { AppDeps } from '../../plugins/deps';
import { accuracyByRestaurant, accuracyByZone } from './promise-accuracy.repo';

/** Without dates the report covers the last seven days. */
const DEFAULT_DAYS = 7;

type Figures = Awaited<ReturnType<typeof accuracyByZone>>[number];
const round = (value: number | null, places: number) => (value === null ? null : Number(value.toFixed(places)));

function present(row: Figures): PromiseAccuracyRow {
  return {
    id: row.id,
    name: row.name,
    delivered: row.delivered,
    onTime: round(row.onTime, 4)!,
    early: round(row.early, 4)!,
    late: round(row.late, 4)!,
    meanErrorMinutes: round(row.meanError, 1),
    meanAbsoluteErrorMinutes: round(row.meanAbsoluteError, 1),
  };
}

/**
 * GET /dispatch/promise-accuracy (issue 24): of the orders delivered between `from` and `to`, the
 * share that came within five minutes of the time promised when they were placed, early and late,
 * and the mean error, per zone and per restaurant.
 */
export async function promiseAccuracy(deps: AppDeps, query: { from?: string; to?: string }, now = new Date()): Promise<PromiseAccuracy> {
  const { from, to } = reportRange(query, now, DEFAULT_DAYS);
  const [zones, restaurants] = await Promise.all([accuracyByZone(deps.db, from, to), accuracyByRestaurant(deps.db, from, to)]);
  return { from: from.toISOString(), to: to.toISOString(), zones: zones.map(present), restaurants: restaurants.map(present) };
}
