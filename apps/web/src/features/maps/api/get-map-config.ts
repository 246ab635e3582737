import { queryOptions, useQuery } from '@tanstack/react-query';
import { placesEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { mapKeys } from './map-keys';

/** GET /map/config: base map, attribution and whether routes may be drawn (DESIGN.md section 5). */
export function getMapConfig() {
  return callEndpoint(placesEndpoints.getMapConfig, {});
}

/** It changes only with a server restart on other settings: fetched once per visit. */
export const mapConfigQueryOptions = () => queryOptions({ queryKey: mapKeys.config(), queryFn: getMapConfig, staleTime: Infinity });

export function useMapConfig() {
  return useQuery(mapConfigQueryOptions());
}
