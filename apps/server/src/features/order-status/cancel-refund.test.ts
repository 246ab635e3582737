import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderStatusHistory } from '../../db/schema/index';
import { startFakeStripe, type FakeSession, type FakeStripe } from '../../../test/fake-stripe';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createOpenRestaurant, NEAR_ADDRESS } from '../../../test/order-factories';
import { REFUND_RETRY_AFTER_MS } from '../payments/index';
import { retryRefundsAt } from '../../../test/jobs';

let stripe: FakeStripe;
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createOpenRestaurant>>;
type Session = { token: string; userId: number; username: string };
let customer: Session;
let kitchen: Session;

const KITCHEN_PASSWORD = 'Kitchen#Refund2025';

beforeAll(async () => {
  stripe = await startFakeStripe();
  ctx = await createTestContext({ env: { ...stripe.env, PUBLIC_URL: 'https://forkly.test' } });
  shop = await createOpenRestaurant(ctx.db, { password: KITCHEN_PASSWORD });
  customer = await ctx.loginAs('USER');
  const login = await ctx.request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId: shop.account.username, password: KITCHEN_PASSWORD } });
  kitchen = { token: login.json().access_token, userId: shop.account.id, username: shop.account.username };
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

/** An order paid on Stripe's page and confirmed by its webhook, as a customer would leave it. */
async function paidOrder(): Promise<{ id: number; orderNumber: string; totalCents: number; session: FakeSession }> {
  const placed = await ctx.request({
    method: 'POST',
    url: '/api/order/make-order',
    token: customer.token,
    payload: { restaurantId: shop.restaurant.id, lines: [{ menuId: shop.pasta.id, quantity: 1 }], deliveryAddress: NEAR_ADDRESS },
  });
  const { id, orderNumber } = placed.json();
  const { redirectUrl } = (await ctx.request({ method: 'POST', url: `/api/checkout?orderId=${id}`, token: customer.token })).json();
  const session = stripe.pay(String(redirectUrl).split('/').at(-1)!);
  const delivery = stripe.delivery('checkout.session.completed', session);
  expect((await ctx.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: delivery.headers, payload: delivery.payload })).statusCode).toBe(
    200,
  );
  const order = await row(id);
  expect(order).toMatchObject({ status: 'CONFIRMED', paymentProvider: 'stripe', paymentSessionId: session.id });
  return { id, orderNumber, totalCents: order!.totalCents, session };
}

const cancel = (id: number, who: { token: string }) => ctx.request({ method: 'PUT', url: `/api/restaurant/order/${id}?status=CANCELLED`, token: who.token });
const row = (id: number) => ctx.db.query.orders.findFirst({ where: eq(orders.id, id) });
const lastHistory = async (id: number) => (await ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id))).at(-1);
const refundCalls = (from: number) => stripe.bodies.slice(from).filter((b) => b.path === '/v1/refunds');
const refundMails = (from: number) => ctx.mails.slice(from).filter((m) => m.kind === 'order-refund');
/** When the refund's first retry runs: late enough that the cancel's own attempt is over. */
const sweepTime = () => new Date(Date.now() + REFUND_RETRY_AFTER_MS + 1000);
/** After the second retry's backoff (twice the first wait). */
const secondRetryTime = () => new Date(Date.now() + 3 * REFUND_RETRY_AFTER_MS + 2000);

function stripeDown() {
  stripe.server.answer(() => ({ status: 500, body: { error: { type: 'api_error', message: 'Stripe is down' } } }));
}

describe('cancelling a paid Stripe order (PUT /restaurant/order/{id}?status=CANCELLED)', () => {
  it("refunds the session's payment at Stripe once, records it and mails the customer", async () => {
    const order = await paidOrder();
    const calls = stripe.bodies.length;
    const mails = ctx.mails.length;

    const res = await cancel(order.id, kitchen);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: order.id, status: 'CANCELLED' });
    expect((await row(order.id))?.refundedAt).toBeInstanceOf(Date);
    expect(await lastHistory(order.id)).toMatchObject({ fromStatus: 'CONFIRMED', toStatus: 'CANCELLED', actorId: kitchen.userId, reason: 'refund due' });

    expect(refundCalls(calls)).toEqual([
      {
        method: 'POST',
        path: '/v1/refunds',
        idempotencyKey: `forkly-refund-${order.session.id}`,
        body: {
          payment_intent: order.session.payment_intent,
          metadata: { orderId: String(order.id), checkoutSession: order.session.id, reason: 'order cancelled' },
        },
      },
    ]);
    expect(stripe.refunds.at(-1)).toMatchObject({ payment_intent: order.session.payment_intent, amount: order.totalCents, status: 'succeeded' });

    const [mail, ...more] = refundMails(mails);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ to: `${customer.username}@example.test`, subject: `Your Forkly order ${order.orderNumber} was cancelled and refunded` });
    expect(mail!.text).toContain(`We have refunded €${(order.totalCents / 100).toFixed(2)} to the card you paid with.`);

    // Cancelling again is refused and gives nothing back twice.
    const again = await cancel(order.id, kitchen);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('orderStatusChangeNotAllowed');
    expect(refundCalls(calls)).toHaveLength(1);
    expect(refundMails(mails)).toHaveLength(1);
  });

  it('refunds once when the restaurant and staff cancel at the same moment (or a double click)', async () => {
    const order = await paidOrder();
    const refunds = stripe.refunds.length;
    const mails = ctx.mails.length;
    const admin = await ctx.loginAs('ADMIN');
    const results = await Promise.all([cancel(order.id, kitchen), cancel(order.id, admin), cancel(order.id, kitchen)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(stripe.refunds.length).toBe(refunds + 1);
    expect(refundMails(mails)).toHaveLength(1);
    expect((await row(order.id))?.refundedAt).toBeInstanceOf(Date);
  });

  it("lets staff cancel a paid order with the same refund, recorded with staff's id", async () => {
    const order = await paidOrder();
    const service = await ctx.loginAs('SERVICE');
    const refunds = stripe.refunds.length;
    expect((await cancel(order.id, service)).statusCode).toBe(200);
    expect(stripe.refunds.length).toBe(refunds + 1);
    expect(stripe.refunds.at(-1)).toMatchObject({ payment_intent: order.session.payment_intent });
    expect(await lastHistory(order.id)).toMatchObject({ toStatus: 'CANCELLED', actorId: service.userId, reason: 'refund due' });
  });

  it('keeps the cancel when Stripe is down, and the sweep refunds later, once', async () => {
    const order = await paidOrder();
    const calls = stripe.bodies.length;
    const refunds = stripe.refunds.length;
    const mails = ctx.mails.length;
    stripeDown();
    try {
      const res = await cancel(order.id, kitchen);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('CANCELLED');
      expect(await row(order.id)).toMatchObject({ status: 'CANCELLED', refundedAt: null });
      // While the provider is down the sweep changes nothing either.
      expect(await retryRefundsAt(ctx.app, sweepTime())).toBe(0);
      expect(await row(order.id)).toMatchObject({ refundedAt: null });
    } finally {
      stripe.server.answer(stripe.handler);
    }
    expect(stripe.refunds.length).toBe(refunds);
    expect(refundMails(mails)).toHaveLength(0);

    // The request's own attempt is still its own: the sweep waits before taking the order.
    expect(await retryRefundsAt(ctx.app, new Date())).toBe(0);
    expect(refundCalls(calls)).toHaveLength(0);

    // Two workers at once (two app instances) refund and mail once.
    const swept = await Promise.all([retryRefundsAt(ctx.app, secondRetryTime()), retryRefundsAt(ctx.app, secondRetryTime())]);
    expect(swept.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(stripe.refunds.length).toBe(refunds + 1);
    expect(stripe.refunds.at(-1)).toMatchObject({ payment_intent: order.session.payment_intent, amount: order.totalCents });
    expect(new Set(refundCalls(calls).map((c) => c.idempotencyKey))).toEqual(new Set([`forkly-refund-${order.session.id}`]));
    expect((await row(order.id))?.refundedAt).toBeInstanceOf(Date);
    expect(refundMails(mails)).toHaveLength(1);

    // Refunded orders are never taken again.
    const after = stripe.bodies.length;
    expect(await retryRefundsAt(ctx.app, secondRetryTime())).toBe(0);
    expect(stripe.bodies.length).toBe(after);
  });

  it('records a payment already refunded at Stripe (its dashboard) as refunded, without a second refund', async () => {
    const order = await paidOrder();
    stripe.refunds.push({
      id: 're_test_dashboard',
      object: 'refund',
      payment_intent: order.session.payment_intent,
      amount: order.totalCents,
      status: 'succeeded',
    });
    const refunds = stripe.refunds.length;
    const mails = ctx.mails.length;
    expect((await cancel(order.id, kitchen)).statusCode).toBe(200);
    expect(stripe.refunds.length).toBe(refunds);
    expect((await row(order.id))?.refundedAt).toBeInstanceOf(Date);
    expect(refundMails(mails)).toHaveLength(1);
  });

  it("refuses a restaurant that is not the order's with 403, refunding nothing", async () => {
    const order = await paidOrder();
    const refunds = stripe.refunds.length;
    const stranger = await createOpenRestaurant(ctx.db, { password: KITCHEN_PASSWORD });
    const login = await ctx.request({
      method: 'POST',
      url: '/api/system/auth/login',
      payload: { loginId: stranger.account.username, password: KITCHEN_PASSWORD },
    });
    const res = await cancel(order.id, { token: login.json().access_token });
    expect(res.statusCode).toBe(403);
    expect(await row(order.id)).toMatchObject({ status: 'CONFIRMED', refundedAt: null });
    expect(stripe.refunds.length).toBe(refunds);
  });
});
