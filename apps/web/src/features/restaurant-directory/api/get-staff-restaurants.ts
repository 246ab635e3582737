import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { restaurantsEndpoints, type EndpointInput } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { restaurantDirectoryKeys } from '../../../lib/query-keys';

type StaffListQuery = EndpointInput<typeof restaurantsEndpoints.listRestaurants>['query'];

/** GET /paged-restaurants?page (ADMIN, SERVICE): the staff's numbered list with its filters and sort. */
export function getStaffRestaurants(query: Record<string, string | number>, signal?: AbortSignal) {
  // The list's filters come from the address bar; the server's schema checks them.
  return callEndpoint(restaurantsEndpoints.listRestaurants, { query: query as StaffListQuery }, { signal, answer: 'restaurantPageSchema' });
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
