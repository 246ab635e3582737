import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, orders, orderStatusHistory } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';
import { backdateOrder, createCoupon, createOpenRestaurant, NEAR_ADDRESS } from '../../../test/order-factories';
import { sweepUnpaidOrders } from './order-sweeper';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createOpenRestaurant>>;
let customer: { token: string };

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

const row = (id: number) => ctx.db.query.orders.findFirst({ where: eq(orders.id, id) });

describe('the unpaid-order sweep', () => {
  it('cancels an order left unpaid for 31 minutes, expiring its payment page first', async () => {
    const coupon = await createCoupon(ctx.db, { usageLimit: 10 });
    const id = await placeOrder(coupon.code);
    const { redirectUrl } = (await ctx.request({ method: 'POST', url: `/api/checkout?orderId=${id}`, token: customer.token })).json();
    const page = await ctx.app.inject({ method: 'GET', url: redirectUrl });
    const token = /name="token" value="([^"]+)"/.exec(page.body)![1]!;
    await backdateOrder(ctx.db, id, 31);

    expect(await sweepUnpaidOrders(ctx.app.deps)).toBeGreaterThanOrEqual(1);
    expect(await row(id)).toMatchObject({ status: 'CANCELLED', paymentSessionId: null, paidAt: null });
    const history = await ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id));
    expect(history.at(-1)).toMatchObject({ fromStatus: 'PENDING', toStatus: 'CANCELLED', actorId: null, reason: 'not paid within 30 minutes' });
    // Its coupon use is given back.
    expect((await ctx.db.query.coupons.findFirst({ where: eq(coupons.id, coupon.id) }))?.usedCount).toBe(0);
    expect(await ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, id))).toHaveLength(0);

    // The old page can no longer pay.
    const late = await ctx.app.inject({
      method: 'POST',
      url: `${redirectUrl}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(token)}`,
    });
    expect(late.statusCode).toBe(410);
    expect((await row(id))?.status).toBe('CANCELLED');
    const again = await ctx.request({ method: 'POST', url: `/api/checkout?orderId=${id}`, token: customer.token });
    expect(again.json().errorCode).toBe('orderNotPending');
  });

  it('leaves younger and paid orders alone', async () => {
    const young = await placeOrder();
    await backdateOrder(ctx.db, young, 29);
    const paid = await placeOrder();
    const { redirectUrl } = (await ctx.request({ method: 'POST', url: `/api/checkout?orderId=${paid}`, token: customer.token })).json();
    const page = await ctx.app.inject({ method: 'GET', url: redirectUrl });
    const token = /name="token" value="([^"]+)"/.exec(page.body)![1]!;
    await ctx.app.inject({
      method: 'POST',
      url: `${redirectUrl}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(token)}`,
    });
    await backdateOrder(ctx.db, paid, 45);

    await sweepUnpaidOrders(ctx.app.deps);
    expect((await row(young))?.status).toBe('PENDING');
    expect((await row(paid))?.status).toBe('CONFIRMED');
  });
});
