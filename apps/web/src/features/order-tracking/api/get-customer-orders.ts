import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, ordersEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { orderKeys } from '../../../lib/query-keys';

/** GET /paged-orders: the customer's own orders, newest first, 10 a page (SPEC.md section 9). */
export function getCustomerOrders(page: number) {
  return callEndpoint(ordersEndpoints.listOrders, { query: { page, limit: DEFAULT_PAGE_SIZE, sortBy: 'DATE', orderBy: 'DESC' } });
}

/** Under ['orders'], so a live order event refreshes the list. */
export const customerOrdersQueryOptions = (page: number) =>
  queryOptions({ queryKey: orderKeys.list('customer', page), queryFn: () => getCustomerOrders(page), placeholderData: keepPreviousData });

export function useCustomerOrders(page: number) {
  return useQuery(customerOrdersQueryOptions(page));
}
