import { queryOptions, useQuery } from '@tanstack/react-query';
import { placesEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import type { LatLon } from '../lib/route-geojson';
import { mapKeys } from './map-keys';

/** GET /directions (DESIGN.md section 6a): route options, fastest first. */
export function getDirections(origin: LatLon, destination: LatLon, signal?: AbortSignal) {
  const query = {
    originLatitude: origin.latitude,
    originLongitude: origin.longitude,
    destinationLatitude: destination.latitude,
    destinationLongitude: destination.longitude,
    alternatives: true,
  };
  return callEndpoint(placesEndpoints.getDirections, { query }, { signal });
}

/** Rounded to ~100 m, so a moving courier does not ask for new routes at every step. */
const round = (value: number) => Math.round(value * 1000) / 1000;

export const directionsQueryOptions = (origin: LatLon, destination: LatLon) => {
  const from = { latitude: round(origin.latitude), longitude: round(origin.longitude) };
  return queryOptions({
    queryKey: mapKeys.directions(from, destination),
    queryFn: ({ signal }) => getDirections(from, destination, signal),
    staleTime: 60_000,
  });
};

/** Routes between two points once both are known (the courier panel, the order page, the map demo). */
export function useDirections(origin: LatLon | null, destination: LatLon | null) {
  const from = origin ?? destination ?? { latitude: 0, longitude: 0 };
  return useQuery({ ...directionsQueryOptions(from, destination ?? from), enabled: origin !== null && destination !== null });
}
