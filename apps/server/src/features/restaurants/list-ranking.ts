import type { RestaurantCursorSortKey } from '@forkly/contracts';
import type { OpeningState } from '@forkly/domain';
import type { Restaurant } from '../../db/schema/index';
import type { DeliveryQuote } from './delivery-quote.service';
import type { ListCursor } from './list-cursor';

/** A candidate of the customer's list with what its card shows: the ranking reads these. */
export interface ListEntry {
  restaurant: Restaurant;
  distance: number | null;
  quote?: DeliveryQuote;
  state: OpeningState;
}

/** The filters that need the opening state or the route, so are applied after the query. */
export interface LateFilters {
  openNow?: boolean;
  freeDelivery?: boolean;
}

/** No quote (no coordinates) ranks after every real value, whatever the direction. */
const UNKNOWN = Number.MAX_SAFE_INTEGER;

/** The value a card is sorted by: what the card shows (the fee and time by route, not by air). */
export function sortValue(entry: ListEntry, sortBy: RestaurantCursorSortKey): number | string {
  switch (sortBy) {
    case 'NAME':
      return entry.restaurant.name.toLowerCase();
    case 'RATING':
      return entry.restaurant.rating ?? 0;
    case 'DISTANCE':
      return entry.distance ?? UNKNOWN;
    case 'DELIVERY_TIME':
      return entry.quote?.etaMinutes ?? UNKNOWN;
    case 'DELIVERY_FEE':
      return entry.quote?.feeCents ?? UNKNOWN;
    case 'MINIMUM_ORDER':
      return entry.restaurant.minimumOrderCents;
  }
}

/** Open restaurants first; closed and paused ones last, whatever the sort (issue 25). */
export const groupOf = (entry: ListEntry): 0 | 1 => (entry.state.status === 'open' ? 0 : 1);

type Key = Pick<ListCursor, 'group' | 'value' | 'id'>;

function compareKeys(a: Key, b: Key, orderBy: 'ASC' | 'DESC'): number {
  if (a.group !== b.group) return a.group - b.group;
  const sign = orderBy === 'ASC' ? 1 : -1;
  if (a.value !== b.value) return (a.value < b.value ? -1 : 1) * sign;
  return (a.id - b.id) * sign;
}

/**
 * One page of the ranked list: the late filters, open before closed, then the chosen sort with the
 * id breaking ties, starting after the cursor. `more` tells whether another page follows.
 */
export function rankPage(
  entries: ListEntry[],
  options: { sortBy: RestaurantCursorSortKey; orderBy: 'ASC' | 'DESC'; filters: LateFilters; after?: ListCursor; limit: number },
): { page: { entry: ListEntry; key: Key }[]; more: boolean } {
  const { sortBy, orderBy, filters, after, limit } = options;
  const ranked = entries
    .filter((e) => (!filters.openNow || e.state.status === 'open') && (!filters.freeDelivery || e.quote?.feeCents === 0))
    .map((entry) => ({ entry, key: { group: groupOf(entry), value: sortValue(entry, sortBy), id: entry.restaurant.id } }))
    .filter((row) => !after || compareKeys(row.key, after, orderBy) > 0)
    .sort((a, b) => compareKeys(a.key, b.key, orderBy));
  return { page: ranked.slice(0, limit), more: ranked.length > limit };
}
