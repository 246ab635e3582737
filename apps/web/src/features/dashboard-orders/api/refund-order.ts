import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refundsEndpoints, type RefundRequest } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { orderKeys } from '../../../lib/query-keys';

/** POST /order/{id}/refund: chosen lines or an amount, and why; the server prices it (issue 22). */
export function refundOrder({ orderId, request }: { orderId: number; request: RefundRequest }) {
  return callEndpoint(refundsEndpoints.refundOrder, { params: { id: orderId }, body: request });
}

/** The refund, then the order (its refunds and what is left) and the lists read again. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: async (_refund, { orderId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
      ]);
    },
  });
}
