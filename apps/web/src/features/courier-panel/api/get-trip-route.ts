import { queryOptions, useQuery } from '@tanstack/react-query';
import { couriersEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { courierPanelKeys } from './courier-panel-keys';

/** GET /courier/trip/{id}/route: the way through the trip from the courier's last reported position. */
export function getTripRoute(tripId: number, signal?: AbortSignal) {
  return callEndpoint(couriersEndpoints.getTripRoute, { params: { id: tripId } }, { signal });
}

/** The position is reported every 15 s; a new way each minute follows the courier closely enough. */
const REFRESH_MS = 60_000;

export const tripRouteQueryOptions = (tripId: number, pickedUp: boolean) =>
  queryOptions({
    queryKey: courierPanelKeys.tripRoute(tripId, pickedUp),
    queryFn: ({ signal }) => getTripRoute(tripId, signal),
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
  });

export function useTripRoute(tripId: number, pickedUp: boolean) {
  return useQuery(tripRouteQueryOptions(tripId, pickedUp));
}
