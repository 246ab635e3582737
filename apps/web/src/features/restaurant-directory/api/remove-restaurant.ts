import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restaurantRemovalEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { branchKeys, restaurantDirectoryKeys } from '../../../lib/query-keys';

/** DELETE /credential/restaurant/remove/{id} (ADMIN, SERVICE): the restaurant and its branches go. */
export function removeRestaurant(id: number) {
  return callEndpoint(restaurantRemovalEndpoints.removeRestaurant, { params: { id } });
}

export function useRemoveRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeRestaurant,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: restaurantDirectoryKeys.all() }),
        queryClient.invalidateQueries({ queryKey: branchKeys.all() }),
      ]);
    },
  });
}
