import { BOARD_STAGES, type BoardOrder, type BoardStage } from '@forkly/contracts';

/**
 * The orders at risk, the latest first (issue 21: "sorted by how late they will be"): an order with
 * no estimate yet (waiting for the kitchen) after those with one, then the longest waiting first.
 */
export function atRiskOrders(orders: readonly BoardOrder[]): BoardOrder[] {
  return orders
    .filter((order) => order.atRisk)
    .sort((a, b) => {
      if (a.lateMinutes !== b.lateMinutes) {
        if (a.lateMinutes === null) return 1;
        if (b.lateMinutes === null) return -1;
        return b.lateMinutes - a.lateMinutes;
      }
      return Date.parse(a.paidAt) - Date.parse(b.paidAt);
    });
}

/** Each stage's orders in the order they were paid: the oldest, most urgent, on top. */
export function ordersByStage(orders: readonly BoardOrder[]): Record<BoardStage, BoardOrder[]> {
  const byPaid = [...orders].sort((a, b) => Date.parse(a.paidAt) - Date.parse(b.paidAt));
  return Object.fromEntries(BOARD_STAGES.map((stage) => [stage, byPaid.filter((order) => order.stage === stage)])) as Record<BoardStage, BoardOrder[]>;
}

/** Staff may hand an order to another courier until it is picked up (the server's orderNotReassignable). */
export function canReassign(order: BoardOrder): boolean {
  return order.status === 'CONFIRMED' || order.status === 'AWAITING_PICKUP';
}

/** Whole minutes since `iso`, by the server's clock: `skewMs` is how far the browser's clock runs ahead of it. */
export function minutesSince(iso: string, now: number, skewMs: number): number {
  return Math.max(0, Math.floor((now - skewMs - Date.parse(iso)) / 60_000));
}
