import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restaurantRemovalEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { branchKeys, restaurantDirectoryKeys } from '../../../lib/query-keys';

/**
 * POST /restaurant/job/remove-restaurants: several restaurants at once, all or none. A restaurant
 * admin removes its own branches with it; staff any restaurants.
 */
export function removeRestaurants(ids: number[]) {
  return callEndpoint(restaurantRemovalEndpoints.removeRestaurants, { body: { ids } });
}

export function useRemoveRestaurants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeRestaurants,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: restaurantDirectoryKeys.all() }),
        queryClient.invalidateQueries({ queryKey: branchKeys.all() }),
      ]);
    },
  });
}
