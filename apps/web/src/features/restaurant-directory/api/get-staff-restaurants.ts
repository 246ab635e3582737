import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { restaurantDirectoryKeys } from '../../../lib/query-keys';

const restaurantPageSchema = contractSchema('restaurantPageSchema');

/** GET /paged-restaurants?page (ADMIN, SERVICE): the staff's numbered list with its filters and sort. */
export function getStaffRestaurants(query: Record<string, string | number>, signal?: AbortSignal) {
  return api('/paged-restaurants', { query, signal, schema: restaurantPageSchema });
}

export const staffRestaurantsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: restaurantDirectoryKeys.list(query),
    queryFn: ({ signal }) => getStaffRestaurants(query, signal),
    placeholderData: keepPreviousData,
  });

export function useStaffRestaurants(query: Record<string, string | number>) {
  return useQuery(staffRestaurantsQueryOptions(query));
}
