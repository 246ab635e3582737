import type { Order, OrderStatus } from '@forkly/contracts';

/** The progress a customer follows (SPEC.md section 1): confirmed, prepared, picked up, delivered. */
export const PROGRESS_STEPS = ['CONFIRMED', 'AWAITING_PICKUP', 'READY_FOR_DELIVERY', 'DELIVERED'] as const satisfies readonly OrderStatus[];
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

/** How far the order got: -1 before payment, 0..3 along the steps; cancelled orders have no step. */
export function progressIndex(status: OrderStatus): number {
  return (PROGRESS_STEPS as readonly OrderStatus[]).indexOf(status);
}

/** When the order reached a step, from its status history (the latest such move). */
export function reachedAt(order: Pick<Order, 'history'>, step: OrderStatus): string | undefined {
  let at: string | undefined;
  for (const entry of order.history) if (entry.toStatus === step) at = entry.at;
  return at;
}

/** The courier is worth showing only while the order is on its way. */
export function isOnTheWay(status: OrderStatus): boolean {
  return status === 'READY_FOR_DELIVERY';
}
