import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { operationsEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { subscribeLiveEvent, subscribeOrderChanges } from '../../../lib/live-events';

/** Decision 036: asked on every live order event, and this often as a safety net for a stream that hangs. */
export const KITCHEN_ALERTS_REFETCH_MS = 15_000;

export const kitchenAlertsKey = ['kitchen-alerts'] as const;

/** GET /restaurant/waiting-orders: this account's kitchen's unacknowledged paid orders and a staff pause. */
export function getKitchenAlerts(signal?: AbortSignal) {
  return callEndpoint(operationsEndpoints.getKitchenAlerts, {}, { signal });
}

export const kitchenAlertsQueryOptions = () =>
  queryOptions({
    queryKey: kitchenAlertsKey,
    queryFn: ({ signal }) => getKitchenAlerts(signal),
    refetchInterval: KITCHEN_ALERTS_REFETCH_MS,
    // A tablet in the background must keep ringing: the kitchen may be looking at another tab.
    refetchIntervalInBackground: true,
  });

/**
 * The kitchen's alerts, kept current wherever the dashboard is: any order event (a new payment, an
 * accept or reject from another tablet, the missed-order cancel) and any pause asks again at once.
 */
export function useKitchenAlerts(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: kitchenAlertsKey });
    // A staff pause or resume (decision 038's `restaurant` event) shows or clears the paused banner at once.
    const stops = [subscribeOrderChanges(refresh), subscribeLiveEvent('restaurant', refresh)];
    return () => stops.forEach((stop) => stop());
  }, [enabled, queryClient]);
  return useQuery({ ...kitchenAlertsQueryOptions(), enabled });
}
