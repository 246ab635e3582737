import type { Paged } from '@forkly/contracts';
import { count, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../db/client';

const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The OFFSET/LIMIT of a numbered page. */
export interface PageWindow {
  offset: number;
  limit: number;
}

/** The OFFSET/LIMIT of a numbered page (pages start at 1, DESIGN.md section 6a). */
export function pageWindow(query: { page: number; limit: number }): PageWindow {
  return { offset: (query.page - 1) * query.limit, limit: query.limit };
}

/** One numbered page as a repository reads it: the page's rows, and how many the whole list has. */
export interface PageRows<Row> {
  rows: Row[];
  totalCount: number;
}

/**
 * Reads one numbered page (decision 028): `rows` is the list's query with its ORDER BY (ties
 * broken by id, so pages never overlap), given the window to apply; `count` selects
 * `{ n: count() }` over the same FROM, joins and WHERE. Drizzle's queries run when awaited, so
 * both are started here, side by side.
 */
export async function paginate<Row>(
  window: PageWindow,
  query: { rows: (window: PageWindow) => PromiseLike<Row[]>; count: PromiseLike<ReadonlyArray<{ n: number }>> },
): Promise<PageRows<Row>> {
  const [rows, [total]] = await Promise.all([query.rows(window), query.count]);
  return { rows, totalCount: total?.n ?? 0 };
}

/**
 * A list that grows with the business (every order, every customer) is counted exactly up to this
 * many rows; past it the planner's estimate stands in, because an exact count reads every row and
 * the list would slow down as the table grows (decision 030).
 */
export const EXACT_COUNT_LIMIT = 1_000;

/**
 * Reads one numbered page of a list that grows without bound (decision 030). `rows` is as for
 * `paginate`; `matching` selects the list's rows (any column) over the same FROM and WHERE, with
 * no ORDER BY, so the planner may count them from any index. One row more than the page is read,
 * to know whether another page follows. `totalCount` is exact when the list has at most
 * EXACT_COUNT_LIMIT rows or ends on this page; otherwise it is the planner's estimate, never less
 * than the rows the page has proved exist, so a pager never stops before the last page.
 */
export async function paginateGrowing<Row>(
  db: Database | Tx,
  window: PageWindow,
  query: { rows: (window: PageWindow) => PromiseLike<Row[]>; matching: () => PgSelect },
): Promise<PageRows<Row>> {
  const [fetched, [capped]] = await Promise.all([
    query.rows({ offset: window.offset, limit: window.limit + 1 }),
    db.select({ n: count() }).from(
      query
        .matching()
        .limit(EXACT_COUNT_LIMIT + 1)
        .as('capped'),
    ),
  ]);
  const rows = fetched.slice(0, window.limit);
  const counted = capped?.n ?? 0;
  if (counted <= EXACT_COUNT_LIMIT) return { rows, totalCount: counted };
  const endsHere = fetched.length <= window.limit;
  if (endsHere && rows.length > 0) return { rows, totalCount: window.offset + rows.length };
  if (endsHere) {
    // A page past the end (a stale link): only an exact count can say where the end is.
    const [all] = await db.select({ n: count() }).from(query.matching().as('matching'));
    return { rows, totalCount: all?.n ?? 0 };
  }
  const known = Math.max(counted, window.offset + fetched.length);
  return { rows, totalCount: Math.max(known, await plannedRows(db, query.matching())) };
}

/** The planner's estimate of how many rows a query answers: one planning, no execution. */
async function plannedRows(db: Database | Tx, query: PgSelect): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as { rows: Array<Record<string, unknown>> };
  const cell = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{ Plan: { 'Plan Rows': number } }>;
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

/** The paged answer every numbered list gives: `{results, totalPages, totalCount}`. */
export function pagedResult<T>(results: T[], totalCount: number, limit: number): Paged<T> {
  return { results, totalPages: Math.ceil(totalCount / limit), totalCount };
}

/**
 * A list filter's time range: `from` inclusive; `to` as a plain date means the whole of that day
 * (UTC), so it becomes an exclusive bound at the next midnight; a date-time is taken as it is.
 */
export interface TimeRange {
  from?: Date;
  /** Inclusive when the caller gave a date-time, exclusive (next midnight) for a plain date. */
  to?: { at: Date; inclusive: boolean };
}

export function timeRange(from?: string, to?: string): TimeRange {
  return {
    from: from ? new Date(from) : undefined,
    to: to ? (DATE_ONLY.test(to) ? { at: new Date(Date.parse(to) + DAY_MS), inclusive: false } : { at: new Date(to), inclusive: true }) : undefined,
  };
}
