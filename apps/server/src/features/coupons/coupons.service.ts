import { couponRefusal, normaliseCouponCode, type CouponPlace, type CouponRefusal } from '@forkly/domain';
import type { Database, Tx } from '../../db/client';
import type { Coupon } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../plugins/deps';
import { presentCouponCheck } from './coupons.presenter';
import { deleteRedemption, findCouponByCode, findRestaurantScope, incrementCouponUse, insertRedemption } from './coupons.repo';

export interface CouponResolution {
  coupon?: Coupon;
  refusal: CouponRefusal | null;
}

/** A typed code and whether it may be used now at `place` (DESIGN.md sections 6 and 6a). */
export async function resolveCoupon(
  db: Database | Tx,
  code: string,
  options: { now: Date; place?: CouponPlace; customerId?: number },
): Promise<CouponResolution> {
  const coupon = await findCouponByCode(db, normaliseCouponCode(code));
  return { coupon, refusal: couponRefusal(coupon, options) };
}

/**
 * POST /coupon?coupon-number=CODE: the code's percentage and description when it is usable, at
 * the given restaurant if one is named; otherwise its refusal as an error.
 */
export async function checkCoupon(deps: AppDeps, input: { code: string; customerId: number; restaurantId?: number; now?: Date }) {
  let place: CouponPlace | undefined;
  if (input.restaurantId !== undefined) {
    const restaurant = await findRestaurantScope(deps.db, input.restaurantId);
    if (!restaurant || !restaurant.visible) throw new AppError('restaurantNotFound');
    place = { restaurantId: restaurant.id, parentRestaurantId: restaurant.parentRestaurantId };
  }
  const { coupon, refusal } = await resolveCoupon(deps.db, input.code, { now: input.now ?? new Date(), place, customerId: input.customerId });
  if (refusal || !coupon) throw new AppError(refusal ?? 'couponInvalid');
  return presentCouponCheck(coupon);
}

/** Counts the use for an order inside its transaction; a lost race for the last use refuses the order. */
export async function redeemCoupon(tx: Tx, input: { couponId: number; orderId: number; userId: number; now: Date }): Promise<void> {
  const counted = await incrementCouponUse(tx, input.couponId, input.now);
  if (!counted) throw new AppError('couponUsedUp');
  await insertRedemption(tx, { couponId: input.couponId, orderId: input.orderId, userId: input.userId });
}

/** An unpaid order that is cancelled gives its coupon use back. */
export async function releaseCoupon(tx: Tx, orderId: number): Promise<void> {
  await deleteRedemption(tx, orderId);
}
