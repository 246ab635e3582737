import { PROMISE_TOLERANCE_MINUTES, type Order, type OrderStatus } from '@forkly/contracts';

/** The progress a customer follows (SPEC.md section 1): confirmed, prepared, picked up, delivered. */
export const PROGRESS_STEPS = ['CONFIRMED', 'AWAITING_PICKUP', 'READY_FOR_DELIVERY', 'DELIVERED'] as const satisfies readonly OrderStatus[];
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

export type ProgressOrder = Pick<Order, 'status' | 'acceptedAt' | 'history' | 'delivery'>;

/**
 * How far the order got: -1 before the kitchen confirmed it (a paid order waits for the kitchen,
 * decision 034), 0..3 along the steps; cancelled orders have no step.
 */
export function progressIndex(order: Pick<Order, 'status' | 'acceptedAt'>): number {
  if (order.status === 'CONFIRMED' && order.acceptedAt === null) return -1;
  return (PROGRESS_STEPS as readonly OrderStatus[]).indexOf(order.status);
}

/** When the order's status last became `status`, from its history. */
function historyAt(order: Pick<Order, 'history'>, status: OrderStatus): string | undefined {
  let at: string | undefined;
  for (const entry of order.history) if (entry.toStatus === status) at = entry.at;
  return at;
}

/**
 * When the order reached a step: confirmed when the kitchen accepted it (not when it was paid),
 * then the delivery's own times, else the status history.
 */
export function reachedAt(order: ProgressOrder, step: ProgressStep): string | undefined {
  switch (step) {
    case 'CONFIRMED':
      return order.acceptedAt ?? order.delivery.acceptedAt ?? undefined;
    case 'AWAITING_PICKUP':
      return historyAt(order, step) ?? order.delivery.readyAt ?? undefined;
    case 'READY_FOR_DELIVERY':
      return order.delivery.pickedUpAt ?? historyAt(order, step);
    case 'DELIVERED':
      return order.delivery.deliveredAt ?? historyAt(order, step);
  }
}

/** The courier is worth showing only while the order is on its way. */
export function isOnTheWay(status: OrderStatus): boolean {
  return status === 'READY_FOR_DELIVERY';
}

export type PromiseKept = { kept: true } | { kept: false; early: boolean; minutes: number };

/**
 * Whether a delivery kept its promise: within PROMISE_TOLERANCE_MINUTES either way, as staff's
 * accuracy report counts it; otherwise by how many whole minutes it was early or late.
 */
export function promiseKept(promisedAt: string, deliveredAt: string): PromiseKept {
  const minutes = (Date.parse(deliveredAt) - Date.parse(promisedAt)) / 60_000;
  if (Math.abs(minutes) <= PROMISE_TOLERANCE_MINUTES) return { kept: true };
  return { kept: false, early: minutes < 0, minutes: Math.round(Math.abs(minutes)) };
}
