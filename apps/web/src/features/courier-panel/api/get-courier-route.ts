import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { courierPanelKeys } from './courier-panel-keys';

const courierRouteSchema = contractSchema('courierRouteSchema');

/**
 * GET /courier/order/{id}/route: the server picks the leg from the order's state and the
 * courier's last reported position (issue 10); the browser sends no coordinates.
 */
export function getCourierRoute(orderId: number, signal?: AbortSignal) {
  return api(`/courier/order/${orderId}/route`, { schema: courierRouteSchema, signal });
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
