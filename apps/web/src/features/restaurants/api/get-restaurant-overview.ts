import { queryOptions, useQuery } from '@tanstack/react-query';
import { restaurantsEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { restaurantKeys } from '../../../lib/query-keys';

export interface Point {
  latitude: number;
  longitude: number;
}

/** GET /restaurant/{id}/overview: the menu page's header, with delivery terms to the point (unchecked, as the menus). */
export function getRestaurantOverview(id: number, point: Point | undefined, signal?: AbortSignal) {
  return callEndpoint(restaurantsEndpoints.getRestaurantOverview, { params: { id }, query: { ...point } }, { signal, unchecked: true });
}

export const restaurantOverviewQueryOptions = (id: number, point: Point | undefined) =>
  queryOptions({
    queryKey: restaurantKeys.overview(id, point ?? null),
    queryFn: ({ signal }) => getRestaurantOverview(id, point, signal),
  });

export function useRestaurantOverview(id: number, point: Point | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({ ...restaurantOverviewQueryOptions(id, point), enabled: options.enabled ?? true });
}
