import {
  LIVE_EVENTS,
  type CourierEvent,
  type CourierStatus,
  type OrderEvent,
  type OrderStatus,
  type OrderWithdrawnEvent,
  type RestaurantEvent,
} from '@forkly/contracts';
import { isStaff } from '../../access/access';
import { isAssignedCourier, maySeeOrder } from '../../access/order-visibility';
import type { AccessClaims } from '../../lib/jwt';
import type { LiveEventRow } from './live-events.repo';

type Viewer = Pick<AccessClaims, 'userId' | 'role'>;

/** What a stream is sent: the SSE event name, its JSON and the log row's id. */
export interface OutgoingEvent {
  id: number;
  event: string;
  data: OrderEvent | OrderWithdrawnEvent | CourierEvent | RestaurantEvent;
}

/** An order row's data, as migration 0015's trigger writes it: its state and its parties at that moment. */
interface OrderEventData {
  orderId: number;
  status: OrderStatus;
  courierId: number | null;
  previousCourierId: number | null;
  customerId: number;
  restaurantAccountId: number;
  parentAccountId: number | null;
}

/**
 * The one check of who hears of a logged event, live or replayed (decision 038): an order's change
 * goes to whoever may see the order (access/order-visibility.ts) as it was after the change, and
 * the courier it was taken from is told only that it is no longer theirs; a courier's presence to
 * itself and staff; a restaurant's pause to everyone. Undefined: this viewer hears nothing.
 */
export function eventFor(viewer: Viewer, row: LiveEventRow): OutgoingEvent | undefined {
  if (row.kind === 'order') {
    const order = row.data as OrderEventData;
    if (maySeeOrder(viewer, order)) {
      return { id: row.id, event: LIVE_EVENTS.order, data: { orderId: order.orderId, status: order.status, courierId: order.courierId } };
    }
    if (isAssignedCourier(viewer, order.previousCourierId)) {
      const reason = order.status === 'CANCELLED' ? 'cancelled' : 'reassigned';
      return { id: row.id, event: LIVE_EVENTS.orderWithdrawn, data: { orderId: order.orderId, reason } };
    }
    return undefined;
  }
  if (row.kind === 'courier') {
    const courier = row.data as { courierId: number; status: CourierStatus; availability: boolean };
    if (!isStaff(viewer) && !(viewer.role === 'COURIER' && viewer.userId === courier.courierId)) return undefined;
    return { id: row.id, event: LIVE_EVENTS.courier, data: { courierId: courier.courierId, status: courier.status, availability: courier.availability } };
  }
  if (row.kind === 'restaurant' && row.everyone) {
    const restaurant = row.data as { restaurantId: number; paused: boolean };
    return { id: row.id, event: LIVE_EVENTS.restaurant, data: { restaurantId: restaurant.restaurantId, paused: restaurant.paused } };
  }
  return undefined;
}
