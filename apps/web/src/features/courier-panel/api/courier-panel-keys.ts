import type { CourierOrderStatus } from '@forkly/contracts';
import { orderKeys } from '../../../lib/query-keys';

/** The courier panel's queries: its orders are order lists (live events refresh them), its routes its own. */
export const courierPanelKeys = {
  orders: () => orderKeys.list('courier'),
  ordersByStatus: (status: CourierOrderStatus) => orderKeys.list('courier', status),
  routes: () => ['courier-route'] as const,
  /** The status is in the key: once picked up, the route is the delivery's, not the cached pickup's. */
  route: (orderId: number, status: string) => ['courier-route', orderId, status] as const,
};
