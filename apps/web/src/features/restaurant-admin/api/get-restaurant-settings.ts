import { queryOptions, useQuery } from '@tanstack/react-query';
import { restaurantSettingsEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { restaurantAdminKeys } from './restaurant-admin-keys';

/** GET /restaurant/{id}/settings: hours, pause, preparation time and delivery terms. */
export function getRestaurantSettings(restaurantId: number) {
  return callEndpoint(restaurantSettingsEndpoints.getRestaurantSettings, { params: { id: restaurantId } });
}

export const restaurantSettingsQueryOptions = (restaurantId: number) =>
  queryOptions({ queryKey: restaurantAdminKeys.settings(restaurantId), queryFn: () => getRestaurantSettings(restaurantId) });

export function useRestaurantSettings(restaurantId: number) {
  return useQuery(restaurantSettingsQueryOptions(restaurantId));
}
