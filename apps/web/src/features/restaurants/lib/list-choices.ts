import { ALLERGENS, RESTAURANT_CUISINES, type Allergen, type RestaurantCuisine, type RestaurantCursorSortKey } from '@forkly/contracts';

/** The sorts the list offers, by their name in the address bar (?sort=). */
export const LIST_SORTS = {
  distance: 'DISTANCE',
  time: 'DELIVERY_TIME',
  fee: 'DELIVERY_FEE',
  rating: 'RATING',
  minimum: 'MINIMUM_ORDER',
} as const satisfies Record<string, RestaurantCursorSortKey>;
export type ListSort = keyof typeof LIST_SORTS;
export const DEFAULT_SORT: ListSort = 'distance';

export const RATING_OPTIONS = [3, 4, 4.5] as const;

/** What the customer chose for the list: search, sort and filters. */
export interface ListChoices {
  name: string;
  rating?: number;
  sort: ListSort;
  openNow: boolean;
  freeDelivery: boolean;
  cuisine?: RestaurantCuisine;
  freeOf?: Allergen;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  (list as readonly (string | null)[]).includes(value) ? (value as T) : undefined;

/**
 * The choices read from the address bar (?q=&rating=&sort=&open=1&free=1&cuisine=&freeOf=), so
 * Back, a reload and a shared link keep them. A value the list does not know is left out rather
 * than sent to the server to be refused.
 */
export function readChoices(params: URLSearchParams): ListChoices {
  const rating = Number(params.get('rating'));
  return {
    name: params.get('q') ?? '',
    rating: (RATING_OPTIONS as readonly number[]).includes(rating) ? rating : undefined,
    sort: oneOf(Object.keys(LIST_SORTS) as ListSort[], params.get('sort')) ?? DEFAULT_SORT,
    openNow: params.get('open') === '1',
    freeDelivery: params.get('free') === '1',
    cuisine: oneOf(RESTAURANT_CUISINES, params.get('cuisine')),
    freeOf: oneOf(ALLERGENS, params.get('freeOf')),
  };
}

/** The address bar's parameters for `choices`; defaults are left out, so the plain list keeps a plain address. */
export function writeChoices(choices: ListChoices): URLSearchParams {
  const params = new URLSearchParams();
  if (choices.name) params.set('q', choices.name);
  if (choices.rating !== undefined) params.set('rating', String(choices.rating));
  if (choices.sort !== DEFAULT_SORT) params.set('sort', choices.sort);
  if (choices.openNow) params.set('open', '1');
  if (choices.freeDelivery) params.set('free', '1');
  if (choices.cuisine) params.set('cuisine', choices.cuisine);
  if (choices.freeOf) params.set('freeOf', choices.freeOf);
  return params;
}

/** Whether anything narrows the list (the sort does not). */
export const isFiltered = (c: ListChoices) => !!c.name || c.rating !== undefined || c.openNow || c.freeDelivery || !!c.cuisine || !!c.freeOf;

/**
 * The API's query for the choices. The default sort is the server's own (nearest first), so the
 * plain list asks exactly what the server rendered (decision 031).
 */
export function listQuery(choices: ListChoices) {
  return {
    name: choices.name || undefined,
    rating: choices.rating,
    sortBy: choices.sort === DEFAULT_SORT ? undefined : LIST_SORTS[choices.sort],
    openNow: choices.openNow ? ('true' as const) : undefined,
    freeDelivery: choices.freeDelivery ? ('true' as const) : undefined,
    cuisine: choices.cuisine,
    freeOf: choices.freeOf,
  };
}
