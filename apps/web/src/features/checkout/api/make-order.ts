import { useMutation } from '@tanstack/react-query';
import type { MakeOrderRequest } from '@forkly/contracts';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';

const orderSchema = contractSchema('orderSchema');

/** POST /order/make-order with an Idempotency-Key: the same key answers the same order. */
export function makeOrder(input: { body: MakeOrderRequest; idempotencyKey: string }) {
  return api('/order/make-order', { method: 'POST', body: input.body, headers: { 'Idempotency-Key': input.idempotencyKey }, schema: orderSchema });
}

export function useMakeOrder() {
  return useMutation({ mutationFn: makeOrder });
}
