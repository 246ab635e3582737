import type { OrderStatus } from '@forkly/contracts';
import { straightLineMeters } from './delivery-fee';

/** A courier holds at most this many active orders (DESIGN.md section 6, Dispatch). */
export const MAX_ACTIVE_ORDERS_PER_COURIER = 2;

/** Orders a courier holds: assigned and not yet delivered. */
export const ACTIVE_COURIER_STATUSES = ['AWAITING_PICKUP', 'READY_FOR_DELIVERY'] as const satisfies readonly OrderStatus[];

export function isActiveCourierStatus(status: OrderStatus): boolean {
  return (ACTIVE_COURIER_STATUSES as readonly OrderStatus[]).includes(status);
}

export interface DispatchPoint {
  latitude: number;
  longitude: number;
}

/** An online courier as dispatch sees it. A courier that has not reported a position has none. */
export interface DispatchCourier {
  courierId: number;
  position: DispatchPoint | null;
  activeOrders: number;
}

/** An order waiting for a courier, and where it is picked up (its restaurant). */
export interface WaitingOrder {
  orderId: number;
  pickup: DispatchPoint | null;
}

export interface Assignment {
  orderId: number;
  courierId: number;
}

/** Straight-line metres from the courier to the pickup; unknown positions count as far away. */
export function pickupDistance(courier: DispatchCourier, pickup: DispatchPoint | null): number {
  if (!courier.position || !pickup) return Number.POSITIVE_INFINITY;
  return straightLineMeters(courier.position, pickup);
}

/**
 * The courier for an order: among the couriers with room (fewer than two active orders), those
 * with the fewest active orders, and of those the nearest to the pickup; a courier without a
 * position comes after every one with a position. Ties go to the lower id, so the choice is
 * deterministic. `undefined` when every courier is full.
 */
export function chooseCourier(couriers: readonly DispatchCourier[], pickup: DispatchPoint | null): DispatchCourier | undefined {
  let best: { courier: DispatchCourier; distance: number } | undefined;
  for (const courier of couriers) {
    if (courier.activeOrders >= MAX_ACTIVE_ORDERS_PER_COURIER) continue;
    const distance = pickupDistance(courier, pickup);
    if (!best || isBetter(courier, distance, best.courier, best.distance)) best = { courier, distance };
  }
  return best?.courier;
}

function isBetter(a: DispatchCourier, aDistance: number, b: DispatchCourier, bDistance: number): boolean {
  if (a.activeOrders !== b.activeOrders) return a.activeOrders < b.activeOrders;
  if (aDistance !== bDistance) return aDistance < bDistance;
  return a.courierId < b.courierId;
}

/**
 * Assigns waiting orders in the order given (oldest first, so nobody waits behind newer orders)
 * until no courier has room. Each assignment counts towards the courier's load for the next one.
 */
export function planAssignments(orders: readonly WaitingOrder[], couriers: readonly DispatchCourier[]): Assignment[] {
  const load = couriers.map((c) => ({ ...c }));
  const plan: Assignment[] = [];
  for (const order of orders) {
    const courier = chooseCourier(load, order.pickup);
    if (!courier) break;
    courier.activeOrders += 1;
    plan.push({ orderId: order.orderId, courierId: courier.courierId });
  }
  return plan;
}
