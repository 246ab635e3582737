import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestaurantListItem } from '@forkly/contracts';
import { getStaffRestaurants } from './get-staff-restaurants';
import { restaurantDirectoryKeys } from '../../../lib/query-keys';

/**
 * One restaurant as the staff list shows it (its `restaurantId` filter), an active one or else a
 * removed one; null when there is none. The staff list is the only call that says whether a
 * restaurant was removed, and when.
 */
export async function getStaffRestaurant(id: number, signal?: AbortSignal): Promise<RestaurantListItem | null> {
  const active = await getStaffRestaurants({ page: 1, limit: 1, restaurantId: id }, signal);
  if (active.results[0]) return active.results[0];
  const removed = await getStaffRestaurants({ page: 1, limit: 1, restaurantId: id, removed: 'true' }, signal);
  return removed.results[0] ?? null;
}

export const staffRestaurantQueryOptions = (id: number) =>
  queryOptions({ queryKey: restaurantDirectoryKeys.detail(id), queryFn: ({ signal }) => getStaffRestaurant(id, signal), enabled: id > 0 });

export function useStaffRestaurant(id: number) {
  return useQuery(staffRestaurantQueryOptions(id));
}
