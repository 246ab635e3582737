import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderStatusHistory } from '../../db/schema/index';
import { startFakeStripe, type FakeSession, type FakeStripe } from '../../../test/fake-stripe';
import { createTestContext, type TestContext } from '../../../test/helper';
import { backdateOrder, createOpenRestaurant, NEAR_ADDRESS } from '../../../test/order-factories';

let stripe: FakeStripe;
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createOpenRestaurant>>;
let customer: { token: string; userId: number; username: string };

beforeAll(async () => {
  stripe = await startFakeStripe();
  ctx = await createTestContext({ env: stripe.env });
  shop = await createOpenRestaurant(ctx.db);
  customer = await ctx.loginAs('USER');
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

/** A placed order with an open Checkout Session. */
async function orderWithSession(): Promise<{ id: number; session: FakeSession }> {
  const placed = await ctx.request({
    method: 'POST',
    url: '/api/order/make-order',
    token: customer.token,
    payload: { restaurantId: shop.restaurant.id, lines: [{ menuId: shop.pasta.id, quantity: 1 }], deliveryAddress: NEAR_ADDRESS },
  });
  const { id } = placed.json();
  const { redirectUrl } = (await ctx.request({ method: 'POST', url: `/api/checkout?orderId=${id}`, token: customer.token })).json();
  return { id, session: stripe.sessions.get(String(redirectUrl).split('/').at(-1)!)! };
}

/** Stripe's POST: no bearer token, no CSRF cookie or header, the signed bytes as they are. */
function deliver(delivery: { payload: string; headers: Record<string, string> }) {
  return ctx.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: delivery.headers, payload: delivery.payload });
}

const row = (id: number) => ctx.db.query.orders.findFirst({ where: eq(orders.id, id) });
const history = (id: number) => ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id));
const receipts = (from: number) => ctx.mails.slice(from).filter((m) => m.kind === 'order-confirmation');

describe('POST /payments/stripe/webhook', () => {
  it('checkout.session.completed confirms the order once, with history and one receipt, even delivered twice', async () => {
    const order = await orderWithSession();
    const paid = stripe.pay(order.session.id);
    const mails = ctx.mails.length;
    const delivery = stripe.delivery('checkout.session.completed', paid);

    const res = await deliver(delivery);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const after = await row(order.id);
    expect(after).toMatchObject({ status: 'CONFIRMED', paymentProvider: 'stripe', paymentSessionId: order.session.id, refundedAt: null });
    expect(after?.paidAt).toBeInstanceOf(Date);
    expect((await history(order.id)).map((h) => [h.fromStatus, h.toStatus, h.actorId, h.reason])).toEqual([
      [null, 'PENDING', customer.userId, null],
      ['PENDING', 'CONFIRMED', null, 'paid through Stripe Checkout'],
    ]);
    expect(receipts(mails)).toHaveLength(1);
    expect(receipts(mails)[0]!.text).toContain('card payment through Stripe');

    // Stripe redelivers the same event, and sends a second event for the same session.
    expect((await deliver(delivery)).statusCode).toBe(200);
    expect((await deliver(stripe.delivery('checkout.session.completed', paid))).statusCode).toBe(200);
    expect(receipts(mails)).toHaveLength(1);
    expect((await row(order.id))?.paidAt).toEqual(after?.paidAt);
    expect(stripe.refunds).toHaveLength(0);
  });

  it('pays once when the same event arrives concurrently', async () => {
    const order = await orderWithSession();
    const paid = stripe.pay(order.session.id);
    const mails = ctx.mails.length;
    const delivery = stripe.delivery('checkout.session.completed', paid);
    const results = await Promise.all([deliver(delivery), deliver(delivery), deliver(stripe.delivery('checkout.session.completed', paid))]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(receipts(mails)).toHaveLength(1);
    expect((await history(order.id)).filter((h) => h.toStatus === 'CONFIRMED')).toHaveLength(1);
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const order = await orderWithSession();
    const paid = stripe.pay(order.session.id);
    const forged = stripe.delivery('checkout.session.completed', paid, { secret: 'whsec_someone_else' });
    const res = await deliver(forged);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('webhookSignatureInvalid');

    const genuine = stripe.delivery('checkout.session.completed', paid);
    const altered = { ...genuine, payload: genuine.payload.replace('"paid"', '"PAID"') };
    expect((await deliver(altered)).statusCode).toBe(400);
    const { 'stripe-signature': _signature, ...unsigned } = genuine.headers;
    expect((await deliver({ ...genuine, headers: unsigned })).statusCode).toBe(400);
    expect(await row(order.id)).toMatchObject({ status: 'PENDING', paidAt: null });
  });

  it('answers 200 to event types it does not handle, changing nothing', async () => {
    const order = await orderWithSession();
    const res = await deliver(stripe.delivery('customer.created', order.session));
    expect(res.statusCode).toBe(200);
    expect(await row(order.id)).toMatchObject({ status: 'PENDING', paymentSessionId: order.session.id });
  });

  it('refunds a payment that arrives after the order was cancelled, and never marks it paid', async () => {
    const order = await orderWithSession();
    const cancel = await ctx.request({ method: 'PUT', url: `/api/order/${order.id}/cancel`, token: customer.token });
    expect(cancel.statusCode).toBe(200);
    // The customer had the page open and paid just before Stripe expired it.
    const late = stripe.pay(order.session.id);
    const mails = ctx.mails.length;

    const delivery = stripe.delivery('checkout.session.completed', late);
    expect((await deliver(delivery)).statusCode).toBe(200);
    expect(stripe.refunds).toHaveLength(1);
    expect(stripe.refunds[0]).toMatchObject({
      payment_intent: late.payment_intent,
      amount: late.amount_total,
      metadata: { orderId: String(order.id), reason: 'late payment' },
    });
    const after = await row(order.id);
    expect(after).toMatchObject({ status: 'CANCELLED', paidAt: null });
    expect(after?.refundedAt).toBeInstanceOf(Date);
    expect(receipts(mails)).toHaveLength(0);

    // A second delivery (or a new event for the same session) refunds nothing more.
    await deliver(delivery);
    await deliver(stripe.delivery('checkout.session.completed', late));
    const refundCalls = stripe.bodies.filter((b) => b.path === '/v1/refunds');
    expect(new Set(refundCalls.map((c) => c.idempotencyKey))).toEqual(new Set([`forkly-refund-${order.session.id}`]));
    expect(stripe.refunds).toHaveLength(1);
  });

  it('refunds a payment of a session the order no longer holds (its lines changed)', async () => {
    const order = await orderWithSession();
    const detail = await ctx.request({ method: 'GET', url: `/api/order/${order.id}`, token: customer.token });
    const line = detail.json().lines[0];
    await ctx.request({ method: 'PUT', url: `/api/item/${line.id}`, token: customer.token, payload: { id: line.id, quantity: 2 } });
    const stale = stripe.pay(order.session.id);
    const refundsBefore = stripe.refunds.length;
    expect((await deliver(stripe.delivery('checkout.session.completed', stale))).statusCode).toBe(200);
    expect(stripe.refunds.length).toBe(refundsBefore + 1);
    expect(await row(order.id)).toMatchObject({ status: 'PENDING', paidAt: null, refundedAt: null });
  });

  it('checkout.session.expired drops the session, and cancels an order past its 30 minutes as the sweep would', async () => {
    const young = await orderWithSession();
    expect((await deliver(stripe.delivery('checkout.session.expired', stripe.expire(young.session.id)))).statusCode).toBe(200);
    expect(await row(young.id)).toMatchObject({ status: 'PENDING', paymentSessionId: null });

    const old = await orderWithSession();
    await backdateOrder(ctx.db, old.id, 32);
    expect((await deliver(stripe.delivery('checkout.session.expired', stripe.expire(old.session.id)))).statusCode).toBe(200);
    expect(await row(old.id)).toMatchObject({ status: 'CANCELLED', paymentSessionId: null });
    expect((await history(old.id)).at(-1)).toMatchObject({ fromStatus: 'PENDING', toStatus: 'CANCELLED', actorId: null, reason: 'not paid within 30 minutes' });

    // The expiry of a session the order no longer holds changes nothing.
    const replaced = await orderWithSession();
    const first = replaced.session.id;
    stripe.expire(first);
    const fresh = (await ctx.request({ method: 'POST', url: `/api/checkout?orderId=${replaced.id}`, token: customer.token })).json().redirectUrl as string;
    await deliver(stripe.delivery('checkout.session.expired', stripe.sessions.get(first)!));
    expect((await row(replaced.id))?.paymentSessionId).toBe(fresh.split('/').at(-1));
  });
});
