import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';
import { orderKeys } from '../../../lib/query-keys';

export type { OrderChoice } from '../lib/order-choice-schema';

const orderChoicesSchema = lazySchema(() => import('../lib/order-choice-schema').then((m) => m.orderChoicesSchema));

/** The customer's 20 latest orders (GET /paged-orders, their own only), for "which order is it about?". */
export function getOwnOrders() {
  return api('/paged-orders', { query: { page: 1, limit: 20 }, schema: orderChoicesSchema });
}

export const ownOrdersQueryOptions = () => queryOptions({ queryKey: orderKeys.list('support-choices'), queryFn: getOwnOrders });

export function useOwnOrders(enabled: boolean) {
  return useQuery({ ...ownOrdersQueryOptions(), enabled });
}
