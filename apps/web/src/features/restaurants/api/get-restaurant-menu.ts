import { queryOptions, useQuery } from '@tanstack/react-query';
import { menusEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { restaurantKeys } from '../../../lib/query-keys';

/** GET /restaurant/menu/{id}: the visible dishes in menu order (unchecked: the menu page's first load stays without zod). */
export function getRestaurantMenus(id: number, signal?: AbortSignal) {
  return callEndpoint(menusEndpoints.getRestaurantMenus, { params: { id } }, { signal, unchecked: true });
}

/** GET /restaurant/extra/{id}: the visible extras. */
export function getRestaurantExtras(id: number, signal?: AbortSignal) {
  return callEndpoint(menusEndpoints.getRestaurantExtras, { params: { id } }, { signal, unchecked: true });
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
