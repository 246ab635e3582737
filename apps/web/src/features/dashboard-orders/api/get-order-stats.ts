import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderStatsEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { orderKeys } from '../../../lib/query-keys';

/** Both under the ['orders'] prefix: a live order event or a status change refreshes the overview. */
export const orderStatsQueryKey = (from: string) => orderKeys.list('stats', from);
export const restaurantStatsQueryKey = orderKeys.list('restaurant-stats');

/** GET /order-stats?from=: the caller's orders by status, and those paid since `from` (local midnight). */
export function getOrderStats(from: string, signal?: AbortSignal) {
  return callEndpoint(orderStatsEndpoints.getOrderStats, { query: { from } }, { signal });
}

/** GET /restaurant-stats: ADMIN only (SPEC.md section 6). */
export function getRestaurantStats(signal?: AbortSignal) {
  return callEndpoint(orderStatsEndpoints.getRestaurantStats, {}, { signal });
}

export const orderStatsQueryOptions = (from: string) =>
  queryOptions({ queryKey: orderStatsQueryKey(from), queryFn: ({ signal }) => getOrderStats(from, signal) });

export function useOrderStats(from: string) {
  return useQuery(orderStatsQueryOptions(from));
}

export function useRestaurantStats() {
  return useQuery({ queryKey: restaurantStatsQueryKey, queryFn: ({ signal }) => getRestaurantStats(signal) });
}
