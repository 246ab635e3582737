import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { branchKeys, restaurantDirectoryKeys } from '../../../lib/query-keys';

const restaurantRemovalSchema = contractSchema('restaurantRemovalSchema');

/**
 * POST /restaurant/job/remove-restaurants: several restaurants at once, all or none. A restaurant
 * admin removes its own branches with it; staff any restaurants.
 */
export function removeRestaurants(ids: number[]) {
  return api('/restaurant/job/remove-restaurants', { method: 'POST', body: { ids }, schema: restaurantRemovalSchema });
}

export function useRemoveRestaurants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeRestaurants,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: restaurantDirectoryKeys.all() }), queryClient.invalidateQueries({ queryKey: branchKeys.all() })]);
    },
  });
}
