import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCouponRequest } from '@forkly/contracts';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { restaurantAdminKeys } from './restaurant-admin-keys';

const couponSchema = contractSchema('couponSchema');

/** POST /coupon/add: the promotion form (SPEC.md section 5) with optional expiry and usage limit. */
export function createCoupon(body: CreateCouponRequest) {
  return api('/coupon/add', { method: 'POST', body, schema: couponSchema });
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCoupon, onSuccess: () => queryClient.invalidateQueries({ queryKey: restaurantAdminKeys.coupons() }) });
}
