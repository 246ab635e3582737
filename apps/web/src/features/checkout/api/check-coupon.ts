import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';

const couponCheckSchema = contractSchema('couponCheckSchema');

/** POST /coupon?coupon-number=CODE: whether the code can be used at this restaurant. */
export function checkCoupon(input: { code: string; restaurantId: number }) {
  return api('/coupon', { method: 'POST', query: { 'coupon-number': input.code }, body: { restaurantId: input.restaurantId }, schema: couponCheckSchema });
}

export function useCheckCoupon() {
  return useMutation({ mutationFn: checkCoupon });
}
