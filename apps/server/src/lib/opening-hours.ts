import { openingState, type OpeningState } from '@forkly/domain';
import type { Restaurant } from '../db/schema/index';

/** The columns that decide whether a restaurant is open. */
export type OpeningColumns = Pick<Restaurant, 'openingHours' | 'timeZone' | 'paused'>;

/** How long a state without a next change (closed all week ahead) is taken as it is. */
const RECHECK_MS = 60_000;

/**
 * The last state worked out per row, and the span it holds for: open until `closesAt`, closed until
 * `opensAt`, paused for good (the row would change first). Rows from the catalogue cache are the
 * same objects request after request, and working out a state (time-zone arithmetic) was 8 % of a
 * customer list page.
 *
 * Both memos stay at module level on purpose (decision 047): a state is a pure function of the
 * three columns and the time, each span is checked against the time asked about, and rows are
 * never changed in place (a change reads a new row), so no app can see a state another app's data
 * would not give it. Nothing in them belongs to an app.
 */
const known = new WeakMap<OpeningColumns, { state: OpeningState; from: number; until: number }>();
/** The same spans by the columns' values: working a state out was 4 % of make-order's CPU. Bounded, as hours are free text. */
const byValue = new Map<string, { state: OpeningState; from: number; until: number }>();
const BY_VALUE_MAX = 1000;

/**
 * A restaurant's state now, by its hours in its own time zone (packages/domain/opening-hours).
 * Hours the database holds but that do not parse (written by hand, an unknown zone) count as
 * closed rather than failing the whole list.
 */
export function restaurantOpeningState(row: OpeningColumns, now: Date = new Date()): OpeningState {
  const at = now.getTime();
  const hit = known.get(row);
  if (hit && hit.from <= at && at < hit.until) return hit.state;
  // A row read afresh (make-order reads its restaurant from the database each time) is found by its values.
  const key = `${row.paused ? 'p' : ''}|${row.timeZone}|${JSON.stringify(row.openingHours)}`;
  const same = byValue.get(key);
  if (same && same.from <= at && at < same.until) {
    known.set(row, same);
    return same.state;
  }
  const state = computeState(row, now);
  const next = state.closesAt ?? state.opensAt;
  const span = { state, from: at, until: state.status === 'paused' ? Infinity : next ? next.getTime() : at + RECHECK_MS };
  known.set(row, span);
  if (byValue.size >= BY_VALUE_MAX) byValue.clear();
  byValue.set(key, span);
  return state;
}

function computeState(row: OpeningColumns, now: Date): OpeningState {
  try {
    return openingState({ hours: row.openingHours, timeZone: row.timeZone, paused: row.paused, now });
  } catch (error) {
    if (error instanceof RangeError) return { status: row.paused ? 'paused' : 'closed', opensAt: null, closesAt: null };
    throw error;
  }
}
