/**
 * What staff may give back of a paid order (issue 22), in integer cents. A line's items are worth
 * what the customer paid for them: their price less their share of the order's discount. The total
 * refunded never passes what was paid.
 */

export interface RefundableLine {
  id: number;
  unitPriceCents: number;
  quantity: number;
  /** How many of the line's items earlier refunds gave back already. */
  refundedQuantity: number;
}

export interface RefundableOrder {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /** The sum of the order's earlier refunds. */
  refundedCents: number;
}

/** Why a line refund cannot be made; each names the field it concerns. */
export type LineRefundRefusal = { lineId: number; problem: 'lineNotFound' | 'quantityTooHigh' };

/** Paid minus refunded, never below zero. */
export function refundableCents(order: RefundableOrder): number {
  return Math.max(0, order.totalCents - order.refundedCents);
}

/** `quantity` of a line's items at their paid price: the line's share of the discount comes off, half up. */
export function lineRefundCents(
  order: Pick<RefundableOrder, 'subtotalCents' | 'discountCents'>,
  line: Pick<RefundableLine, 'unitPriceCents'>,
  quantity: number,
): number {
  const gross = line.unitPriceCents * quantity;
  if (order.subtotalCents === 0 || order.discountCents === 0) return gross;
  const share = Math.floor((gross * order.discountCents * 2 + order.subtotalCents) / (order.subtotalCents * 2));
  return gross - share;
}

/**
 * The amount of each chosen line, or the first refusal: a line not on the order, or more items than
 * are left of it. The caller still checks the sum against `refundableCents`.
 */
export function priceLineRefund(
  order: Pick<RefundableOrder, 'subtotalCents' | 'discountCents'>,
  lines: readonly RefundableLine[],
  chosen: readonly { lineId: number; quantity: number }[],
): { lines: { lineId: number; quantity: number; amountCents: number }[] } | { refusal: LineRefundRefusal } {
  const priced: { lineId: number; quantity: number; amountCents: number }[] = [];
  for (const choice of chosen) {
    const line = lines.find((candidate) => candidate.id === choice.lineId);
    if (!line) return { refusal: { lineId: choice.lineId, problem: 'lineNotFound' } };
    if (choice.quantity > line.quantity - line.refundedQuantity) return { refusal: { lineId: choice.lineId, problem: 'quantityTooHigh' } };
    priced.push({ lineId: line.id, quantity: choice.quantity, amountCents: lineRefundCents(order, line, choice.quantity) });
  }
  return { lines: priced };
}
