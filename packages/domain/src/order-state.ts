import type { OrderStatus } from '@forkly/contracts';

/**
 * Who moves an order. `payment` is the payment provider (the demo page's Pay, Stripe's webhook);
 * `system` is the platform itself (the unpaid-order timeout, the open orders of a restaurant that
 * staff removed: decision 013).
 */
export type OrderActor = 'customer' | 'restaurant' | 'courier' | 'staff' | 'system' | 'payment';

/**
 * The only moves DESIGN.md section 6 allows, and who may make each. PENDING is placed and awaiting
 * payment; CONFIRMED is paid; CANCELLED and DELIVERED are final.
 */
const MOVES: Record<OrderStatus, Partial<Record<OrderStatus, readonly OrderActor[]>>> = {
  PENDING: { CONFIRMED: ['payment'], CANCELLED: ['customer', 'system'] },
  CONFIRMED: { AWAITING_PICKUP: ['restaurant'], CANCELLED: ['restaurant', 'staff', 'system'] },
  // A removed restaurant hands over nothing more: its prepared orders are withdrawn before pickup.
  // Staff may cancel any order not yet delivered, a late one on the road too (issue 22): refunded in
  // full, its courier released.
  AWAITING_PICKUP: { READY_FOR_DELIVERY: ['courier'], CANCELLED: ['staff', 'system'] },
  READY_FOR_DELIVERY: { DELIVERED: ['courier'], CANCELLED: ['staff'] },
  DELIVERED: {},
  CANCELLED: {},
};

export function canTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return MOVES[from][to]?.includes(actor) ?? false;
}

/** The statuses `actor` may move an order in `from` to. */
export function nextStatuses(from: OrderStatus, actor: OrderActor): OrderStatus[] {
  return (Object.keys(MOVES[from]) as OrderStatus[]).filter((to) => canTransition(from, to, actor));
}

export function isFinalStatus(status: OrderStatus): boolean {
  return Object.keys(MOVES[status]).length === 0;
}

/** A paid order that is cancelled gets its money back (DESIGN.md section 6). */
export function needsRefund(from: OrderStatus, to: OrderStatus): boolean {
  return from !== 'PENDING' && to === 'CANCELLED';
}

/** Only a placed, unpaid order can still change its lines or be paid. */
export function isAwaitingPayment(status: OrderStatus): boolean {
  return status === 'PENDING';
}

/** An unpaid order cancels itself after this long (DESIGN.md section 6). */
export const UNPAID_ORDER_TIMEOUT_MS = 30 * 60 * 1000;
