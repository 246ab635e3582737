import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dispatchEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { auditKeys, orderKeys } from '../../../lib/query-keys';
import { courierAdminKeys } from './courier-admin-keys';

/** PUT /order/{id}/courier?courierId=: hand an order waiting for pickup to another online courier with room. */
export function reassignOrder({ orderId, courierId }: { orderId: number; courierId: number }) {
  return callEndpoint(dispatchEndpoints.reassignCourier, { params: { id: orderId }, query: { courierId } });
}

export function useReassignOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reassignOrder,
    onSuccess: (_order, { orderId }) =>
      Promise.all(
        [courierAdminKeys.all(), orderKeys.lists(), orderKeys.detail(orderId), auditKeys.all()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
