import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { orderKeys } from '../../../lib/query-keys';

/** DELETE /item/{id} (payload id, SPEC.md section 7). */
export function deleteOrderItem(id: number) {
  return callEndpoint(ordersEndpoints.deleteOrderItem, { params: { id }, body: { id } });
}

export function useDeleteOrderItem(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteOrderItem, onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }) });
}
