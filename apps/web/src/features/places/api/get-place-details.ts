import { queryOptions, useQuery } from '@tanstack/react-query';
import { placesEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { placeKeys } from './place-keys';

/** SPEC.md section 9: place details are cached 60 seconds. */
export const DETAILS_STALE_MS = 60_000;

export const placeDetailsQueryKey = placeKeys.details;

/** GET /places/{placeId}: address components, formatted address and location (DESIGN.md section 6a). */
// Typed, not parsed: zod would add ~29 KB gzip to every page that reads the chosen address, and
// the server already serialises this response through the same contract schema.
export function getPlaceDetails(placeId: string, signal?: AbortSignal) {
  return callEndpoint(placesEndpoints.getPlace, { params: { placeId } }, { signal, unchecked: true });
}

export const placeDetailsQueryOptions = (placeId: string) =>
  queryOptions({
    queryKey: placeDetailsQueryKey(placeId),
    queryFn: ({ signal }) => getPlaceDetails(placeId, signal),
    staleTime: DETAILS_STALE_MS,
    refetchOnWindowFocus: false,
  });

/** One place's details; idle without a placeId. */
export function usePlaceDetails(placeId: string | undefined) {
  return useQuery({ ...placeDetailsQueryOptions(placeId ?? ''), enabled: !!placeId });
}
