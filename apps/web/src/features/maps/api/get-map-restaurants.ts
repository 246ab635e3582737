import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { mapKeys } from './map-keys';

const mapRestaurantsResponseSchema = contractSchema('mapRestaurantsResponseSchema');

/** GET /map/restaurants: every visible restaurant with a location, by name. */
export function getMapRestaurants(signal?: AbortSignal) {
  return api('/map/restaurants', { schema: mapRestaurantsResponseSchema, signal });
}

export const mapRestaurantsQueryOptions = () =>
  queryOptions({ queryKey: mapKeys.restaurants(), queryFn: ({ signal }) => getMapRestaurants(signal), staleTime: 5 * 60_000 });

export function useMapRestaurants() {
  return useQuery(mapRestaurantsQueryOptions());
}
