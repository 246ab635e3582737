import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { orderStatusEndpoints, type Order, type OrderStatus, type RejectionReason } from '@forkly/contracts';
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
  /** Why a paid order is cancelled; the customer is told (issue 21). */
  reason?: RejectionReason;
}

/** PUT /restaurant/order/{id}?status= or PUT /courier/order/{id}?status=; answers the updated order. */
export function changeOrderStatus({ orderId, status, path, reason }: StatusChange) {
  if (path === 'courier') return callEndpoint(orderStatusEndpoints.changeStatusAsCourier, { params: { id: orderId }, query: { status } });
  return callEndpoint(orderStatusEndpoints.changeStatusAsRestaurant, { params: { id: orderId }, query: reason ? { status, reason } : { status } });
}

/**
 * SPEC.md sections 4 and 8: after a change the order lists, the order and the courier's lists are
 * refreshed; success says 'Status updated successfully', a failure the server's message.
 */
interface ChangeOptions {
  successMessage?: (order: Order) => string;
  /** Runs even when the change unmounts the button that made it (a per-call callback would not). */
  onChanged?: (order: Order) => void;
}

export function useChangeOrderStatus(options: ChangeOptions = {}) {
  const { t } = useTranslation('dashboardOrders');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatus,
    onSuccess: async (order, { orderId }) => {
      toast.success(options.successMessage?.(order) ?? t('detail.statusUpdated'));
      options.onChanged?.(order);
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
