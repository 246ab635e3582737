import type { DeliveryStage, OrderDelivery, OrderStatus } from '@forkly/contracts';
import { estimateAround } from '../dispatch/delivery-estimate.service';
import type { CourierTrip, orderEstimates } from '../../db/schema/index';

/** What the order's delivery part is made of: the order's own columns, its trip and its estimate history. */
export interface DeliveryRow {
  status: OrderStatus;
  courierId: number | null;
  acceptedAt: Date | null;
  readyAt: Date | null;
  readyPushedAt: Date | null;
  /** Set on an order placed ahead (decision 046). */
  kitchenDueAt?: Date | null;
  promisedAt: Date | null;
  estimatedDropoffAt: Date | null;
  deliveredAt: Date | null;
  trip?: Pick<CourierTrip, 'createdAt' | 'leaveAt' | 'arriveAt' | 'pickedUpAt'> | null;
  estimates?: Pick<typeof orderEstimates.$inferSelect, 'createdAt' | 'arrivesAt' | 'reason'>[];
}

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
/** Where the order stands, in the words of decision 034: nothing says confirmed before the kitchen did. */
export function deliveryStage(order: DeliveryRow, now: Date): DeliveryStage {
  switch (order.status) {
    case 'PENDING':
      return 'awaitingPayment';
    case 'CANCELLED':
      return 'cancelled';
    case 'DELIVERED':
      return 'delivered';
    case 'READY_FOR_DELIVERY':
      return 'onTheWay';
    default:
      break;
  }
  if (order.status === 'CONFIRMED' && !order.acceptedAt) return 'awaitingKitchen';
  if (order.courierId && order.trip) return order.trip.arriveAt <= now ? 'courierAtRestaurant' : 'courierToRestaurant';
  return order.status === 'AWAITING_PICKUP' ? 'awaitingCourier' : 'preparing';
}

/** The delivery part of GET /order/{id}: each step's time, the promise and the live estimate. */
export function presentDelivery(order: DeliveryRow, now: Date): OrderDelivery {
  const stage = deliveryStage(order, now);
  const open = stage !== 'delivered' && stage !== 'cancelled' && stage !== 'awaitingPayment';
  const expected = order.estimatedDropoffAt ?? order.promisedAt;
  return {
    stage,
    acceptedAt: iso(order.acceptedAt),
    readyAt: iso(order.readyAt),
    readyTimeChanged: order.readyPushedAt !== null,
    kitchenDueAt: iso(order.kitchenDueAt),
    promisedAt: iso(order.promisedAt),
    estimate: open && expected ? estimateAround(expected) : null,
    courierAssignedAt: order.courierId ? iso(order.trip?.createdAt) : null,
    courierLeavesAt: order.courierId ? iso(order.trip?.leaveAt) : null,
    pickedUpAt: iso(order.trip?.pickedUpAt),
    deliveredAt: iso(order.deliveredAt),
    changes: (order.estimates ?? []).map((e) => ({ at: e.createdAt.toISOString(), arrivesAt: e.arrivesAt.toISOString(), reason: e.reason })),
  };
}
