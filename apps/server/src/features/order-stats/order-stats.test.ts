import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStats, OrderStatus } from '@forkly/contracts';
import { orders, restaurants } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createRestaurant, createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { createOrder } from '../../../test/order-state-factories';

/** GET /order-stats and GET /restaurant-stats: the dashboard home's overview (DESIGN.md section 6). */
let ctx: TestContext;
const tokens: Record<'main' | 'branch' | 'other' | 'courier' | 'customer' | 'admin' | 'service', string> = {} as never;
const ids: Record<'main' | 'branch' | 'other', number> = {} as never;
const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

async function login(username: string) {
  const res = await ctx.request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId: username, password: DEFAULT_PASSWORD } });
  return res.json<{ access_token: string }>().access_token;
}

/** An order of `totalCents`, optionally paid two days ago or refunded. */
async function order(
  restaurantId: number,
  userId: number,
  status: OrderStatus,
  totalCents: number,
  extra: { courierId?: number; old?: boolean; refunded?: boolean } = {},
) {
  const row = await createOrder(ctx.db, { restaurantId, userId, status, courierId: extra.courierId });
  const past = new Date(Date.now() - TWO_DAYS_MS);
  await ctx.db
    .update(orders)
    .set({
      subtotalCents: totalCents - 199,
      totalCents,
      ...(extra.old ? { createdAt: past, paidAt: past } : {}),
      ...(extra.refunded ? { refundedAt: new Date() } : {}),
    })
    .where(eq(orders.id, row.id));
}

beforeAll(async () => {
  ctx = await createTestContext();
  const main = await createRestaurant(ctx.db, { name: 'Main Kitchen' });
  const branch = await createRestaurant(ctx.db, { name: 'Branch Kitchen', parentRestaurantId: main.restaurant.id, paused: true });
  const other = await createRestaurant(ctx.db, { name: 'Other Kitchen', visible: false });
  const customer = await ctx.loginAs('USER');
  const someoneElse = await createUser(ctx.db, { role: 'USER' });
  const courier = await ctx.loginAs('COURIER');
  Object.assign(ids, { main: main.restaurant.id, branch: branch.restaurant.id, other: other.restaurant.id });
  Object.assign(tokens, {
    main: await login(main.account.username),
    branch: await login(branch.account.username),
    other: await login(other.account.username),
    courier: courier.token,
    customer: customer.token,
    admin: (await ctx.loginAs('ADMIN')).token,
    service: (await ctx.loginAs('SERVICE')).token,
  });
  // Main: 2 confirmed today (30 € + 12.50 €), 1 delivered two days ago (20 €), 1 unpaid.
  await order(ids.main, customer.userId, 'CONFIRMED', 3000);
  await order(ids.main, someoneElse.id, 'CONFIRMED', 1250);
  await order(ids.main, someoneElse.id, 'DELIVERED', 2000, { courierId: courier.userId, old: true });
  await order(ids.main, customer.userId, 'PENDING', 1500);
  // Branch: 1 awaiting pickup today (18 €), 1 cancelled and refunded today (25 €).
  await order(ids.branch, someoneElse.id, 'AWAITING_PICKUP', 1800, { courierId: courier.userId });
  await order(ids.branch, customer.userId, 'CANCELLED', 2500, { refunded: true });
  // Other: 1 on its way today (40 €).
  await order(ids.other, someoneElse.id, 'READY_FOR_DELIVERY', 4000);
});
afterAll(() => ctx.close());

const stats = (token: string | undefined, query = '') => ctx.request({ method: 'GET', url: `/api/order-stats${query}`, token });
const midnight = () => {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  return d.toISOString();
};
const zeroes = { PENDING: 0, CONFIRMED: 0, AWAITING_PICKUP: 0, READY_FOR_DELIVERY: 0, DELIVERED: 0, CANCELLED: 0 };

async function statsOf(token: string, query = `?from=${encodeURIComponent(midnight())}`): Promise<OrderStats> {
  const res = await stats(token, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OrderStats>();
}

describe('GET /order-stats', () => {
  it('counts a restaurant’s own and its branches’ orders by status, with today’s paid orders', async () => {
    expect(await statsOf(tokens.main)).toEqual({
      byStatus: { ...zeroes, PENDING: 1, CONFIRMED: 2, AWAITING_PICKUP: 1, DELIVERED: 1, CANCELLED: 1 },
      total: 6,
      // 30 + 12.50 + 18; the delivered one was paid two days ago, the cancelled one refunded.
      today: { from: midnight(), paidOrders: 3, revenue: 60.5 },
    });
  });

  it('counts a branch’s own orders only, and narrows a restaurant to one branch', async () => {
    const branch = { byStatus: { ...zeroes, AWAITING_PICKUP: 1, CANCELLED: 1 }, total: 2, today: { from: midnight(), paidOrders: 1, revenue: 18 } };
    expect(await statsOf(tokens.branch)).toEqual(branch);
    expect(await statsOf(tokens.main, `?restaurantId=${ids.branch}&from=${encodeURIComponent(midnight())}`)).toEqual(branch);
  });

  it('counts a courier’s assigned orders and a customer’s own', async () => {
    expect((await statsOf(tokens.courier)).byStatus).toEqual({ ...zeroes, AWAITING_PICKUP: 1, DELIVERED: 1 });
    expect((await statsOf(tokens.customer)).byStatus).toEqual({ ...zeroes, CONFIRMED: 1, PENDING: 1, CANCELLED: 1 });
  });

  it('counts every order for staff, or one restaurant’s', async () => {
    for (const token of [tokens.admin, tokens.service]) {
      const all = await statsOf(token);
      expect(all.total).toBe(7);
      expect(all.today).toEqual({ from: midnight(), paidOrders: 4, revenue: 100.5 });
      expect((await statsOf(token, `?restaurantId=${ids.other}`)).byStatus).toEqual({ ...zeroes, READY_FOR_DELIVERY: 1 });
    }
  });

  it('starts "today" where `from` says, by default at the server’s midnight', async () => {
    const threeDaysAgo = new Date(Date.now() - TWO_DAYS_MS - 24 * 60 * 60 * 1000).toISOString();
    expect((await statsOf(tokens.main, `?from=${threeDaysAgo}`)).today).toMatchObject({ paidOrders: 4, revenue: 80.5 });
    expect((await statsOf(tokens.main, `?from=${encodeURIComponent('2999-01-01T00:00:00+01:00')}`)).today).toMatchObject({ paidOrders: 0, revenue: 0 });
    expect((await statsOf(tokens.main, '')).today).toEqual({ from: midnight(), paidOrders: 3, revenue: 60.5 });
  });

  it('refuses another restaurant’s id with 403, bad input with 400, and visitors with 401', async () => {
    for (const res of [await stats(tokens.main, `?restaurantId=${ids.other}`), await stats(tokens.branch, `?restaurantId=${ids.main}`)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('forbidden');
    }
    const bad = await stats(tokens.admin, '?from=yesterday&restaurantId=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ from: 'Invalid value', restaurantId: 'Invalid value' });
    expect((await stats(undefined)).statusCode).toBe(401);
  });
});

describe('GET /restaurant-stats', () => {
  it('gives ADMIN the restaurants by state and the busiest by paid orders', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/restaurant-stats', token: tokens.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total: 3,
      main: 2,
      branches: 1,
      visible: 2,
      hidden: 1,
      paused: 1,
      top: [
        { id: ids.main, name: 'Main Kitchen', parentRestaurantId: null, paidOrders: 3, revenue: 62.5 },
        { id: ids.branch, name: 'Branch Kitchen', parentRestaurantId: ids.main, paidOrders: 1, revenue: 18 },
        { id: ids.other, name: 'Other Kitchen', parentRestaurantId: null, paidOrders: 1, revenue: 40 },
      ],
    });
  });

  it('counts a paused restaurant only while it is visible', async () => {
    await ctx.db.update(restaurants).set({ visible: false }).where(eq(restaurants.id, ids.branch));
    const res = await ctx.request({ method: 'GET', url: '/api/restaurant-stats', token: tokens.admin });
    expect(res.json()).toMatchObject({ visible: 1, hidden: 2, paused: 0 });
    await ctx.db.update(restaurants).set({ visible: true }).where(eq(restaurants.id, ids.branch));
  });

  it('is for ADMIN only', async () => {
    for (const token of [tokens.service, tokens.main, tokens.courier, tokens.customer]) {
      expect((await ctx.request({ method: 'GET', url: '/api/restaurant-stats', token })).statusCode).toBe(403);
    }
  });
});
