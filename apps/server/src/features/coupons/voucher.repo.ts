import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { coupons, orders, orderVouchers, type NewCoupon } from '../../db/schema/index';

/** The order a voucher is given for, locked, with its customer: who the voucher is for and whom to mail. */
export async function lockOrderForVoucher(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({ id: orders.id, orderNumber: orders.orderNumber, paidAt: orders.paidAt, totalCents: orders.totalCents, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row;
}

export function findCustomer(tx: Tx, userId: number) {
  return tx.query.users.findFirst({ where: (u, { eq: is }) => is(u.id, userId), columns: { id: true, firstName: true, email: true, locale: true } });
}

/** The voucher's coupon and the record of the order it was given for, together. */
export async function insertVoucher(tx: Tx, input: { coupon: NewCoupon; orderId: number; reason: (typeof orderVouchers.$inferInsert)['reason'] }) {
  const [coupon] = await tx.insert(coupons).values(input.coupon).returning();
  await tx.insert(orderVouchers).values({ couponId: coupon!.id, orderId: input.orderId, reason: input.reason, createdBy: input.coupon.createdBy });
  return coupon!;
}
