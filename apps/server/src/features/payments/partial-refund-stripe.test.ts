import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRefunds, orders } from '../../db/schema/index';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe';
import { createTestContext, type TestContext } from '../../../test/helper';
import { openSecondInstance, runJobs } from '../../../test/jobs';
import { createOpenRestaurant, NEAR_ADDRESS } from '../../../test/order-factories';
import type { Shop } from '../../../test/refund-orders';
import { createJobWorker } from '../job-handlers';
import { MAIL_JOB } from '../jobs/index';
import { REFUND_RETRY_AFTER_MS } from './cancelled-order-refund';
import { PARTIAL_REFUND_JOB } from './partial-refund.job';

let stripe: FakeStripe;
let ctx: TestContext;
let shop: Shop;
let customer: { token: string; username: string };
let service: { token: string };

beforeAll(async () => {
  stripe = await startFakeStripe();
  ctx = await createTestContext({ env: { ...stripe.env, PUBLIC_URL: 'https://forkly.test' } });
  shop = await createOpenRestaurant(ctx.db);
  customer = await ctx.loginAs('USER');
  service = await ctx.loginAs('ADMIN');
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

/** 2 × Pasta Carbonara paid on Stripe's page and confirmed by its webhook. */
async function stripePaidOrder() {
  const placed = await ctx.request({
    method: 'POST',
    url: '/api/order/make-order',
    token: customer.token,
    payload: { restaurantId: shop.restaurant.id, lines: [{ menuId: shop.pasta.id, quantity: 2 }], deliveryAddress: NEAR_ADDRESS },
  });
  const { id } = placed.json<{ id: number }>();
  const { redirectUrl } = (await ctx.request({ method: 'POST', url: `/api/checkout?orderId=${id}`, token: customer.token })).json<{ redirectUrl: string }>();
  const session = stripe.pay(redirectUrl.split('/').at(-1)!);
  const delivery = stripe.delivery('checkout.session.completed', session);
  expect((await ctx.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: delivery.headers, payload: delivery.payload })).statusCode).toBe(
    200,
  );
  const order = (await ctx.db.query.orders.findFirst({ where: eq(orders.id, id), with: { lines: true } }))!;
  return { ...order, session };
}

const refundCalls = (from: number) => stripe.bodies.slice(from).filter((b) => b.path === '/v1/refunds');
const refundMails = (from: number) => ctx.mails.slice(from).filter((m) => m.kind === 'order-partial-refund');
const refundRow = async (orderId: number) => (await ctx.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)))[0];

describe('a partial refund of a Stripe payment', () => {
  it('asks Stripe once for its amount, under its own key, even with two instances running the queue at once', async () => {
    const order = await stripePaidOrder();
    const calls = stripe.bodies.length;
    const mails = ctx.mails.length;
    const res = await ctx.request({
      method: 'POST',
      url: `/api/order/${order.id}/refund`,
      token: service.token,
      payload: { lines: [{ lineId: order.lines[0]!.id, quantity: 1 }], reason: 'missingItem' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id: refundId } = res.json<{ id: number }>();

    const second = await openSecondInstance(ctx);
    try {
      const runs = await Promise.all([
        runJobs(ctx.app, { kinds: [PARTIAL_REFUND_JOB] }),
        createJobWorker(second.app, { log: () => {} }).runDue({ kinds: [PARTIAL_REFUND_JOB] }),
      ]);
      expect(runs.reduce((sum, run) => sum + run.done, 0)).toBe(1);
    } finally {
      await second.close();
    }
    await runJobs(ctx.app, { kinds: [MAIL_JOB] });

    expect(refundCalls(calls)).toEqual([
      expect.objectContaining({
        idempotencyKey: `forkly-partial-refund-${refundId}`,
        body: expect.objectContaining({ payment_intent: order.session.payment_intent, amount: '1290' }),
      }),
    ]);
    expect(stripe.refunds.at(-1)).toMatchObject({ amount: 1290, status: 'succeeded' });
    expect(await refundRow(order.id)).toMatchObject({ refundedAt: expect.any(Date), providerRefundId: stripe.refunds.at(-1)!.id });
    expect(refundMails(mails)).toHaveLength(1);
    expect(refundMails(mails)[0]!.text).toContain('We have refunded €12.90 to the card you paid with.');
  });

  it('retries while Stripe is down, then refunds once; a cancel afterwards gives back only the rest', async () => {
    const order = await stripePaidOrder();
    const res = await ctx.request({ method: 'POST', url: `/api/order/${order.id}/refund`, token: service.token, payload: { amount: '5.00', reason: 'late' } });
    expect(res.statusCode).toBe(201);
    const mails = ctx.mails.length;

    stripe.server.answer(() => ({ status: 500, body: { error: { type: 'api_error', message: 'Stripe is down' } } }));
    expect(await runJobs(ctx.app, { kinds: [PARTIAL_REFUND_JOB] })).toEqual({ done: 0, failed: 1 });
    expect((await refundRow(order.id))?.refundedAt).toBeNull();
    stripe.server.answer(stripe.handler);
    const later = new Date(Date.now() + REFUND_RETRY_AFTER_MS + 1000);
    expect(await runJobs(ctx.app, { now: later, kinds: [PARTIAL_REFUND_JOB] })).toEqual({ done: 1, failed: 0 });
    await runJobs(ctx.app, { kinds: [MAIL_JOB] });
    expect(refundMails(mails)).toHaveLength(1);
    expect((await refundRow(order.id))?.refundedAt).toBeInstanceOf(Date);

    const calls = stripe.bodies.length;
    const cancel = await ctx.request({ method: 'PUT', url: `/api/restaurant/order/${order.id}?status=CANCELLED&reason=other`, token: service.token });
    expect(cancel.statusCode).toBe(200);
    expect(refundCalls(calls)).toEqual([expect.objectContaining({ body: expect.objectContaining({ amount: String(order.totalCents - 500) }) })]);
    const given = stripe.refunds.filter((r) => r.payment_intent === order.session.payment_intent).map((r) => r.amount);
    expect(given).toEqual([500, order.totalCents - 500]);
  });
});
