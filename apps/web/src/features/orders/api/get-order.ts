import { queryOptions, useQuery } from '@tanstack/react-query';
import { ordersEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { orderKeys } from '../../../lib/query-keys';

/** GET /order/{id}: lines, totals, status and its history. */
export function getOrder(id: number, signal?: AbortSignal) {
  return callEndpoint(ordersEndpoints.getOrder, { params: { id } }, { signal });
}

export const orderQueryOptions = (id: number) => queryOptions({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => getOrder(id, signal) });

export function useOrder(id: number, options: { enabled?: boolean; refetchInterval?: number | false } = {}) {
  return useQuery({ ...orderQueryOptions(id), enabled: options.enabled ?? true, refetchInterval: options.refetchInterval });
}
