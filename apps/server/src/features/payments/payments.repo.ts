import { and, asc, eq, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { idempotencyKeys, orders } from '../../db/schema/index';

type Db = Database | Tx;

/** An order with what paying for it needs: restaurant, customer, lines. */
function findOrderWhere(db: Db, where: SQL | undefined) {
  return db.query.orders.findFirst({
    where,
    with: {
      restaurant: {
        columns: { id: true, name: true, openingHours: true, timeZone: true, paused: true, preparationMinutes: true, deliveryRadiusMeters: true },
      },
      user: { columns: { id: true, firstName: true, email: true, locale: true } },
      lines: { orderBy: (line, { asc }) => [asc(line.id)] },
    },
  });
}

export function findOrderForPayment(db: Db, orderId: number) {
  return findOrderWhere(db, eq(orders.id, orderId));
}
export type PaymentOrder = NonNullable<Awaited<ReturnType<typeof findOrderForPayment>>>;

export function findOrderBySession(db: Db, provider: string, sessionId: string) {
  return findOrderWhere(db, and(eq(orders.paymentProvider, provider), eq(orders.paymentSessionId, sessionId)));
}

/** Opens a session for a PENDING order that has none; nothing when another request was first. */
export async function setPaymentSession(db: Db, orderId: number, provider: string, sessionId: string) {
  const [row] = await db
    .update(orders)
    .set({ paymentProvider: provider, paymentSessionId: sessionId, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'PENDING'), isNull(orders.paymentSessionId)))
    .returning({ id: orders.id });
  return row;
}

/** Locks the order while its session is still the one being paid (a line change clears it). */
export async function lockOrderForSession(tx: Tx, orderId: number, sessionId: string) {
  const [row] = await tx
    .select({ id: orders.id, status: orders.status, scheduledFor: orders.scheduledFor, kitchenDueAt: orders.kitchenDueAt })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.paymentSessionId, sessionId)))
    .for('update');
  return row;
}

/** Ends an unpaid order's payment session (only that one, when named), so nobody can pay it any more. */
export async function clearPaymentSession(db: Db, orderId: number, sessionId?: string) {
  await db
    .update(orders)
    .set({ paymentSessionId: null, paymentProvider: null, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'PENDING'), sessionId === undefined ? undefined : eq(orders.paymentSessionId, sessionId)));
}

/** A cancelled, never-paid order whose late payment went back: when the refund was made. */
export async function markLatePaymentRefunded(db: Db, orderId: number) {
  await db
    .update(orders)
    .set({ refundedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'CANCELLED'), isNull(orders.paidAt), isNull(orders.refundedAt)));
}

/**
 * Records that a cancelled paid order's money went back. Only the first caller gets the row, so
 * of twin refunds (the request and the retry sweep) exactly one mails the customer.
 */
export async function markCancelledOrderRefunded(db: Db, orderId: number) {
  const [row] = await db
    .update(orders)
    .set({ refundedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'CANCELLED'), isNotNull(orders.paidAt), isNull(orders.refundedAt)))
    .returning({ id: orders.id });
  return row;
}

/** Cancelled paid orders whose refund has not gone through yet, last changed before `cutoff`. */
export function findRefundsDueBefore(db: Db, cutoff: Date, limit: number) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'CANCELLED'), isNotNull(orders.paidAt), isNull(orders.refundedAt), lt(orders.updatedAt, cutoff)))
    .orderBy(asc(orders.updatedAt))
    .limit(limit);
}

/** Locks an order before its lines change and says which payment session it holds right now. */
export async function lockOrderPaymentSession(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({ id: orders.id, status: orders.status, paymentProvider: orders.paymentProvider, paymentSessionId: orders.paymentSessionId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row;
}

export function findUnpaidOrdersBefore(db: Db, cutoff: Date, limit: number) {
  return db
    .select({ id: orders.id, paymentProvider: orders.paymentProvider, paymentSessionId: orders.paymentSessionId })
    .from(orders)
    .where(and(eq(orders.status, 'PENDING'), lt(orders.createdAt, cutoff)))
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}

export async function deleteIdempotencyRecordsBefore(db: Db, cutoff: Date) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff));
}

/**
 * Provider events share the idempotency table: key `<provider>-event:<id>`, user 0 (the provider),
 * what was done as the response. Handling is safe to repeat anyway; the record saves the work.
 */
const PROVIDER_USER = 0;

export async function findProviderEvent(db: Db, key: string) {
  const [row] = await db.select({ response: idempotencyKeys.response }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  return row;
}

export async function recordProviderEvent(db: Db, input: { key: string; type: string; outcome: Record<string, unknown> }) {
  await db.insert(idempotencyKeys).values({ key: input.key, userId: PROVIDER_USER, requestHash: input.type, response: input.outcome }).onConflictDoNothing();
}
