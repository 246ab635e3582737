import { useMutation } from '@tanstack/react-query';
import { couponsEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** POST /coupon?coupon-number=CODE: whether the code can be used at this restaurant. */
export function checkCoupon(input: { code: string; restaurantId: number }) {
  return callEndpoint(couponsEndpoints.checkCoupon, { query: { 'coupon-number': input.code }, body: { restaurantId: input.restaurantId } });
}

export function useCheckCoupon() {
  return useMutation({ mutationFn: checkCoupon });
}
