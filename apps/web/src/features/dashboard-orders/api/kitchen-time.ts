import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { orderStatusEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { errorMessage } from '../../../lib/error-message';
import { orderKeys } from '../../../lib/query-keys';
import { useTimeFormat } from '../../../lib/date-format';
import { toast } from '../../../stores/toast-store';

export interface KitchenTime {
  orderId: number;
  readyInMinutes: number;
  /** Accept a new order, or push an accepted one's ready time back (once). */
  kind: 'accept' | 'pushBack';
}

/** PUT /restaurant/order/{id}/accept or PUT /restaurant/order/{id}/ready-time (decision 034); answers the order. */
export function sendKitchenTime({ orderId, readyInMinutes, kind }: KitchenTime) {
  const endpoint = kind === 'accept' ? orderStatusEndpoints.acceptOrder : orderStatusEndpoints.changeReadyTime;
  return callEndpoint(endpoint, { params: { id: orderId }, body: { readyInMinutes } });
}

/** The kitchen's answer: the order and the lists are refreshed, the toast says when the food is now expected. */
export function useKitchenTime() {
  const { t } = useTranslation('dashboardOrders');
  const formatTime = useTimeFormat();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendKitchenTime,
    onSuccess: async (order, { orderId, kind }) => {
      const time = order.readyAt ? formatTime(order.readyAt) : '';
      toast.success(t(kind === 'accept' ? 'kitchen.accepted' : 'kitchen.pushedBack', { time }));
      queryClient.setQueryData(orderKeys.detail(orderId), order);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
      ]);
    },
    onError: (error) => {
      toast.error(errorMessage(t, error));
    },
  });
}
