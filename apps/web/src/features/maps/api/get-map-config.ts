import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { mapKeys } from './map-keys';

const mapConfigSchema = contractSchema('mapConfigSchema');

/** GET /map/config: base map, attribution and whether routes may be drawn (DESIGN.md section 5). */
export function getMapConfig() {
  return api('/map/config', { schema: mapConfigSchema });
}

/** It changes only with a server restart on other settings: fetched once per visit. */
export const mapConfigQueryOptions = () => queryOptions({ queryKey: mapKeys.config(), queryFn: getMapConfig, staleTime: Infinity });

export function useMapConfig() {
  return useQuery(mapConfigQueryOptions());
}
