import { and, asc, eq, isNull, sum } from 'drizzle-orm';
import type { RefundReason } from '@forkly/contracts';
import type { Database, Tx } from '../../db/client';
import { orderLines, orderRefundLines, orderRefunds, orders } from '../../db/schema/index';

type Db = Database | Tx;

/** Locks the order while a refund is weighed, so two staff members cannot both give back the last euro. */
export async function lockOrderForRefund(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      paidAt: orders.paidAt,
      userId: orders.userId,
      subtotalCents: orders.subtotalCents,
      discountCents: orders.discountCents,
      totalCents: orders.totalCents,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row;
}

/** The order's lines with how many of each earlier refunds gave back. */
export async function linesWithRefunded(db: Db, orderId: number) {
  // One after the other: inside a transaction both go through its one connection anyway.
  const lines = await db
    .select({ id: orderLines.id, name: orderLines.name, unitPriceCents: orderLines.unitPriceCents, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const refunded = await db
    .select({ lineId: orderRefundLines.orderLineId, quantity: sum(orderRefundLines.quantity) })
    .from(orderRefundLines)
    .innerJoin(orderRefunds, eq(orderRefunds.id, orderRefundLines.refundId))
    .where(eq(orderRefunds.orderId, orderId))
    .groupBy(orderRefundLines.orderLineId);
  return lines.map((line) => ({ ...line, refundedQuantity: Number(refunded.find((r) => r.lineId === line.id)?.quantity ?? 0) }));
}

/** The sum of the order's partial refunds, made or on their way. */
export async function refundedCentsOf(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(orderRefunds.amountCents) })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
  return Number(row?.total ?? 0);
}

export async function insertRefund(
  tx: Tx,
  input: { orderId: number; amountCents: number; reason: RefundReason; createdBy: number; lines: { lineId: number; quantity: number; amountCents: number }[] },
) {
  const [refund] = await tx
    .insert(orderRefunds)
    .values({ orderId: input.orderId, amountCents: input.amountCents, reason: input.reason, createdBy: input.createdBy })
    .returning();
  if (input.lines.length > 0) {
    await tx
      .insert(orderRefundLines)
      .values(input.lines.map((line) => ({ refundId: refund!.id, orderLineId: line.lineId, quantity: line.quantity, amountCents: line.amountCents })));
  }
  return refund!;
}

/** A refund with its lines and the order's payment, customer and restaurant: what the job and the mail need. */
export function findRefundForProvider(db: Db, refundId: number) {
  return db.query.orderRefunds.findFirst({
    where: eq(orderRefunds.id, refundId),
    with: {
      lines: { with: { line: { columns: { name: true } } } },
      order: {
        columns: { id: true, orderNumber: true, paymentProvider: true, paymentSessionId: true },
        with: {
          user: { columns: { id: true, firstName: true, email: true, locale: true } },
          restaurant: { columns: { name: true } },
        },
      },
    },
  });
}
export type RefundForProvider = NonNullable<Awaited<ReturnType<typeof findRefundForProvider>>>;

/** Records that the provider took the refund; only the first caller gets the row, so the customer is mailed once. */
export async function markPartialRefundDone(db: Db, refundId: number, providerRefundId: string | null) {
  const [row] = await db
    .update(orderRefunds)
    .set({ refundedAt: new Date(), providerRefundId })
    .where(and(eq(orderRefunds.id, refundId), isNull(orderRefunds.refundedAt)))
    .returning({ id: orderRefunds.id });
  return row;
}
