import { useMutation } from '@tanstack/react-query';
import { couponCheckSchema } from '@forkly/contracts';
import { api } from '../../../lib/api-client';

/** POST /coupon?coupon-number=CODE: whether the code can be used at this restaurant. */
export function checkCoupon(input: { code: string; restaurantId: number }) {
  return api('/coupon', { method: 'POST', query: { 'coupon-number': input.code }, body: { restaurantId: input.restaurantId }, schema: couponCheckSchema });
}

export function useCheckCoupon() {
  return useMutation({ mutationFn: checkCoupon });
}
