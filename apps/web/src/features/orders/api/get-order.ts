import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { orderKeys } from '../../../lib/query-keys';

const orderSchema = contractSchema('orderSchema');

/** GET /order/{id}: lines, totals, status and its history. */
export function getOrder(id: number, signal?: AbortSignal) {
  return api(`/order/${id}`, { schema: orderSchema, signal });
}

export const orderQueryOptions = (id: number) => queryOptions({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => getOrder(id, signal) });

export function useOrder(id: number, options: { enabled?: boolean; refetchInterval?: number | false } = {}) {
  return useQuery({ ...orderQueryOptions(id), enabled: options.enabled ?? true, refetchInterval: options.refetchInterval });
}
