import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeOrderChanges } from '../../../lib/live-events';
import { courierAdminKeys } from './courier-admin-keys';

/**
 * Staff hear every order change on the live stream: one may change which orders a courier holds
 * (a pickup, a delivery, dispatch), so the courier screens refresh with it.
 */
export function useCourierLiveRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(() => subscribeOrderChanges(() => void queryClient.invalidateQueries({ queryKey: courierAdminKeys.all() })), [queryClient]);
}
