import { describe, expect, it } from 'vitest';
import { couponRefusal, normaliseCouponCode, type CouponFacts } from './coupon-rules';

const now = new Date('2025-06-01T12:00:00Z');
const coupon = (overrides: Partial<CouponFacts> = {}): CouponFacts => ({
  active: true,
  expiresAt: null,
  usageLimit: null,
  usedCount: 0,
  restaurantId: null,
  ...overrides,
});

describe('coupon rules', () => {
  it('accepts a live platform-wide code anywhere', () => {
    expect(couponRefusal(coupon(), { now })).toBeNull();
    expect(couponRefusal(coupon(), { now, place: { restaurantId: 7 } })).toBeNull();
  });

  it('refuses unknown, inactive, expired and used-up codes', () => {
    expect(couponRefusal(undefined, { now })).toBe('couponInvalid');
    expect(couponRefusal(coupon({ active: false }), { now })).toBe('couponInvalid');
    expect(couponRefusal(coupon({ expiresAt: now }), { now })).toBe('couponExpired');
    expect(couponRefusal(coupon({ expiresAt: new Date(now.getTime() + 1000) }), { now })).toBeNull();
    expect(couponRefusal(coupon({ usageLimit: 3, usedCount: 3 }), { now })).toBe('couponUsedUp');
    expect(couponRefusal(coupon({ usageLimit: 3, usedCount: 2 }), { now })).toBeNull();
  });

  it('keeps a restaurant code to that restaurant and its branches', () => {
    const own = coupon({ restaurantId: 5 });
    expect(couponRefusal(own, { now, place: { restaurantId: 5 } })).toBeNull();
    expect(couponRefusal(own, { now, place: { restaurantId: 9, parentRestaurantId: 5 } })).toBeNull();
    expect(couponRefusal(own, { now, place: { restaurantId: 6 } })).toBe('couponNotForRestaurant');
    expect(couponRefusal(own, { now })).toBeNull();
  });

  it('compares codes without case and surrounding spaces', () => {
    expect(normaliseCouponCode('  Welcome10 ')).toBe('welcome10');
  });

  it("keeps a voucher to its customer: anyone else's reads as no code", () => {
    const voucher = coupon({ userId: 7 });
    expect(couponRefusal(voucher, { now, customerId: 7 })).toBeNull();
    expect(couponRefusal(voucher, { now, customerId: 8 })).toBe('couponInvalid');
    expect(couponRefusal(voucher, { now })).toBe('couponInvalid');
  });
});
