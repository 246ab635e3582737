import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CourierPresence } from '@forkly/contracts';
import { subscribeLiveEvent, subscribeOrderChanges } from '../../../lib/live-events';
import { courierAdminKeys } from './courier-admin-keys';

/**
 * Staff hear every order change and every courier's presence on the live stream (decision 038):
 * an order may change which orders a courier holds, and a courier going online or offline (by
 * itself or by staff) changes who is in the lists, so the courier screens refresh with either.
 */
export function useCourierLiveRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: courierAdminKeys.all() });
    const stops = [subscribeOrderChanges(refresh), subscribeLiveEvent('courier', refresh)];
    return () => stops.forEach((stop) => stop());
  }, [queryClient]);
}

/**
 * The "Online now" map follows each courier's reported position as the stream brings it (one
 * `courier-moved` per report), moving the marker in place; a courier not yet listed (it just came
 * online) has the list asked again.
 */
export function useLiveCourierPositions(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeLiveEvent('courier-moved', ({ courierId, latitude, longitude }) => {
        const listed = queryClient.getQueryData<CourierPresence[]>(courierAdminKeys.online());
        if (!listed?.some((c) => c.id === courierId)) return void queryClient.invalidateQueries({ queryKey: courierAdminKeys.online() });
        const positionUpdatedAt = new Date().toISOString();
        queryClient.setQueryData<CourierPresence[]>(courierAdminKeys.online(), (list) =>
          list?.map((c) => (c.id === courierId ? { ...c, latitude, longitude, positionUpdatedAt } : c)),
        );
      }),
    [queryClient],
  );
}
