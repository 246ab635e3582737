import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restaurantSettingsEndpoints, type UpdateRestaurantSettings } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { branchKeys, restaurantKeys } from '../../../lib/query-keys';
import { restaurantAdminKeys } from './restaurant-admin-keys';

/** PUT /restaurant/{id}/settings: every setting at once; customers see the change at once. */
export function updateRestaurantSettings(restaurantId: number, body: UpdateRestaurantSettings) {
  return callEndpoint(restaurantSettingsEndpoints.updateRestaurantSettings, { params: { id: restaurantId }, body });
}

export function useUpdateRestaurantSettings(restaurantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRestaurantSettings) => updateRestaurantSettings(restaurantId, body),
    onSuccess: (settings) => {
      queryClient.setQueryData(restaurantAdminKeys.settings(restaurantId), settings);
      // The customer views in this tab (list, menu header) and the branch list show the new state.
      void queryClient.invalidateQueries({ queryKey: restaurantKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: restaurantKeys.detail(restaurantId) });
      void queryClient.invalidateQueries({ queryKey: branchKeys.all() });
    },
  });
}
