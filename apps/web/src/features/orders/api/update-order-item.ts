import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersEndpoints, type UpdateOrderItemRequest } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { orderKeys } from '../../../lib/query-keys';

/** PUT /item/{id}: a new quantity for a line of the unpaid order; answers the updated line. */
export function updateOrderItem(body: UpdateOrderItemRequest) {
  return callEndpoint(ordersEndpoints.updateOrderItem, { params: { id: body.id }, body });
}

export function useUpdateOrderItem(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateOrderItem, onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }) });
}
