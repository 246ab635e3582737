import { queryOptions, useQuery } from '@tanstack/react-query';
import { couriersEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { courierPanelKeys } from './courier-panel-keys';

/** GET /courier/trip (decision 033): the logged-in courier's open trip, or none. */
export function getCurrentTrip(signal?: AbortSignal) {
  return callEndpoint(couriersEndpoints.getCurrentTrip, {}, { signal });
}

/** Trips are given by the zone's rounds at any time; live events refresh sooner, this is the fallback. */
const REFRESH_MS = 30_000;

export const currentTripQueryOptions = () =>
  queryOptions({ queryKey: courierPanelKeys.trip(), queryFn: ({ signal }) => getCurrentTrip(signal), refetchInterval: REFRESH_MS });

/** Nothing is fetched while the courier is offline. */
export function useCurrentTrip(enabled: boolean) {
  return useQuery({ ...currentTripQueryOptions(), enabled });
}
