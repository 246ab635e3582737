import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { restaurantDirectoryKeys } from '../../../lib/query-keys';

const restaurantVisibilityResponseSchema = contractSchema('restaurantVisibilityResponseSchema');

/** PUT /restaurant/{id}/visibility (ADMIN, SERVICE): customers see it, or no longer do, at once. */
export function setRestaurantVisibility(input: { id: number; visible: boolean }) {
  return api(`/restaurant/${input.id}/visibility`, { method: 'PUT', body: { visible: input.visible }, schema: restaurantVisibilityResponseSchema });
}

export function useSetRestaurantVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRestaurantVisibility,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: restaurantDirectoryKeys.all() }),
  });
}
