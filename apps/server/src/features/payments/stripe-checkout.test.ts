import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe';
import { runJobs } from '../../../test/jobs';
import { createTestContext, type TestContext } from '../../../test/helper';
import { backdateOrder, createCoupon, createOpenRestaurant, NEAR_ADDRESS } from '../../../test/order-factories';
import { sweepUnpaidOrders } from './order-sweeper';

let stripe: FakeStripe;
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createOpenRestaurant>>;
let customer: { token: string; userId: number; username: string };

beforeAll(async () => {
  stripe = await startFakeStripe();
  ctx = await createTestContext({ env: { ...stripe.env, PUBLIC_URL: 'https://forkly.test' } });
  shop = await createOpenRestaurant(ctx.db);
  customer = await ctx.loginAs('USER');
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

async function placeOrder(promocode?: string): Promise<{ id: number; orderNumber: string }> {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/order/make-order',
    token: customer.token,
    payload: {
      restaurantId: shop.restaurant.id,
      lines: [
        { menuId: shop.pasta.id, quantity: 2 },
        { menuId: shop.pizza.id, quantity: 1 },
      ],
      deliveryAddress: NEAR_ADDRESS,
      promocode,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const checkout = (orderId: number, token = customer.token) => ctx.request({ method: 'POST', url: `/api/checkout?orderId=${orderId}`, token });
const row = (id: number) => ctx.db.query.orders.findFirst({ where: eq(orders.id, id) });
const sessionCreates = () => stripe.bodies.filter((b) => b.method === 'POST' && b.path === '/v1/checkout/sessions');

describe('POST /checkout?orderId with PAYMENT_PROVIDER=stripe', () => {
  it("opens a Checkout Session priced from the server's list, in cents and euro", async () => {
    const order = await placeOrder();
    const before = sessionCreates().length;
    const res = await checkout(order.id);
    expect(res.statusCode).toBe(200);
    const { redirectUrl } = res.json();
    expect(redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    const [sent] = sessionCreates().slice(before);
    expect(sent!.body).toMatchObject({
      mode: 'payment',
      allowed_payment_method_types: ['card'],
      client_reference_id: String(order.id),
      metadata: { orderId: String(order.id), orderNumber: order.orderNumber },
      payment_intent_data: { metadata: { orderId: String(order.id) } },
      customer_email: `${customer.username}@example.test`,
      success_url: `https://forkly.test/details/success?orderId=${order.id}`,
      cancel_url: `https://forkly.test/details/cancel?orderId=${order.id}`,
      line_items: [
        { quantity: '2', price_data: { currency: 'eur', unit_amount: '1290', product_data: { name: 'Pasta Carbonara' } } },
        { quantity: '1', price_data: { currency: 'eur', unit_amount: '850', product_data: { name: 'Pizza Margherita' } } },
        { quantity: '1', price_data: { currency: 'eur', unit_amount: '199', product_data: { name: 'Delivery fee' } } },
      ],
    });
    expect(sent!.idempotencyKey).toMatch(new RegExp(`^forkly-order-${order.id}-`));
    // Stripe's shortest session: 30 minutes after creation (31 for clock drift), rounded up to 5.
    const expiresAt = Number(sent!.body.expires_at);
    const nowSeconds = Date.now() / 1000;
    expect(expiresAt - nowSeconds).toBeGreaterThanOrEqual(31 * 60 - 5);
    expect(expiresAt - nowSeconds).toBeLessThanOrEqual(36 * 60 + 5);

    const session = stripe.sessions.get(redirectUrl.split('/').at(-1))!;
    expect(session).toMatchObject({ amount_total: 3629, currency: 'eur' });
    expect(await row(order.id)).toMatchObject({ paymentProvider: 'stripe', paymentSessionId: session.id, status: 'PENDING' });
  });

  it('gives the coupon as a one-off discount, so Stripe charges the order total', async () => {
    const coupon = await createCoupon(ctx.db, { percentage: 10 });
    const order = await placeOrder(coupon.code);
    const { redirectUrl } = (await checkout(order.id)).json();
    const couponCall = stripe.bodies.filter((b) => b.path === '/v1/coupons').at(-1)!;
    expect(couponCall.body).toMatchObject({ amount_off: '343', currency: 'eur', duration: 'once', max_redemptions: '1', name: coupon.code });
    const session = stripe.sessions.get(redirectUrl.split('/').at(-1))!;
    expect(session.amount_total).toBe((await row(order.id))!.totalCents);
  });

  it('reuses one session for a double click and for paying again later', async () => {
    const order = await placeOrder();
    const before = stripe.sessions.size;
    const [a, b] = await Promise.all([checkout(order.id), checkout(order.id)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().redirectUrl).toBe(b.json().redirectUrl);
    expect(stripe.sessions.size).toBe(before + 1);
    const again = await checkout(order.id);
    expect(again.json().redirectUrl).toBe(a.json().redirectUrl);
    expect(stripe.sessions.size).toBe(before + 1);
  });

  it('opens a new session when the old one expired at Stripe, or the lines changed', async () => {
    const order = await placeOrder();
    const first = (await checkout(order.id)).json().redirectUrl as string;
    stripe.expire(first.split('/').at(-1)!);
    const second = (await checkout(order.id)).json().redirectUrl as string;
    expect(second).not.toBe(first);

    const detail = await ctx.request({ method: 'GET', url: `/api/order/${order.id}`, token: customer.token });
    const line = detail.json().lines[0];
    await ctx.request({ method: 'PUT', url: `/api/item/${line.id}`, token: customer.token, payload: { id: line.id, quantity: 3 } });
    const third = (await checkout(order.id)).json().redirectUrl as string;
    expect(third).not.toBe(second);
    expect(stripe.sessions.get(third.split('/').at(-1)!)!.amount_total).toBe((await row(order.id))!.totalCents);
  });

  it("answers 404 for another customer's order and 502 when Stripe is down, changing nothing", async () => {
    const order = await placeOrder();
    const other = await ctx.loginAs('USER');
    expect((await checkout(order.id, other.token)).statusCode).toBe(404);

    stripe.server.answer(() => ({ status: 500, body: { error: { type: 'api_error', message: 'Stripe is down' } } }));
    try {
      const res = await checkout(order.id);
      expect(res.statusCode).toBe(502);
      expect(res.json().errorCode).toBe('paymentProviderUnavailable');
      expect(await row(order.id)).toMatchObject({ paymentSessionId: null, status: 'PENDING' });
    } finally {
      // Back to the fake's own answers.
      stripe.server.answer(stripe.handler);
    }
  });

  it('the sweep expires the session at Stripe before cancelling; a session paid meanwhile confirms instead', async () => {
    const unpaid = await placeOrder();
    const unpaidUrl = (await checkout(unpaid.id)).json().redirectUrl as string;
    const paid = await placeOrder();
    const paidUrl = (await checkout(paid.id)).json().redirectUrl as string;
    stripe.pay(paidUrl.split('/').at(-1)!);
    await backdateOrder(ctx.db, unpaid.id, 31);
    await backdateOrder(ctx.db, paid.id, 31);
    const mails = ctx.mails.length;

    await sweepUnpaidOrders(ctx.app.deps);
    expect(stripe.sessions.get(unpaidUrl.split('/').at(-1)!)!.status).toBe('expired');
    expect(await row(unpaid.id)).toMatchObject({ status: 'CANCELLED', paymentSessionId: null });
    expect(await row(paid.id)).toMatchObject({ status: 'CONFIRMED' });
    // The receipt was queued with the confirmation; the queue sends it (decision 019).
    await runJobs(ctx.app);
    expect(ctx.mails.slice(mails).filter((m) => m.kind === 'order-confirmation')).toHaveLength(1);
  });
});
