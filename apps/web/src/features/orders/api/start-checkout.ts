import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';

const checkoutResponseSchema = contractSchema('checkoutResponseSchema');

/** POST /checkout?orderId: the payment page for the unpaid order. */
export function startCheckout(input: { orderId: number; idempotencyKey?: string }) {
  return api('/checkout', {
    method: 'POST',
    query: { orderId: input.orderId },
    headers: input.idempotencyKey ? { 'Idempotency-Key': input.idempotencyKey } : {},
    schema: checkoutResponseSchema,
  });
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
