import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { orderStatusEndpoints, type OrderStatus } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import type { StatusPath } from '../lib/order-actions';
import { orderKeys } from '../../../lib/query-keys';

export interface StatusChange {
  orderId: number;
  status: OrderStatus;
  /** DESIGN.md section 6: restaurants and staff use the restaurant path, the assigned courier its own. */
  path: StatusPath;
}

/** PUT /restaurant/order/{id}?status= or PUT /courier/order/{id}?status=; answers the updated order. */
export function changeOrderStatus({ orderId, status, path }: StatusChange) {
  const endpoint = path === 'courier' ? orderStatusEndpoints.changeStatusAsCourier : orderStatusEndpoints.changeStatusAsRestaurant;
  return callEndpoint(endpoint, { params: { id: orderId }, query: { status } });
}

/**
 * SPEC.md sections 4 and 8: after a change the order lists, the order and the courier's lists are
 * refreshed; success says 'Status updated successfully', a failure the server's message.
 */
export function useChangeOrderStatus() {
  const { t } = useTranslation('dashboardOrders');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatus,
    onSuccess: async (order, { orderId }) => {
      toast.success(t('detail.statusUpdated'));
      queryClient.setQueryData(['order', orderId], order);
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
