import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';

const restaurantSettingsSchema = contractSchema('restaurantSettingsSchema');

export const restaurantSettingsKey = (restaurantId: number) => ['restaurant-admin', 'settings', restaurantId] as const;

/** GET /restaurant/{id}/settings: hours, pause, preparation time and delivery terms. */
export function getRestaurantSettings(restaurantId: number) {
  return api(`/restaurant/${restaurantId}/settings`, { schema: restaurantSettingsSchema });
}

export const restaurantSettingsQueryOptions = (restaurantId: number) =>
  queryOptions({ queryKey: restaurantSettingsKey(restaurantId), queryFn: () => getRestaurantSettings(restaurantId) });

export function useRestaurantSettings(restaurantId: number) {
  return useQuery(restaurantSettingsQueryOptions(restaurantId));
}
