import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../db/schema/index';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createOpenRestaurant, NEAR_ADDRESS } from '../../../test/order-factories';

let stripe: FakeStripe;
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createOpenRestaurant>>;
let customer: { token: string; userId: number };

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

interface Line {
  id: number;
  quantity: number;
}

/** Pasta 12.90 € and two colas 2.50 € (minimum order 10 €), with Stripe's payment page open. */
async function orderOnStripePage(
  lines = [
    { menuId: shop.pasta.id, quantity: 1 },
    { extraId: shop.cola.id, quantity: 2 },
  ],
) {
  const placed = await ctx.request({
    method: 'POST',
    url: '/api/order/make-order',
    token: customer.token,
    payload: { restaurantId: shop.restaurant.id, lines, deliveryAddress: NEAR_ADDRESS },
  });
  expect(placed.statusCode).toBe(201);
  const { id, lines: made } = placed.json() as { id: number; lines: Line[] };
  const sessionId = await checkout(id);
  return { id, lines: made, sessionId };
}

async function checkout(orderId: number): Promise<string> {
  const res = await ctx.request({ method: 'POST', url: `/api/checkout?orderId=${orderId}`, token: customer.token });
  expect(res.statusCode).toBe(200);
  return String(res.json().redirectUrl).split('/').at(-1)!;
}

const put = (line: Line, quantity: number) =>
  ctx.request({ method: 'PUT', url: `/api/item/${line.id}`, token: customer.token, payload: { id: line.id, quantity } });
const del = (line: Line) => ctx.request({ method: 'DELETE', url: `/api/item/${line.id}`, token: customer.token });
const row = (id: number) => ctx.db.query.orders.findFirst({ where: eq(orders.id, id) });
const quantities = async (id: number) => (await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, id))).map((l) => l.quantity).sort();
const expireCalls = (sessionId: string) => stripe.bodies.filter((b) => b.path === `/v1/checkout/sessions/${sessionId}/expire`);

describe('line changes of an order on Stripe Checkout (PUT/DELETE /item/{id})', () => {
  it('expires the open session at Stripe before a quantity changes; the next checkout charges the new total', async () => {
    const order = await orderOnStripePage();
    const res = await put(order.lines[0]!, 2);
    expect(res.statusCode).toBe(200);
    expect(expireCalls(order.sessionId)).toHaveLength(1);
    expect(stripe.sessions.get(order.sessionId)!.status).toBe('expired');
    const after = await row(order.id);
    expect(after).toMatchObject({ status: 'PENDING', paymentSessionId: null, totalCents: 2580 + 500 + 199 });

    const fresh = await checkout(order.id);
    expect(fresh).not.toBe(order.sessionId);
    expect(stripe.sessions.get(fresh)).toMatchObject({ status: 'open', amount_total: after!.totalCents });
  });

  it('expires the open session at Stripe before a line is removed', async () => {
    const order = await orderOnStripePage();
    expect((await del(order.lines[1]!)).statusCode).toBe(204);
    expect(stripe.sessions.get(order.sessionId)!.status).toBe('expired');
    expect(await row(order.id)).toMatchObject({ paymentSessionId: null, totalCents: 1290 + 199 });
  });

  it('refuses the change with 409 when the session was paid meanwhile: the payment confirms the order, the lines stay', async () => {
    for (const change of [(l: Line[]) => put(l[0]!, 3), (l: Line[]) => del(l[1]!)]) {
      const order = await orderOnStripePage();
      stripe.pay(order.sessionId);
      const refunds = stripe.refunds.length;
      const mails = ctx.mails.length;
      const res = await change(order.lines);
      expect(res.statusCode).toBe(409);
      expect(res.json().errorCode).toBe('orderNotPending');
      expect(await quantities(order.id)).toEqual([1, 2]);
      const after = await row(order.id);
      expect(after).toMatchObject({ status: 'CONFIRMED', paymentSessionId: order.sessionId, totalCents: 1290 + 500 + 199, refundedAt: null });
      expect(after?.paidAt).toBeInstanceOf(Date);
      expect(ctx.mails.slice(mails).filter((m) => m.kind === 'order-confirmation')).toHaveLength(1);
      expect(stripe.refunds.length).toBe(refunds);
    }
  });

  it('answers 502 when Stripe does not answer, changing nothing', async () => {
    const order = await orderOnStripePage();
    const before = await row(order.id);
    stripe.server.answer(() => ({ status: 500, body: { error: { type: 'api_error', message: 'Stripe is down' } } }));
    try {
      for (const res of [await put(order.lines[0]!, 2), await del(order.lines[1]!)]) {
        expect(res.statusCode).toBe(502);
        expect(res.json().errorCode).toBe('paymentProviderUnavailable');
      }
    } finally {
      stripe.server.answer(stripe.handler);
    }
    expect(await row(order.id)).toEqual(before);
    expect(await quantities(order.id)).toEqual([1, 2]);
    expect(stripe.sessions.get(order.sessionId)!.status).toBe('open');
  });

  it('leaves the payment page open when the change is refused anyway (last line, minimum order)', async () => {
    const order = await orderOnStripePage([{ menuId: shop.pizza.id, quantity: 2 }]);
    const last = await del(order.lines[0]!);
    expect(last.json()).toMatchObject({ status: 409, errorCode: 'orderNeedsOneItem' });
    const below = await put(order.lines[0]!, 1);
    expect(below.json()).toMatchObject({ status: 409, errorCode: 'minimumOrderNotReached' });
    expect(expireCalls(order.sessionId)).toHaveLength(0);
    expect(stripe.sessions.get(order.sessionId)!.status).toBe('open');
    expect(await row(order.id)).toMatchObject({ paymentSessionId: order.sessionId, totalCents: 1700 + 199 });
  });

  it('expires a session the customer opened while the change was being made (another tab)', async () => {
    const order = await orderOnStripePage();
    // Stripe answers the expiry slowly; meanwhile a second tab opens a new session for the old amount.
    stripe.server.answer((request) => {
      const answer = stripe.handler(request);
      return request.url.endsWith(`/${order.sessionId}/expire`) ? { ...answer, delayMs: 800 } : answer;
    });
    let change: Awaited<ReturnType<typeof put>>;
    try {
      const changing = put(order.lines[0]!, 2);
      await expect.poll(() => expireCalls(order.sessionId).length, { timeout: 5000 }).toBe(1);
      const meanwhile = {
        ...structuredClone(stripe.sessions.get(order.sessionId)!),
        id: 'cs_test_other_tab',
        status: 'open' as const,
        url: 'https://checkout.stripe.com/c/pay/cs_test_other_tab',
      };
      stripe.sessions.set(meanwhile.id, meanwhile);
      await ctx.db.update(orders).set({ paymentProvider: 'stripe', paymentSessionId: meanwhile.id }).where(eq(orders.id, order.id));
      change = await changing;
    } finally {
      stripe.server.answer(stripe.handler);
    }
    expect(change.statusCode).toBe(200);
    expect(stripe.sessions.get('cs_test_other_tab')!.status).toBe('expired');
    expect(await row(order.id)).toMatchObject({ status: 'PENDING', paymentSessionId: null });
    expect(await quantities(order.id)).toEqual([2, 2]);
  });
});
