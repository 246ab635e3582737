import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '@forkly/contracts';
import type { Database, Tx } from '../../db/client';
import { idempotencyKeys, mailOutbox, oneTimeCodes, orders, refreshTokens, sessions } from '../../db/schema/index';

type Db = Database | Tx;

/** Paid and not yet delivered: a restaurant or a courier is working on these (DESIGN.md section 6). */
export const IN_FLIGHT_STATUSES = ['CONFIRMED', 'AWAITING_PICKUP', 'READY_FOR_DELIVERY'] as const satisfies readonly OrderStatus[];

export async function countOrdersInFlight(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...IN_FLIGHT_STATUSES])));
  return row?.n ?? 0;
}

/** The customer's unpaid orders, with what closing their payment page needs. */
export function findPendingOrders(db: Db, userId: number) {
  return db
    .select({ id: orders.id, paymentProvider: orders.paymentProvider, paymentSessionId: orders.paymentSessionId })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'PENDING')));
}

/**
 * Keeps the orders for the books (totals, lines, restaurant, history) but drops where they went
 * and the customer's note: the only personal data an order holds itself (decision 011).
 */
export async function anonymiseOrders(tx: Tx, userId: number) {
  await tx
    .update(orders)
    .set({ street: null, houseNumber: null, apartmentNr: '', zip: null, city: null, floor: 0, latitude: null, longitude: null, note: '' })
    .where(eq(orders.userId, userId));
}

/** Codes, remembered order answers and mail that name the person or could act for them. */
export async function deletePersonalRecords(tx: Tx, user: { id: number; email: string }) {
  await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, user.id));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
  await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${user.email.toLowerCase()}`);
}

/** Refresh tokens of every session of the account (the sessions stay, revoked, for the deny-list). */
export async function deleteRefreshTokens(tx: Tx, userId: number) {
  await tx.delete(refreshTokens).where(inArray(refreshTokens.sessionId, tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))));
}
