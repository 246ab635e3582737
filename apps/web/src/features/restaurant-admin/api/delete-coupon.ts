import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { restaurantAdminKeys } from './restaurant-admin-keys';

/** DELETE /coupon/{id}: orders that used the code keep their discount. */
export function deleteCoupon(id: number) {
  return api(`/coupon/${id}`, { method: 'DELETE' });
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCoupon, onSuccess: () => queryClient.invalidateQueries({ queryKey: restaurantAdminKeys.coupons() }) });
}
