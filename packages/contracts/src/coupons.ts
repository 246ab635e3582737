/** The longest code a customer can type into the promo field (POST /coupon?coupon-number). */
export const COUPON_CODE_MAX = 40;
export const COUPON_USAGE_LIMIT_MAX = 1_000_000;

export const COUPON_SORT_KEYS = ['DATE', 'NAME'] as const;
