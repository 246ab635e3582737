import type { Paged } from '@forkly/contracts';

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
