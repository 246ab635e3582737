import type { CouponCheck } from '@forkly/contracts';
import type { Coupon } from '../../db/schema/index';

/** What a customer may know of a code: never its usage counts or who made it. */
export function presentCouponCheck(coupon: Coupon): CouponCheck {
  return {
    code: coupon.code,
    percentage: coupon.percentage,
    description: coupon.description,
    restaurantId: coupon.restaurantId,
    expiresAt: coupon.expiresAt?.toISOString() ?? null,
  };
}
