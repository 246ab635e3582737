import { centsToEuro, type CouponCheck, type Coupon as CouponView } from '@forkly/contracts';
import type { Coupon } from '../../db/schema/index';

/** What a customer may know of a code: never its usage counts or who made it. */
export function presentCouponCheck(coupon: Coupon): CouponCheck {
  return {
    code: coupon.code,
    percentage: coupon.percentage,
    amount: coupon.amountCents === null ? null : centsToEuro(coupon.amountCents),
    description: coupon.description,
    restaurantId: coupon.restaurantId,
    expiresAt: coupon.expiresAt?.toISOString() ?? null,
  };
}

/** A coupon as its managers see it: the code as `name` (the promotion form's field), with its use. */
export function presentCoupon(coupon: Coupon, restaurantName: string | null): CouponView {
  return {
    id: coupon.id,
    name: coupon.code,
    percentage: coupon.percentage,
    amount: coupon.amountCents === null ? null : centsToEuro(coupon.amountCents),
    userId: coupon.userId,
    description: coupon.description,
    restaurantId: coupon.restaurantId,
    restaurantName,
    expiresAt: coupon.expiresAt?.toISOString() ?? null,
    usageLimit: coupon.usageLimit,
    usedCount: coupon.usedCount,
    active: coupon.active,
    createdAt: coupon.createdAt.toISOString(),
  };
}
