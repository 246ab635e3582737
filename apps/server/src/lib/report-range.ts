import { zonedTime } from '@forkly/domain';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Staff read reports by the platform's days: every restaurant so far is in Germany. */
export const REPORT_TIME_ZONE = 'Europe/Berlin';

/** A date alone ("2026-11-29") is that whole day in the platform's zone: `from` its start, `to` its end. */
function bound(value: string | undefined, fallback: Date, endOfDay: boolean): Date {
  if (!value) return fallback;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!day) return new Date(value);
  const date = { year: Number(day[1]), month: Number(day[2]), day: Number(day[3]) };
  const start = zonedTime(date, 0, REPORT_TIME_ZONE);
  // The next day's start, not start + 24 h: a day with a DST change is 23 or 25 hours long.
  return endOfDay ? zonedTime(date, 24 * 60, REPORT_TIME_ZONE) : start;
}

/**
 * The times a staff report covers, from its `from` and `to` filters: `to` defaults to now, `from`
 * to `defaultDays` before `to`; a bare date covers its whole day in the platform's zone.
 */
export function reportRange(query: { from?: string; to?: string }, now: Date, defaultDays: number): { from: Date; to: Date } {
  const to = bound(query.to, now, true);
  const from = bound(query.from, new Date(to.getTime() - defaultDays * DAY_MS), false);
  return { from, to };
}
