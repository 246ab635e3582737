import { openingState, type OpeningState } from '@forkly/domain';
import type { Restaurant } from '../db/schema/index';

/** The columns that decide whether a restaurant is open. */
export type OpeningColumns = Pick<Restaurant, 'openingHours' | 'timeZone' | 'paused'>;

/**
 * A restaurant's state now, by its hours in its own time zone (packages/domain/opening-hours).
 * Hours the database holds but that do not parse (written by hand, an unknown zone) count as
 * closed rather than failing the whole list.
 */
export function restaurantOpeningState(row: OpeningColumns, now: Date = new Date()): OpeningState {
  try {
    return openingState({ hours: row.openingHours, timeZone: row.timeZone, paused: row.paused, now });
  } catch (error) {
    if (error instanceof RangeError) return { status: row.paused ? 'paused' : 'closed', opensAt: null, closesAt: null };
    throw error;
  }
}
