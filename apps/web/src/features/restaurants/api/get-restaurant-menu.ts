import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExtraItem, MenuItem } from '@forkly/contracts';
import { api } from '../../../lib/api-client';
import { restaurantKeys } from '../../../lib/query-keys';

/** GET /restaurant/menu/{id}: the visible dishes in menu order. */
export function getRestaurantMenus(id: number, signal?: AbortSignal) {
  return api<MenuItem[]>(`/restaurant/menu/${id}`, { signal });
}

/** GET /restaurant/extra/{id}: the visible extras. */
export function getRestaurantExtras(id: number, signal?: AbortSignal) {
  return api<ExtraItem[]>(`/restaurant/extra/${id}`, { signal });
}

export const restaurantMenusQueryOptions = (id: number) =>
  queryOptions({ queryKey: restaurantKeys.menus(id), queryFn: ({ signal }) => getRestaurantMenus(id, signal) });

export const restaurantExtrasQueryOptions = (id: number) =>
  queryOptions({ queryKey: restaurantKeys.extras(id), queryFn: ({ signal }) => getRestaurantExtras(id, signal) });

export function useRestaurantMenus(id: number) {
  return useQuery(restaurantMenusQueryOptions(id));
}

export function useRestaurantExtras(id: number) {
  return useQuery(restaurantExtrasQueryOptions(id));
}
