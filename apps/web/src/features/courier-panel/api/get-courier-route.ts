import { queryOptions, useQuery } from '@tanstack/react-query';
import { couriersEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { courierPanelKeys } from './courier-panel-keys';

/**
 * GET /courier/order/{id}/route: the server picks the leg from the order's state and the
 * courier's last reported position (issue 10); the browser sends no coordinates.
 */
export function getCourierRoute(orderId: number, signal?: AbortSignal) {
  return callEndpoint(couriersEndpoints.courierRoute, { params: { id: orderId } }, { signal });
}

/** The position is reported every 15 s; asking again each minute follows the courier closely enough. */
const REFRESH_MS = 60_000;

export const courierRouteQueryOptions = (orderId: number, status: string) =>
  queryOptions({
    queryKey: courierPanelKeys.route(orderId, status),
    queryFn: ({ signal }) => getCourierRoute(orderId, signal),
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
  });

export function useCourierRoute(orderId: number, status: string) {
  return useQuery(courierRouteQueryOptions(orderId, status));
}
