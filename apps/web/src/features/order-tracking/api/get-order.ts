import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';

const orderSchema = contractSchema('orderSchema');

/** GET /order/{id}: lines, totals, parties and status history. */
export function getOrder(id: number) {
  return api(`/order/${id}`, { schema: orderSchema });
}

/** ['order', id]: a live event for this order refetches it, and everything under it. */
export const orderQueryOptions = (id: number) => queryOptions({ queryKey: ['order', id] as const, queryFn: () => getOrder(id) });

export function useOrder(id: number) {
  return useQuery(orderQueryOptions(id));
}
