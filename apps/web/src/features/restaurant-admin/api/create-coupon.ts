import { useMutation, useQueryClient } from '@tanstack/react-query';
import { couponsEndpoints, type CreateCouponRequest } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { restaurantAdminKeys } from './restaurant-admin-keys';

/** POST /coupon/add: the promotion form (SPEC.md section 5) with optional expiry and usage limit. */
export function createCoupon(body: CreateCouponRequest) {
  return callEndpoint(couponsEndpoints.createCoupon, { body });
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCoupon, onSuccess: () => queryClient.invalidateQueries({ queryKey: restaurantAdminKeys.coupons() }) });
}
