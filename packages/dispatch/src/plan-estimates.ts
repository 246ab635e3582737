import type { Reach } from './courier-supply';
import { bundleInOrder } from './trip-plan';
import type { CourierState, DispatchSettings, HoldReason, JoinDecision, OpenOrder, OrderPlan, TravelMinutes } from './types';

/** The plan of orders already on a courier's trip that is not picked up yet (after this round's joins). */
export function committedPlans(
  couriers: readonly CourierState[],
  byId: Map<string, OpenOrder>,
  joins: readonly JoinDecision[],
  settings: DispatchSettings,
  travel: TravelMinutes,
): OrderPlan[] {
  const joined = new Map(joins.map((j) => [j.courierId, j]));
  const plans: OrderPlan[] = [];
  for (const courier of couriers) {
    const trip = courier.trip;
    if (!trip || trip.pickedUp) continue;
    const join = joined.get(courier.id);
    if (join) {
      join.orderIds.forEach((orderId, i) => plans.push({ orderId, courierId: courier.id, pickupAt: join.pickupAt, dropoffAt: join.dropoffAt[i]! }));
      continue;
    }
    const orders = trip.orderIds.map((id) => byId.get(id)).filter((o): o is OpenOrder => !!o);
    if (!orders.length) continue;
    const bundle = bundleInOrder(trip.restaurant, orders, travel, settings);
    const pickupAt = Math.max((trip.arriveAt ?? courier.freeAt) + settings.pickupServiceMinutes / 2, bundle.readyAt);
    orders.forEach((order, i) => plans.push({ orderId: order.id, courierId: courier.id, pickupAt, dropoffAt: pickupAt + bundle.dropoffOffsets[i]! }));
  }
  return plans;
}

/**
 * The plan of an order no courier is matched to this round: picked up when its food is ready or
 * when the nearest courier can be there, whichever is later, and driven straight to the door.
 */
export function estimatePlan(
  order: OpenOrder,
  now: number,
  reach: Map<string, Reach>,
  travel: TravelMinutes,
  settings: DispatchSettings,
  hold: HoldReason,
): OrderPlan {
  const earliest = reach.get(order.restaurant)?.earliestPickupAt ?? now;
  const pickupAt = Math.max(order.readyAt, earliest);
  const dropoffAt = pickupAt + settings.pickupServiceMinutes / 2 + travel(order.restaurant, order.dropoff) + settings.dropoffServiceMinutes / 2;
  return { orderId: order.id, pickupAt, dropoffAt, hold };
}
