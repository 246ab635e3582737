/** Why a promo code cannot be used; each is an error code of the catalogue. */
export type CouponRefusal = 'couponInvalid' | 'couponExpired' | 'couponNotForRestaurant' | 'couponUsedUp';

export interface CouponFacts {
  active: boolean;
  expiresAt: Date | null;
  usageLimit: number | null;
  usedCount: number;
  /** Null for a platform-wide code. */
  restaurantId: number | null;
  /** A voucher's customer, who alone may use it (issue 22); null for a code anyone may type. */
  userId?: number | null;
}

/** The restaurant ordered from; a code of its parent restaurant is valid at its branches too. */
export interface CouponPlace {
  restaurantId: number;
  parentRestaurantId?: number | null;
}

/**
 * Whether a code may be used now (DESIGN.md sections 6 and 6a), or why not. Without `place` only
 * the code itself is checked (the promo field before a restaurant is known). A voucher is usable
 * only by `customerId`, its customer.
 */
export function couponRefusal(coupon: CouponFacts | undefined, options: { now: Date; place?: CouponPlace; customerId?: number }): CouponRefusal | null {
  // Someone else's voucher reads as no code at all: its code says nothing to a stranger.
  if (!coupon || !coupon.active || (coupon.userId != null && coupon.userId !== options.customerId)) return 'couponInvalid';
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= options.now.getTime()) return 'couponExpired';
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return 'couponUsedUp';
  const place = options.place;
  if (place && coupon.restaurantId !== null && coupon.restaurantId !== place.restaurantId && coupon.restaurantId !== place.parentRestaurantId) {
    return 'couponNotForRestaurant';
  }
  return null;
}

/** Codes are typed by people: compare without surrounding spaces and case. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toLowerCase();
}
