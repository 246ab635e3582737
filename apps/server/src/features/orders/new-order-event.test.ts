import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderEvent } from '@forkly/contracts';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createRestaurant, DEFAULT_PASSWORD } from '../../../test/factories';
import { ALWAYS_OPEN, createMenu, createOpenRestaurant, NEAR_ADDRESS } from '../../../test/order-factories';

/**
 * The dashboard's new-order alert listens for an `order` event with status CONFIRMED: this checks
 * the whole way there, from the customer's payment on the demo page to the restaurant's stream.
 */
let ctx: TestContext;
let baseUrl: string;
const open: http.ClientRequest[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const request of open) request.destroy();
  await ctx.close();
});

async function login(username: string) {
  const res = await ctx.request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId: username, password: DEFAULT_PASSWORD } });
  return res.json<{ access_token: string }>().access_token;
}

/** The `order` events one account's stream receives, collected as they arrive. */
async function orderEventsOf(token: string): Promise<OrderEvent[]> {
  const { ticket } = (await ctx.request({ method: 'POST', url: '/api/events/ticket', token })).json<{ ticket: string }>();
  const events: OrderEvent[] = [];
  await new Promise<void>((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/events?ticket=${encodeURIComponent(ticket)}`, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        if (buffer.includes(': connected')) resolve();
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          if (!block.includes('event: order\n')) continue;
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) events.push(JSON.parse(data.slice(6)) as OrderEvent);
        }
      });
    });
    request.on('error', reject);
    open.push(request);
  });
  return events;
}

async function until(check: () => boolean, timeoutMs = 5000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A customer orders from `shop` and pays on the demo payment page, as a browser would. */
async function orderAndPay(shop: { restaurantId: number; menuId: number }): Promise<number> {
  const customer = await ctx.loginAs('USER');
  const placed = await ctx.request({
    method: 'POST',
    url: '/api/order/make-order',
    token: customer.token,
    payload: { restaurantId: shop.restaurantId, lines: [{ menuId: shop.menuId, quantity: 1 }], deliveryAddress: NEAR_ADDRESS },
  });
  expect(placed.statusCode).toBe(201);
  const orderId = placed.json<{ id: number }>().id;
  const { redirectUrl } = (await ctx.request({ method: 'POST', url: `/api/checkout?orderId=${orderId}`, token: customer.token })).json<{
    redirectUrl: string;
  }>();
  const page = await ctx.app.inject({ method: 'GET', url: redirectUrl });
  const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const paid = await ctx.app.inject({
    method: 'POST',
    url: `${redirectUrl}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token }).toString(),
  });
  expect(paid.statusCode).toBeLessThan(400);
  return orderId;
}

describe('a paid order reaches the restaurant live', () => {
  it('tells the branch and its parent restaurant, not another restaurant, that a new order is CONFIRMED', async () => {
    const main = await createOpenRestaurant(ctx.db);
    const branch = await createRestaurant(ctx.db, { parentRestaurantId: main.restaurant.id, openingHours: ALWAYS_OPEN });
    const dish = await createMenu(ctx.db, { restaurantId: branch.restaurant.id, priceCents: 1500 });
    const other = await createOpenRestaurant(ctx.db);
    const [mainEvents, branchEvents, otherEvents] = await Promise.all([
      orderEventsOf(await login(main.account.username)),
      orderEventsOf(await login(branch.account.username)),
      orderEventsOf(await login(other.account.username)),
    ]);

    const orderId = await orderAndPay({ restaurantId: branch.restaurant.id, menuId: dish.id });

    const confirmed = { orderId, status: 'CONFIRMED', courierId: null };
    await until(() => mainEvents.length > 0 && branchEvents.length > 0);
    // Payment, the promise and the dispatch plan's estimate may each send one: all say CONFIRMED.
    const distinct = (events: OrderEvent[]) => [...new Set(events.map((e) => JSON.stringify(e)))].map((e) => JSON.parse(e) as OrderEvent);
    expect(distinct(branchEvents)).toEqual([confirmed]);
    expect(distinct(mainEvents)).toEqual([confirmed]);
    // The other restaurant's own later order is the barrier: the branch's, sent first, would arrive before it.
    const otherOrderId = await orderAndPay({ restaurantId: other.restaurant.id, menuId: other.pasta.id });
    await until(() => otherEvents.some((e) => e.orderId === otherOrderId));
    expect(otherEvents.filter((e) => e.orderId !== otherOrderId)).toEqual([]);
  });
});
