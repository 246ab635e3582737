import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateOrderItemRequest } from '@forkly/contracts';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { orderKeys } from '../../../lib/query-keys';

const orderLineSchema = contractSchema('orderLineSchema');

/** PUT /item/{id}: a new quantity for a line of the unpaid order; answers the updated line. */
export function updateOrderItem(body: UpdateOrderItemRequest) {
  return api(`/item/${body.id}`, { method: 'PUT', body, schema: orderLineSchema });
}

export function useUpdateOrderItem(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateOrderItem, onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }) });
}
