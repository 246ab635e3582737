import { queryOptions, useQuery } from '@tanstack/react-query';
import { pagedSchema } from '@forkly/contracts';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** Only what the support form's order choice shows. */
const orderChoiceSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  restaurant: z.object({ name: z.string() }),
  createdAt: z.string(),
});
export type OrderChoice = z.infer<typeof orderChoiceSchema>;

/** The customer's 20 latest orders (GET /paged-orders, their own only), for "which order is it about?". */
export function getOwnOrders() {
  return api('/paged-orders', { query: { page: 1, limit: 20 }, schema: pagedSchema(orderChoiceSchema) });
}

export const ownOrdersQueryOptions = () => queryOptions({ queryKey: ['orders', 'support-choices'] as const, queryFn: getOwnOrders });

export function useOwnOrders(enabled: boolean) {
  return useQuery({ ...ownOrdersQueryOptions(), enabled });
}
