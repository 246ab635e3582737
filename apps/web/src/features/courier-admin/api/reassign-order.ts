import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { auditKeys, orderKeys } from '../../../lib/query-keys';
import { courierAdminKeys } from './courier-admin-keys';

const orderSchema = contractSchema('orderSchema');

/** PUT /order/{id}/courier?courierId=: hand an order waiting for pickup to another online courier with room. */
export function reassignOrder({ orderId, courierId }: { orderId: number; courierId: number }) {
  return api(`/order/${orderId}/courier`, { method: 'PUT', query: { courierId }, schema: orderSchema });
}

export function useReassignOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reassignOrder,
    onSuccess: (_order, { orderId }) =>
      Promise.all([courierAdminKeys.all(), orderKeys.lists(), orderKeys.detail(orderId), auditKeys.all()].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
