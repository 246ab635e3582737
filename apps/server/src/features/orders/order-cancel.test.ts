import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, orders, orderStatusHistory } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createCoupon, createOpenRestaurant, NEAR_ADDRESS } from '../../../test/order-factories';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createOpenRestaurant>>;
let customer: { token: string; userId: number };

beforeAll(async () => {
  ctx = await createTestContext();
  shop = await createOpenRestaurant(ctx.db);
  customer = await ctx.loginAs('USER');
});
afterAll(() => ctx.close());

async function placeOrder(promocode?: string): Promise<number> {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/order/make-order',
    token: customer.token,
    payload: { restaurantId: shop.restaurant.id, lines: [{ menuId: shop.pasta.id, quantity: 1 }], deliveryAddress: NEAR_ADDRESS, promocode },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

const cancel = (id: number | string, token?: string) => ctx.request({ method: 'PUT', url: `/api/order/${id}/cancel`, token });
const row = (id: number) => ctx.db.query.orders.findFirst({ where: eq(orders.id, id) });
const history = (id: number) => ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id));

/** Opens the demo page and reads its form token, as the browser would. */
async function openDemoPage(id: number) {
  const { redirectUrl } = (await ctx.request({ method: 'POST', url: `/api/checkout?orderId=${id}`, token: customer.token })).json();
  const page = await ctx.app.inject({ method: 'GET', url: redirectUrl });
  return { redirectUrl: redirectUrl as string, token: /name="token" value="([^"]+)"/.exec(page.body)![1]! };
}

const pressPay = (page: { redirectUrl: string; token: string }) =>
  ctx.app.inject({
    method: 'POST',
    url: `${page.redirectUrl}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `token=${encodeURIComponent(page.token)}`,
  });

describe('PUT /order/{id}/cancel', () => {
  it('cancels the own unpaid order: recorded with the customer, coupon given back, payment page closed', async () => {
    const coupon = await createCoupon(ctx.db, { usageLimit: 5 });
    const id = await placeOrder(coupon.code);
    const page = await openDemoPage(id);

    const res = await cancel(id, customer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'CANCELLED', paidAt: null });
    expect(res.json().history.at(-1)).toMatchObject({ fromStatus: 'PENDING', toStatus: 'CANCELLED', reason: 'cancelled by the customer' });
    expect(await row(id)).toMatchObject({ status: 'CANCELLED', paymentSessionId: null, paidAt: null });
    expect((await history(id)).at(-1)).toMatchObject({ fromStatus: 'PENDING', toStatus: 'CANCELLED', actorId: customer.userId });
    expect((await ctx.db.query.coupons.findFirst({ where: eq(coupons.id, coupon.id) }))?.usedCount).toBe(0);
    expect(await ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, id))).toHaveLength(0);

    // The page that was open can no longer pay, and checkout refuses the order.
    expect((await pressPay(page)).statusCode).toBe(410);
    expect((await row(id))?.status).toBe('CANCELLED');
    const checkout = await ctx.request({ method: 'POST', url: `/api/checkout?orderId=${id}`, token: customer.token });
    expect(checkout.json().errorCode).toBe('orderNotPending');
    // A second cancel changes nothing.
    expect((await cancel(id, customer.token)).statusCode).toBe(409);
    expect(await history(id)).toHaveLength(2);
  });

  it('refuses a paid order with 409, changing nothing', async () => {
    const id = await placeOrder();
    expect((await pressPay(await openDemoPage(id))).statusCode).toBe(303);
    const res = await cancel(id, customer.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('orderNotPending');
    expect(await row(id)).toMatchObject({ status: 'CONFIRMED' });
    expect((await row(id))?.paidAt).toBeInstanceOf(Date);
  });

  it("answers 404 for another customer's order, 401 to a visitor and 403 to other roles, changing nothing", async () => {
    const id = await placeOrder();
    const other = await ctx.loginAs('USER');
    const res = await cancel(id, other.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('orderNotFound');
    expect((await cancel(id)).statusCode).toBe(401);
    for (const role of ['ADMIN', 'SERVICE', 'RESTAURANT_ADMIN', 'COURIER'] as const) {
      expect((await cancel(id, (await ctx.loginAs(role)).token)).statusCode, role).toBe(403);
    }
    expect((await cancel(2_000_000, customer.token)).statusCode).toBe(404);
    expect(await row(id)).toMatchObject({ status: 'PENDING' });
    expect(await history(id)).toHaveLength(1);
  });

  it('refuses a malformed id or a body with 400', async () => {
    const id = await placeOrder();
    const bad = await cancel('abc', customer.token);
    expect(bad.json()).toMatchObject({ status: 400, fields: { id: 'Invalid value' } });
    const body = await ctx.request({ method: 'PUT', url: `/api/order/${id}/cancel`, token: customer.token, payload: { reason: 'x' } });
    expect(body.json()).toMatchObject({ status: 400, fields: { reason: 'Unknown field' } });
    expect((await row(id))?.status).toBe('PENDING');
  });
});
