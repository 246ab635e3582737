import { queryOptions, useQuery } from '@tanstack/react-query';
import { couriersEndpoints, type CourierOrderStatus } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { courierPanelKeys } from './courier-panel-keys';

/**
 * Prefix of both courier lists: pickups (AWAITING_PICKUP) and deliveries (READY_FOR_DELIVERY).
 * Under 'orders', so a live order event (lib/live-events.ts) refreshes them like every order list.
 */

/** GET /courier/orders?status=: the logged-in courier's own orders of one status. */
export function getCourierOrders(status: CourierOrderStatus, signal?: AbortSignal) {
  return callEndpoint(couriersEndpoints.courierOrders, { query: { status } }, { signal });
}

/** Orders are assigned by the server at any time; live events refresh sooner, this is the fallback. */
const REFRESH_MS = 30_000;

export const courierOrdersQueryOptions = (status: CourierOrderStatus) =>
  queryOptions({
    queryKey: courierPanelKeys.ordersByStatus(status),
    queryFn: ({ signal }) => getCourierOrders(status, signal),
    refetchInterval: REFRESH_MS,
  });

/** The courier's orders to pick up and to deliver; nothing is fetched while it is offline. */
export function useCourierOrders(enabled: boolean) {
  const pickups = useQuery({ ...courierOrdersQueryOptions('AWAITING_PICKUP'), enabled });
  const deliveries = useQuery({ ...courierOrdersQueryOptions('READY_FOR_DELIVERY'), enabled });
  return { pickups, deliveries };
}
