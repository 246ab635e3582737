import { CURSOR_PAGE_SIZE } from './paging';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * One opening window in the restaurant's local time ("HH:MM", 24 h). A `close` at or before `open`
 * runs past midnight (18:00-02:00); 00:00-00:00 is the whole day.
 */
export interface OpeningWindow {
  open: string;
  close: string;
}
/** Per weekday, zero or more windows; a day with none is closed. */
export type OpeningHours = Record<Weekday, OpeningWindow[]>;

/** What a customer sees about a restaurant's hours right now. */
export const RESTAURANT_STATUSES = ['open', 'closed', 'paused'] as const;
export type RestaurantStatus = (typeof RESTAURANT_STATUSES)[number];

/**
 * Sort keys of the customer's restaurant list (cursor mode). DELIVERY_TIME and DELIVERY_FEE are the
 * estimate and fee the cards show (by route), so, like DISTANCE, they need the customer's point.
 */
export const RESTAURANT_CURSOR_SORT_KEYS = ['DISTANCE', 'NAME', 'RATING', 'DELIVERY_TIME', 'DELIVERY_FEE', 'MINIMUM_ORDER'] as const;
/** The cursor sorts that are measured from the customer's point. */
export const POINT_SORT_KEYS = ['DISTANCE', 'DELIVERY_TIME', 'DELIVERY_FEE'] as const;
/** The sort that reads best descending (the best rated first); every other sort starts ascending. */
export const defaultSortOrder = (sortBy: RestaurantCursorSortKey): 'ASC' | 'DESC' => (sortBy === 'RATING' ? 'DESC' : 'ASC');

/** What a restaurant cooks, one per restaurant: the customer list's cuisine filter, set in its settings. */
export const RESTAURANT_CUISINES = [
  'pizza',
  'italian',
  'german',
  'bakery',
  'sushi',
  'indian',
  'thai',
  'vietnamese',
  'burgers',
  'turkish',
  'greek',
  'vegan',
  'imbiss',
] as const;
export type RestaurantCuisine = (typeof RESTAURANT_CUISINES)[number];
/** Sort keys of the staff's restaurant list (page mode). */
export const RESTAURANT_PAGE_SORT_KEYS = ['DATE', 'NAME', 'EMAIL', 'USERNAME', 'RATING', 'DISTANCE'] as const;
export type RestaurantCursorSortKey = (typeof RESTAURANT_CURSOR_SORT_KEYS)[number];
export type RestaurantPageSortKey = (typeof RESTAURANT_PAGE_SORT_KEYS)[number];

export const DEFAULT_CURSOR_LIMIT = CURSOR_PAGE_SIZE;
