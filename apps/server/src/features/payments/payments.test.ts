import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderStatusHistory, restaurants } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createOpenRestaurant, NEAR_ADDRESS } from '../../../test/order-factories';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createOpenRestaurant>>;
let customer: { token: string; userId: number; username: string };

beforeAll(async () => {
  ctx = await createTestContext();
  shop = await createOpenRestaurant(ctx.db);
  customer = await ctx.loginAs('USER');
});
afterAll(() => ctx.close());

async function placeOrder(token = customer.token): Promise<{ id: number; total: number; orderNumber: string }> {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/order/make-order',
    token,
    payload: {
      restaurantId: shop.restaurant.id,
      lines: [
        { menuId: shop.pasta.id, quantity: 1 },
        { menuId: shop.pizza.id, quantity: 1 },
      ],
      deliveryAddress: NEAR_ADDRESS,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

function checkout(orderId: number, options: { token?: string; key?: string } = {}) {
  return ctx.request({
    method: 'POST',
    url: `/api/checkout?orderId=${orderId}`,
    token: options.token ?? customer.token,
    headers: options.key ? { 'idempotency-key': options.key } : {},
  });
}

/** The browser's view: GET the page, read the form's token, post it as a form (no CSRF header). */
async function openPage(redirectUrl: string) {
  const page = await ctx.app.inject({ method: 'GET', url: redirectUrl });
  const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1];
  return { page, token };
}

function post(redirectUrl: string, action: 'pay' | 'cancel', token: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `${redirectUrl}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token }).toString(),
  });
}

async function orderRow(id: number) {
  return ctx.db.query.orders.findFirst({ where: eq(orders.id, id) });
}

describe('POST /checkout?orderId', () => {
  it('answers the demo payment page for the own PENDING order, and the same page again', async () => {
    const order = await placeOrder();
    const res = await checkout(order.id, { key: `checkout-${order.id}` });
    expect(res.statusCode).toBe(200);
    const { redirectUrl } = res.json();
    expect(redirectUrl).toMatch(/^\/api\/payments\/demo\/demo_[A-Za-z0-9_-]{32}$/);
    expect((await checkout(order.id)).json().redirectUrl).toBe(redirectUrl);
    expect((await checkout(order.id, { key: `checkout-${order.id}` })).json().redirectUrl).toBe(redirectUrl);
  });

  it("answers 404 for another customer's order and 401/403 to others", async () => {
    const order = await placeOrder();
    const other = await ctx.loginAs('USER');
    const res = await checkout(order.id, { token: other.token });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('orderNotFound');
    expect((await ctx.request({ method: 'POST', url: `/api/checkout?orderId=${order.id}` })).statusCode).toBe(401);
    const staff = await ctx.loginAs('SERVICE');
    expect((await checkout(order.id, { token: staff.token })).statusCode).toBe(403);
    expect((await checkout(2_000_000)).statusCode).toBe(404);
  });

  it('takes hours the database holds but that do not parse as closed, as every list does', async () => {
    const order = await placeOrder();
    const other = await createOpenRestaurant(ctx.db);
    await ctx.db.update(orders).set({ restaurantId: other.restaurant.id }).where(eq(orders.id, order.id));
    await ctx.db.update(restaurants).set({ timeZone: 'Mars/Olympus_Mons' }).where(eq(restaurants.id, other.restaurant.id));
    const res = await checkout(order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('restaurantClosed');
  });
});

describe('the demo payment page', () => {
  it('shows the amount and restaurant in plain HTML, without any script', async () => {
    const order = await placeOrder();
    const { redirectUrl } = (await checkout(order.id)).json();
    const { page, token } = await openPage(redirectUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<title>Demo payment: no money moves');
    expect(page.body).toContain(shop.restaurant.name);
    expect(page.body).toContain(order.orderNumber);
    expect(page.body).toContain('€23.39');
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain(`action="${redirectUrl}/pay"`);
    expect(token).toBeTruthy();
  });

  it('Pay confirms the order once: paidAt, history, receipt mail, 303 to success', async () => {
    const order = await placeOrder();
    const { redirectUrl } = (await checkout(order.id)).json();
    const { token } = await openPage(redirectUrl);
    const mailsBefore = ctx.mails.length;

    const paid = await post(redirectUrl, 'pay', token!);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/details/success?orderId=${order.id}`);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'CONFIRMED', paymentProvider: 'demo' });
    expect(row?.paidAt).toBeInstanceOf(Date);
    const history = await ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.actorId])).toEqual([
      [null, 'PENDING', customer.userId],
      ['PENDING', 'CONFIRMED', null],
    ]);
    const mails = ctx.mails.slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'order-confirmation', to: `${customer.username}@example.test` });
    expect(mails[0]!.subject).toContain(order.orderNumber);
    expect(mails[0]!.text).toContain('Total paid: €23.39');

    // Pressing Pay again (or the back button and Pay) never pays twice.
    const again = await post(redirectUrl, 'pay', token!);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`/details/success?orderId=${order.id}`);
    expect(ctx.mails.length).toBe(mailsBefore + 1);
    expect((await orderRow(order.id))?.paidAt).toEqual(row?.paidAt);

    const view = await ctx.app.inject({ method: 'GET', url: redirectUrl });
    expect(view.body).toContain('This order is already paid');
    const pending = await checkout(order.id);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().errorCode).toBe('orderNotPending');
  });

  it('a double click pays once', async () => {
    const order = await placeOrder();
    const { redirectUrl } = (await checkout(order.id)).json();
    const { token } = await openPage(redirectUrl);
    const mailsBefore = ctx.mails.length;
    const results = await Promise.all([post(redirectUrl, 'pay', token!), post(redirectUrl, 'pay', token!), post(redirectUrl, 'pay', token!)]);
    expect(results.map((r) => r.statusCode)).toEqual([303, 303, 303]);
    expect(ctx.mails.length).toBe(mailsBefore + 1);
    const history = await ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.filter((h) => h.toStatus === 'CONFIRMED')).toHaveLength(1);
  });

  it('Cancel leaves the order PENDING and payable again', async () => {
    const order = await placeOrder();
    const { redirectUrl } = (await checkout(order.id)).json();
    const { token } = await openPage(redirectUrl);
    const cancelled = await post(redirectUrl, 'cancel', token!);
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`/details/cancel?orderId=${order.id}`);
    expect((await orderRow(order.id))?.status).toBe('PENDING');
    const retry = await checkout(order.id);
    expect(retry.json().redirectUrl).toBe(redirectUrl);
    expect((await post(redirectUrl, 'pay', token!)).headers.location).toBe(`/details/success?orderId=${order.id}`);
  });

  it('refuses a wrong token and an unknown or expired session', async () => {
    const order = await placeOrder();
    const { redirectUrl } = (await checkout(order.id)).json();
    const forged = await post(redirectUrl, 'pay', 'forged-token');
    expect(forged.statusCode).toBe(400);
    expect((await orderRow(order.id))?.status).toBe('PENDING');

    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/payments/demo/demo_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(410);
    expect(unknown.body).not.toMatch(/<script/i);
  });

  it('a changed order expires the page that was open before', async () => {
    const order = await placeOrder();
    const { redirectUrl } = (await checkout(order.id)).json();
    const { token } = await openPage(redirectUrl);
    const detail = await ctx.request({ method: 'GET', url: `/api/order/${order.id}`, token: customer.token });
    const line = detail.json().lines[0];
    const changed = await ctx.request({ method: 'PUT', url: `/api/item/${line.id}`, token: customer.token, payload: { id: line.id, quantity: 3 } });
    expect(changed.statusCode).toBe(200);

    const stale = await post(redirectUrl, 'pay', token!);
    expect(stale.statusCode).toBe(410);
    expect((await orderRow(order.id))?.status).toBe('PENDING');
    const fresh = (await checkout(order.id)).json().redirectUrl;
    expect(fresh).not.toBe(redirectUrl);
    const page = await openPage(fresh);
    expect(page.page.body).toContain('€49.19');
  });
});
