import { queryOptions, useQuery } from '@tanstack/react-query';
import { placesEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { mapKeys } from './map-keys';

/** GET /map/restaurants: every visible restaurant with a location, by name. */
export function getMapRestaurants(signal?: AbortSignal) {
  return callEndpoint(placesEndpoints.getMapRestaurants, {}, { signal });
}

export const mapRestaurantsQueryOptions = () =>
  queryOptions({ queryKey: mapKeys.restaurants(), queryFn: ({ signal }) => getMapRestaurants(signal), staleTime: 5 * 60_000 });

export function useMapRestaurants() {
  return useQuery(mapRestaurantsQueryOptions());
}
