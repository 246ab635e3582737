import type { CourierOrderStatus } from '@forkly/contracts';
import { orderKeys } from '../../../lib/query-keys';

/** The courier panel's queries: its orders are order lists (live events refresh them), its routes its own. */
export const courierPanelKeys = {
  orders: () => orderKeys.list('courier'),
  ordersByStatus: (status: CourierOrderStatus) => orderKeys.list('courier', status),
  /** The courier's open trip: an order list too, so a live order event refreshes it. */
  trip: () => orderKeys.list('courier', 'trip'),
  /** Today's earnings: refreshed when the courier confirms a delivery, and every minute. */
  earnings: () => ['courier-earnings'] as const,
  tripRoute: (tripId: number, pickedUp: boolean) => ['courier-route', 'trip', tripId, pickedUp] as const,
  routes: () => ['courier-route'] as const,
  /** The status is in the key: once picked up, the route is the delivery's, not the cached pickup's. */
  route: (orderId: number, status: string) => ['courier-route', orderId, status] as const,
};
