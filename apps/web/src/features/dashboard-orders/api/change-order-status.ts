import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@forkly/contracts';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import type { StatusPath } from '../lib/order-actions';
import { contractSchema } from '../../../lib/lazy-schema';
import { orderKeys } from '../../../lib/query-keys';

const orderSchema = contractSchema('orderSchema');

export interface StatusChange {
  orderId: number;
  status: OrderStatus;
  /** DESIGN.md section 6: restaurants and staff use the restaurant path, the assigned courier its own. */
  path: StatusPath;
}

/** PUT /restaurant/order/{id}?status= or PUT /courier/order/{id}?status=; answers the updated order. */
export function changeOrderStatus({ orderId, status, path }: StatusChange) {
  return api(`/${path}/order/${orderId}`, { method: 'PUT', query: { status }, schema: orderSchema });
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
