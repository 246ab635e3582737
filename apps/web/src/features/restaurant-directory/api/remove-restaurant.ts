import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { branchKeys, restaurantDirectoryKeys } from '../../../lib/query-keys';

const restaurantRemovalSchema = contractSchema('restaurantRemovalSchema');

/** DELETE /credential/restaurant/remove/{id} (ADMIN, SERVICE): the restaurant and its branches go. */
export function removeRestaurant(id: number) {
  return api(`/credential/restaurant/remove/${id}`, { method: 'DELETE', schema: restaurantRemovalSchema });
}

export function useRemoveRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeRestaurant,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: restaurantDirectoryKeys.all() }), queryClient.invalidateQueries({ queryKey: branchKeys.all() })]);
    },
  });
}
