import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ordersEndpoints, type OrderTracking } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { subscribeCourierPositions } from '../../../lib/live-events';
import { orderKeys } from '../../../lib/query-keys';

/** GET /order/{id}/tracking: delivery address, restaurant and, while on its way, the courier. */
export function getOrderTracking(id: number) {
  return callEndpoint(ordersEndpoints.getOrderTracking, { params: { id } });
}

export const orderTrackingQueryKey = (id: number) => orderKeys.detailPart(id, 'tracking');

export const orderTrackingQueryOptions = (id: number) => queryOptions({ queryKey: orderTrackingQueryKey(id), queryFn: () => getOrderTracking(id) });

/** The map's data, moved along by the live stream's courier positions without a refetch. */
export function useOrderTracking(id: number, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeCourierPositions((position) => {
        if (position.orderId !== id) return;
        queryClient.setQueryData<OrderTracking>(
          orderTrackingQueryKey(id),
          (current) => current && { ...current, courier: { latitude: position.latitude, longitude: position.longitude, updatedAt: new Date().toISOString() } },
        );
      }),
    [id, queryClient],
  );
  return useQuery({ ...orderTrackingQueryOptions(id), enabled });
}
