import type { OpeningHours, RestaurantStatus, Weekday } from '@forkly/contracts';

/**
 * Monday first, as contracts' WEEKDAYS. Only types come from contracts: a value import would pull
 * zod into every web chunk that uses this package.
 */
const WEEKDAY_ORDER: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** A restaurant's state at one instant: open until `closesAt`, or closed until `opensAt`, or paused. */
export interface OpeningState {
  status: RestaurantStatus;
  /** Next opening when closed; null when open, paused, or no opening within the coming week. */
  opensAt: Date | null;
  /** End of the current window when open. */
  closesAt: Date | null;
}

interface CivilDate {
  year: number;
  month: number;
  day: number;
}

const MINUTES_PER_DAY = 24 * 60;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock date and time at `instant` in `timeZone`. */
function wallClock(instant: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, minutes: parts.hour! * 60 + parts.minute!, second: parts.second! };
}

/** Offset of `timeZone` from UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(new Date(instant), timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, 0, w.minutes, w.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a local wall-clock time happens in `timeZone`. A time that does not exist (skipped
 * by the spring DST change) resolves to the instant just after the gap.
 */
export function zonedTime(date: CivilDate, minutes: number, timeZone: string): Date {
  const naive = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  const first = naive - offsetAt(naive, timeZone);
  const second = naive - offsetAt(first, timeZone);
  return new Date(Math.max(first, second));
}

function addDays(date: CivilDate, days: number): CivilDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

function weekday(date: CivilDate) {
  // getUTCDay: 0 = Sunday; WEEKDAYS starts on Monday.
  return WEEKDAY_ORDER[(new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7]!;
}

/** "HH:MM" -> minutes after midnight; "24:00" is accepted as the end of the day. */
export function parseClock(value: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : NaN;
  if (!match || Number(match[2]) > 59 || minutes > MINUTES_PER_DAY) throw new RangeError(`Not a clock time: ${value}`);
  return minutes;
}

/** A day's windows as [start, end) in minutes from that day's midnight; end may pass 24:00. */
function windowsOf(hours: OpeningHours, date: CivilDate): [number, number][] {
  return (hours[weekday(date)] ?? []).map(({ open, close }) => {
    const start = parseClock(open);
    let end = parseClock(close);
    if (end <= start) end += MINUTES_PER_DAY;
    return [start, end];
  });
}

/**
 * Whether a restaurant is open at `now`, judged by its opening hours in its own time zone
 * (DESIGN.md section 6). A paused restaurant takes no orders whatever its hours say. Windows that
 * run past midnight belong to the day they open on; adjoining windows count as one.
 */
export function openingState(input: { hours: OpeningHours; timeZone: string; paused?: boolean; now: Date }): OpeningState {
  if (input.paused) return { status: 'paused', opensAt: null, closesAt: null };
  const { hours, timeZone } = input;
  const local = wallClock(input.now, timeZone);
  const today: CivilDate = { year: local.year, month: local.month, day: local.day };
  const nowMinute = local.minutes + local.second / 60;

  // Every window from yesterday to a week ahead, as minutes relative to today's midnight.
  const spans: [number, number, CivilDate][] = [];
  for (let offset = -1; offset <= 7; offset++) {
    const date = addDays(today, offset);
    for (const [start, end] of windowsOf(hours, date)) spans.push([start + offset * MINUTES_PER_DAY, end + offset * MINUTES_PER_DAY, date]);
  }
  spans.sort((a, b) => a[0] - b[0]);

  const current = spans.find(([start, end]) => start <= nowMinute && nowMinute < end);
  if (current) {
    let end = current[1];
    for (const [start, nextEnd] of spans) if (start <= end && nextEnd > end) end = nextEnd;
    return { status: 'open', opensAt: null, closesAt: zonedTime(today, end, timeZone) };
  }
  const next = spans.find(([start]) => start > nowMinute);
  return { status: 'closed', opensAt: next ? zonedTime(today, next[0], timeZone) : null, closesAt: null };
}

/** One opening window (adjoining ones merged), in minutes from a local midnight, and a way to turn its minutes into instants. */
export interface OpeningWindowSpan {
  start: number;
  end: number;
  instant: (minute: number) => Date;
}

/**
 * The restaurant's merged opening windows from yesterday (one may still run past midnight) to
 * `days` days ahead, in order. Minutes count from the local midnight of the day `instant` is
 * anchored on, so quarter hours of the local clock are multiples of 15.
 */
export function openingWindows(input: { hours: OpeningHours; timeZone: string; now: Date; days: number }): OpeningWindowSpan[] {
  const local = wallClock(input.now, input.timeZone);
  const today: CivilDate = { year: local.year, month: local.month, day: local.day };
  const spans: [number, number][] = [];
  for (let offset = -1; offset <= input.days; offset++) {
    const date = addDays(today, offset);
    for (const [start, end] of windowsOf(input.hours, date)) spans.push([start + offset * MINUTES_PER_DAY, end + offset * MINUTES_PER_DAY]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of spans) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  const instant = (minute: number) => zonedTime(today, minute, input.timeZone);
  return merged.map(([start, end]) => ({ start, end, instant }));
}

const clock = (minutes: number) => {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/**
 * The same window every day, opening about `fromMinutes` after `now` on the local clock (rounded up
 * to a quarter hour) for `lengthMinutes`: a restaurant closed now that opens later, whatever the
 * hour (the demo seed's order-ahead restaurant, and tests). A window may run past midnight.
 */
export function dailyWindowLater(now: Date, timeZone: string, fromMinutes: number, lengthMinutes: number): OpeningHours {
  const start = Math.ceil((wallClock(now, timeZone).minutes + fromMinutes) / 15) * 15;
  const windows = [{ open: clock(start), close: clock(start + lengthMinutes) }];
  return Object.fromEntries(WEEKDAY_ORDER.map((day) => [day, windows])) as unknown as OpeningHours;
}
