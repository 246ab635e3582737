import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restaurantRemovalEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { restaurantDirectoryKeys } from '../../../lib/query-keys';

/** PUT /restaurant/{id}/visibility (ADMIN, SERVICE): customers see it, or no longer do, at once. */
export function setRestaurantVisibility(input: { id: number; visible: boolean }) {
  return callEndpoint(restaurantRemovalEndpoints.setRestaurantVisibility, { params: { id: input.id }, body: { visible: input.visible } });
}

export function useSetRestaurantVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRestaurantVisibility,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: restaurantDirectoryKeys.all() }),
  });
}
