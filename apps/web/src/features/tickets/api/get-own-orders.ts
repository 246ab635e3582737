import { queryOptions, useQuery } from '@tanstack/react-query';
import { ordersEndpoints, type OrderSummary } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { orderKeys } from '../../../lib/query-keys';

/** Only what the support form's order choice shows of an order summary. */
export type OrderChoice = Pick<OrderSummary, 'id' | 'orderNumber' | 'createdAt'> & { restaurant: Pick<OrderSummary['restaurant'], 'name'> };

/** The customer's 20 latest orders (GET /paged-orders, their own only), for "which order is it about?". */
export function getOwnOrders() {
  return callEndpoint(ordersEndpoints.listOrders, { query: { page: 1, limit: 20 } });
}

export const ownOrdersQueryOptions = () => queryOptions({ queryKey: orderKeys.list('support-choices'), queryFn: getOwnOrders });

export function useOwnOrders(enabled: boolean) {
  return useQuery({ ...ownOrdersQueryOptions(), enabled });
}
