import { useMutation } from '@tanstack/react-query';
import { checkoutEndpoints, IDEMPOTENCY_HEADER } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** POST /checkout?orderId: the payment page for the unpaid order. */
export function startCheckout(input: { orderId: number; idempotencyKey?: string }) {
  return callEndpoint(checkoutEndpoints.startCheckout, {
    query: { orderId: input.orderId },
    headers: input.idempotencyKey ? { [IDEMPOTENCY_HEADER]: input.idempotencyKey } : {},
  });
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
