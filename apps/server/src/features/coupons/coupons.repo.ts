import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { couponRedemptions, coupons, restaurants } from '../../db/schema/index';

type Db = Database | Tx;

/** Codes are unique ignoring case (coupons_code_lower_idx). */
export function findCouponByCode(db: Db, normalisedCode: string) {
  return db.query.coupons.findFirst({ where: sql`lower(${coupons.code}) = ${normalisedCode}` });
}

export function findCouponById(db: Db, id: number) {
  return db.query.coupons.findFirst({ where: eq(coupons.id, id) });
}

export function findRestaurantScope(db: Db, id: number) {
  return db.query.restaurants.findFirst({
    columns: { id: true, parentRestaurantId: true, visible: true },
    where: eq(restaurants.id, id),
  });
}

/**
 * Counts one use, atomically: the limit, expiry and active flag are checked in the same UPDATE,
 * so two orders racing for the last use cannot both win. Returns nothing when the use was refused.
 */
export async function incrementCouponUse(tx: Tx, couponId: number, now: Date) {
  const [row] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1`, updatedAt: now })
    .where(
      and(
        eq(coupons.id, couponId),
        eq(coupons.active, true),
        or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit)),
        or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)),
      ),
    )
    .returning({ id: coupons.id });
  return row;
}

export async function insertRedemption(tx: Tx, values: { couponId: number; orderId: number; userId: number }) {
  await tx.insert(couponRedemptions).values(values);
}

/** Gives an order's coupon use back (an unpaid order that was cancelled). */
export async function deleteRedemption(tx: Tx, orderId: number) {
  const [row] = await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId)).returning({ couponId: couponRedemptions.couponId });
  if (!row) return undefined;
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.id, row.couponId));
  return row;
}
