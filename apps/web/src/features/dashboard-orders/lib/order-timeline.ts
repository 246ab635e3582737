import type { Order } from '@forkly/contracts';

/**
 * The history as one list in time order: each status change, and the payment as a row like the
 * others (label left, time right) at the moment it came in, not a loose sentence above them.
 */
export function timeline(order: Pick<Order, 'paidAt' | 'history'>, paidLabel: string, statusLabel: (status: Order['status']) => string) {
  const rows = order.history.map((entry) => ({ label: statusLabel(entry.toStatus), at: entry.at, payment: false }));
  if (order.paidAt) rows.push({ label: paidLabel, at: order.paidAt, payment: true });
  // The payment is what confirms an order: at the same instant it comes first.
  return rows.sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || Number(b.payment) - Number(a.payment));
}
