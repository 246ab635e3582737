import { centsToEuro, type OrderRefund, type RefundReason } from '@forkly/contracts';
import { refundableCents } from '@forkly/domain';

/** A refund as the order's detail reads it, with the lines it gave back. */
export interface RefundRow {
  id: number;
  amountCents: number;
  reason: RefundReason;
  createdAt: Date;
  refundedAt: Date | null;
  lines: { orderLineId: number; quantity: number; amountCents: number }[];
}

/** A refund with its lines named as on the order (issue 22: the customer sees what went back). */
export function presentRefund(refund: RefundRow, orderLines: readonly { id: number; name: string }[]): OrderRefund {
  return {
    id: refund.id,
    amount: centsToEuro(refund.amountCents),
    reason: refund.reason,
    lines: refund.lines.map((line) => ({
      lineId: line.orderLineId,
      name: orderLines.find((candidate) => candidate.id === line.orderLineId)?.name ?? '',
      quantity: line.quantity,
      amount: centsToEuro(line.amountCents),
    })),
    createdAt: refund.createdAt.toISOString(),
    refundedAt: refund.refundedAt?.toISOString() ?? null,
  };
}

/** What staff may still refund: paid minus refunded; nothing for an unpaid or a cancelled (fully refunded) order. */
export function refundableOf(order: {
  status: string;
  paidAt: Date | null;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  refunds?: readonly { amountCents: number }[];
}): number {
  if (!order.paidAt || order.status === 'CANCELLED') return 0;
  const refundedCents = (order.refunds ?? []).reduce((sum, refund) => sum + refund.amountCents, 0);
  return refundableCents({ ...order, refundedCents });
}
