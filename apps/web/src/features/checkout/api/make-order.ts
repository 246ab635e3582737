import { useMutation } from '@tanstack/react-query';
import { checkoutEndpoints, IDEMPOTENCY_HEADER, type MakeOrderRequest } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** POST /order/make-order with an Idempotency-Key: the same key answers the same order. */
export function makeOrder(input: { body: MakeOrderRequest; idempotencyKey: string }) {
  return callEndpoint(checkoutEndpoints.makeOrder, { body: input.body, headers: { [IDEMPOTENCY_HEADER]: input.idempotencyKey } });
}

export function useMakeOrder() {
  return useMutation({ mutationFn: makeOrder });
}
