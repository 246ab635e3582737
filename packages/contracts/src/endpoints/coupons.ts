import { defineEndpoint } from '../endpoint';
import { COUPON_MANAGERS } from '../roles';

/**
 * The promo code field of checkout (SPEC.md section 7: POST /coupon?coupon-number), and the
 * coupons dashboard: list, one, add, delete (scoped to the caller's restaurants in the service).
 */
const tag = 'coupons';

export const checkCoupon = defineEndpoint({
  method: 'POST',
  path: '/coupon',
  access: ['USER'],
  tag,
  query: 'couponQuerySchema',
  body: 'couponCheckRequestSchema',
  answer: { status: 200, schema: 'couponCheckSchema' },
});

export const listCoupons = defineEndpoint({
  method: 'GET',
  path: '/coupons',
  access: COUPON_MANAGERS,
  tag,
  query: 'couponListQuerySchema',
  answer: { status: 200, schema: 'couponPageSchema' },
});

export const getCoupon = defineEndpoint({
  method: 'GET',
  path: '/coupons/:id',
  access: COUPON_MANAGERS,
  tag,
  params: 'idParamsSchema',
  answer: { status: 200, schema: 'couponSchema' },
});

export const createCoupon = defineEndpoint({
  method: 'POST',
  path: '/coupon/add',
  access: COUPON_MANAGERS,
  tag,
  body: 'createCouponSchema',
  answer: { status: 201, schema: 'couponSchema' },
});

export const removeCoupon = defineEndpoint({
  method: 'DELETE',
  path: '/coupon/:id',
  access: COUPON_MANAGERS,
  tag,
  params: 'idParamsSchema',
  body: 'noBodySchema',
  answer: { status: 204, schema: null },
});
