import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { orderStatusEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { orderKeys } from '../../../lib/query-keys';
import { courierPanelKeys } from './courier-panel-keys';

/** The moves a courier makes: confirm pickup, then confirm delivery. */
export type CourierMove = 'READY_FOR_DELIVERY' | 'DELIVERED';

/** PUT /courier/order/{id}?status=: the assigned courier moves its order. */
export function updateCourierOrderStatus({ orderId, status }: { orderId: number; status: CourierMove }) {
  return callEndpoint(orderStatusEndpoints.changeStatusAsCourier, { params: { id: orderId }, query: { status } });
}

/**
 * SPEC.md section 4: after a status change the order lists, the single order and both courier
 * lists are refreshed; success says 'Status updated successfully', failure the server's message.
 */
export function useUpdateCourierOrderStatus() {
  const { t } = useTranslation('courier');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCourierOrderStatus,
    onSuccess: async (_order, { orderId, status }) => {
      toast.success(t('toast.statusUpdated'));
      // A delivery adds its fee and tip to today's earnings; not awaited, it is not the move's result.
      if (status === 'DELIVERED') void queryClient.invalidateQueries({ queryKey: courierPanelKeys.earnings() });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
        queryClient.invalidateQueries({ queryKey: courierPanelKeys.orders() }),
      ]);
    },
    onError: (error) => {
      toast.error(errorMessage(t, error));
    },
  });
}
