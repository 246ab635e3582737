import { useMutation, useQueryClient } from '@tanstack/react-query';
import { couponsEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { restaurantAdminKeys } from './restaurant-admin-keys';

/** DELETE /coupon/{id}: orders that used the code keep their discount. */
export function deleteCoupon(id: number) {
  return callEndpoint(couponsEndpoints.removeCoupon, { params: { id } });
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCoupon, onSuccess: () => queryClient.invalidateQueries({ queryKey: restaurantAdminKeys.coupons() }) });
}
