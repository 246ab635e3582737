import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createRestaurant } from '../../../test/factories';
import { createCoupon, createOpenRestaurant } from '../../../test/order-factories';

let ctx: TestContext;
let customer: { token: string };

beforeAll(async () => {
  ctx = await createTestContext();
  customer = await ctx.loginAs('USER');
});
afterAll(() => ctx.close());

function check(code: string, body?: Record<string, unknown>, token = customer.token) {
  return ctx.request({ method: 'POST', url: `/api/coupon?coupon-number=${encodeURIComponent(code)}`, token, ...(body ? { payload: body } : {}) });
}

describe('POST /coupon?coupon-number', () => {
  it('answers a usable code with its percentage and description, ignoring case', async () => {
    const coupon = await createCoupon(ctx.db, { code: 'SPRING25', percentage: 25, description: '25% off in spring' });
    const res = await check('spring25');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 'SPRING25', percentage: 25, amount: null, description: '25% off in spring', restaurantId: null, expiresAt: null });
    expect(res.json()).not.toHaveProperty('usedCount');
    expect(coupon.id).toBeGreaterThan(0);
  });

  it('refuses unknown, inactive, expired and used-up codes with their own codes', async () => {
    const expired = await createCoupon(ctx.db, { expiresAt: new Date(Date.now() - 60_000) });
    const usedUp = await createCoupon(ctx.db, { usageLimit: 5, usedCount: 5 });
    const inactive = await createCoupon(ctx.db, { active: false });
    const cases: [string, number, string][] = [
      ['UNKNOWN-CODE', 404, 'couponInvalid'],
      [inactive.code, 404, 'couponInvalid'],
      [expired.code, 409, 'couponExpired'],
      [usedUp.code, 409, 'couponUsedUp'],
    ];
    for (const [code, status, errorCode] of cases) {
      const res = await check(code);
      expect(res.statusCode, code).toBe(status);
      expect(res.json()).toMatchObject({ errorCode, message: expect.any(String) });
    }
  });

  it('keeps a restaurant code to that restaurant and its branches', async () => {
    const { restaurant } = await createOpenRestaurant(ctx.db);
    const { restaurant: branch } = await createRestaurant(ctx.db, { parentRestaurantId: restaurant.id });
    const { restaurant: other } = await createRestaurant(ctx.db);
    const coupon = await createCoupon(ctx.db, { restaurantId: restaurant.id, percentage: 20 });
    expect((await check(coupon.code, { restaurantId: restaurant.id })).json()).toMatchObject({ percentage: 20, restaurantId: restaurant.id });
    expect((await check(coupon.code, { restaurantId: branch.id })).statusCode).toBe(200);
    const foreign = await check(coupon.code, { restaurantId: other.id });
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().errorCode).toBe('couponNotForRestaurant');
    expect((await check(coupon.code, { restaurantId: 2_000_000 })).json().errorCode).toBe('restaurantNotFound');
  });

  it('needs a code and a logged-in customer', async () => {
    const missing = await ctx.request({ method: 'POST', url: '/api/coupon', token: customer.token });
    expect(missing.statusCode).toBe(400);
    expect((await ctx.request({ method: 'POST', url: '/api/coupon?coupon-number=X' })).statusCode).toBe(401);
    const courier = await ctx.loginAs('COURIER');
    expect((await check('X', undefined, courier.token)).statusCode).toBe(403);
  });
});
