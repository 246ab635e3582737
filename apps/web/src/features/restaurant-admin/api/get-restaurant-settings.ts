import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { restaurantAdminKeys } from './restaurant-admin-keys';

const restaurantSettingsSchema = contractSchema('restaurantSettingsSchema');

/** GET /restaurant/{id}/settings: hours, pause, preparation time and delivery terms. */
export function getRestaurantSettings(restaurantId: number) {
  return api(`/restaurant/${restaurantId}/settings`, { schema: restaurantSettingsSchema });
}

export const restaurantSettingsQueryOptions = (restaurantId: number) =>
  queryOptions({ queryKey: restaurantAdminKeys.settings(restaurantId), queryFn: () => getRestaurantSettings(restaurantId) });

export function useRestaurantSettings(restaurantId: number) {
  return useQuery(restaurantSettingsQueryOptions(restaurantId));
}
