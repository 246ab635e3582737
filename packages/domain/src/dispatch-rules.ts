import type { OrderStatus } from '@forkly/contracts';

/**
 * A courier carries one trip at a time: one restaurant's orders, at most this many (DESIGN.md
 * section 6, Dispatch; the engine's `maxBundle`, decision 033).
 */
export const MAX_ORDERS_PER_TRIP = 3;

/** Orders a courier holds: on its trip and not yet delivered (paid orders not prepared yet included). */
export const ACTIVE_COURIER_STATUSES = ['CONFIRMED', 'AWAITING_PICKUP', 'READY_FOR_DELIVERY'] as const satisfies readonly OrderStatus[];

export function isActiveCourierStatus(status: OrderStatus): boolean {
  return (ACTIVE_COURIER_STATUSES as readonly OrderStatus[]).includes(status);
}
