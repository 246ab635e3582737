import type { Paged } from '@forkly/contracts';

const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The OFFSET/LIMIT of a numbered page (pages start at 1, DESIGN.md section 6a). */
export function pageWindow(query: { page: number; limit: number }): { offset: number; limit: number } {
  return { offset: (query.page - 1) * query.limit, limit: query.limit };
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
