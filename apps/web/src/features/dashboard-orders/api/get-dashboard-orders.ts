import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ordersEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { orderKeys } from '../../../lib/query-keys';

type ListQuery = Record<string, string | number>;

/** Under the ['orders'] prefix, so a live order event and a status change refresh it. */
export const dashboardOrdersQueryKey = (query: ListQuery) => orderKeys.list('dashboard', query);

/** GET /paged-orders: the caller's own orders (the server scopes them by role), filtered and sorted. */
export function getDashboardOrders(query: ListQuery, signal?: AbortSignal) {
  return callEndpoint(ordersEndpoints.listOrders, { query }, { signal });
}

export const dashboardOrdersQueryOptions = (query: ListQuery) =>
  queryOptions({ queryKey: dashboardOrdersQueryKey(query), queryFn: ({ signal }) => getDashboardOrders(query, signal) });

/** The previous page stays on screen while the next one loads, so sorting does not flash. */
export function useDashboardOrders(query: ListQuery) {
  return useQuery({ ...dashboardOrdersQueryOptions(query), placeholderData: keepPreviousData });
}
