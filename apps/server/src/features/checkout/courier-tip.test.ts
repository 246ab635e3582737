import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { DEFAULT_PASSWORD } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createCoupon, createOpenRestaurant, NEAR_ADDRESS } from '../../../test/order-factories';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createOpenRestaurant>>;
let customer: { token: string; userId: number; username: string };

beforeAll(async () => {
  ctx = await createTestContext();
  shop = await createOpenRestaurant(ctx.db);
  customer = await ctx.loginAs('USER');
});
afterAll(() => ctx.close());

/** Pizza 2 × €8.50 and a cola €2.50: food €19.50, delivery €1.99. */
const basket = (tip?: unknown, extra: Record<string, unknown> = {}) => ({
  restaurantId: shop.restaurant.id,
  lines: [
    { menuId: shop.pizza.id, quantity: 2 },
    { extraId: shop.cola.id, quantity: 1 },
  ],
  deliveryAddress: NEAR_ADDRESS,
  ...(tip === undefined ? {} : { tip }),
  ...extra,
});

const priceList = (body: Record<string, unknown>) => ctx.request({ method: 'POST', url: '/api/order/price-list', payload: body });

describe('the courier tip (issue 25)', () => {
  it('prices no tip, a share of the food after the discount, or an amount, into the total', async () => {
    expect((await priceList(basket())).json()).toMatchObject({ subtotal: 19.5, tip: 0, total: 21.49 });
    expect((await priceList(basket({ percentage: 10 }))).json()).toMatchObject({ tip: 1.95, total: 23.44 });
    expect((await priceList(basket({ percentage: 15 }))).json()).toMatchObject({ tip: 2.93, total: 24.42 });
    expect((await priceList(basket({ amount: 3 }))).json()).toMatchObject({ tip: 3, total: 24.49 });
    expect((await priceList(basket({ amount: 0 }))).json()).toMatchObject({ tip: 0, total: 21.49 });
    // 10 % off the food first: the tip is 5 % of €17.55.
    const coupon = await createCoupon(ctx.db, { percentage: 10 });
    expect((await priceList(basket({ percentage: 5 }, { promocode: coupon.code }))).json()).toMatchObject({ discount: 1.95, tip: 0.88, total: 20.42 });
  });

  it('refuses a tip that is not one of the shares or not an amount of €0–50 in whole cents, with the field and its message', async () => {
    for (const tip of [
      { percentage: 7 },
      { percentage: 10.5 },
      { amount: -1 },
      { amount: 50.01 },
      { amount: 1.234 },
      { amount: '5' },
      { percentage: 5, amount: 1 },
      {},
      'ten',
    ]) {
      const res = await priceList(basket(tip));
      expect(res.statusCode, JSON.stringify(tip)).toBe(400);
      const body = res.json();
      expect(body.errorCode).toBe('validationFailed');
      const [field, message] = Object.entries(body.fields as Record<string, string>)[0]!;
      expect(field).toMatch(/^tip/);
      expect(message).toBe('A tip is between €0.00 and €50.00, in whole cents');
    }
  });

  it('keeps the tip in the order, the payment and the receipt; a refund gives it back with the rest', async () => {
    const placed = await ctx.request({
      method: 'POST',
      url: '/api/order/make-order',
      token: customer.token,
      payload: { ...basket({ amount: 2.5 }), note: '' },
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    expect(order).toMatchObject({ subtotal: 19.5, deliveryFee: 1.99, tip: 2.5, total: 23.99 });
    expect(await ctx.db.query.orders.findFirst({ where: eq(orders.id, order.id) })).toMatchObject({ tipCents: 250, totalCents: 2399 });
    expect((await ctx.request({ method: 'GET', url: `/api/order/${order.id}`, token: customer.token })).json()).toMatchObject({ tip: 2.5, total: 23.99 });

    // The demo payment page charges the total, tip included, and the receipt names the tip.
    const started = await ctx.request({ method: 'POST', url: `/api/checkout?orderId=${order.id}`, token: customer.token });
    const redirectUrl = started.json().redirectUrl as string;
    const page = await ctx.app.inject({ method: 'GET', url: redirectUrl });
    expect(page.body).toContain('€23.99');
    const token = /name="token" value="([^"]+)"/.exec(page.body)![1]!;
    const mailsBefore = ctx.mails.length;
    await ctx.app.inject({
      method: 'POST',
      url: `${redirectUrl}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
    const receipt = ctx.mails.slice(mailsBefore).find((m) => m.kind === 'order-confirmation')!;
    expect(receipt.text).toContain('Tip for the courier: €2.50');
    expect(receipt.text).toContain('Total paid: €23.99');

    // The kitchen cannot make it and rejects the order: the refund is the whole total, tip included.
    const login = await ctx.request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId: shop.account.username, password: DEFAULT_PASSWORD } });
    const rejected = await ctx.request({
      method: 'PUT',
      url: `/api/restaurant/order/${order.id}?status=CANCELLED&reason=tooBusy`,
      token: login.json().access_token,
    });
    expect(rejected.statusCode).toBe(200);
    expect(await ctx.db.query.orders.findFirst({ where: eq(orders.id, order.id) })).toMatchObject({ status: 'CANCELLED', refundedAt: expect.any(Date) });
    const refundMail = ctx.mails.slice(mailsBefore).find((m) => m.kind === 'order-refund')!;
    expect(refundMail.text).toContain('€23.99');
  });
});
