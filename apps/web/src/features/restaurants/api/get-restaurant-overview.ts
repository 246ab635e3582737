import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestaurantOverview } from '@forkly/contracts';
import { api } from '../../../lib/api-client';
import { restaurantKeys } from '../../../lib/query-keys';

export interface Point {
  latitude: number;
  longitude: number;
}

/** GET /restaurant/{id}/overview: the menu page's header, with delivery terms to the point. */
export function getRestaurantOverview(id: number, point: Point | undefined, signal?: AbortSignal) {
  return api<RestaurantOverview>(`/restaurant/${id}/overview`, { query: { ...point }, signal });
}

export const restaurantOverviewQueryOptions = (id: number, point: Point | undefined) =>
  queryOptions({
    queryKey: restaurantKeys.overview(id, point ?? null),
    queryFn: ({ signal }) => getRestaurantOverview(id, point, signal),
  });

export function useRestaurantOverview(id: number, point: Point | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({ ...restaurantOverviewQueryOptions(id, point), enabled: options.enabled ?? true });
}
