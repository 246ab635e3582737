import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PerformanceRanking, RestaurantPerformance } from '@forkly/contracts';
import { orders, ratings } from '../../db/schema/index';
import { createRestaurant, createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createOrder } from '../../../test/order-state-factories';

/** Issue 21: how fast a kitchen accepts, what it misses or rejects, whether its food is ready when it said, and its ratings. */
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createRestaurant>>;
let other: Awaited<ReturnType<typeof createRestaurant>>;
let owner: string;
let stranger: string;
let staff: string;
let customerId: number;
const MINUTE = 60_000;

const login = async (username: string) =>
  (await ctx.request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId: username, password: DEFAULT_PASSWORD } })).json<{
    access_token: string;
  }>().access_token;

beforeAll(async () => {
  ctx = await createTestContext();
  shop = await createRestaurant(ctx.db, { name: 'Aaa Acceptable' });
  other = await createRestaurant(ctx.db, { name: 'Zzz Missing' });
  owner = await login(shop.account.username);
  stranger = await login(other.account.username);
  staff = (await ctx.loginAs('SERVICE')).token;
  customerId = (await createUser(ctx.db)).id;

  // Today (an hour ago, well inside the local day): accepted after 1, 2, 3 and 10 minutes; two prepared, one late.
  const hourAgo = Date.now() - 60 * MINUTE;
  const acceptedAfter = [1, 2, 3, 10];
  for (const [i, minutes] of acceptedAfter.entries()) {
    const order = await createOrder(ctx.db, { restaurantId: shop.restaurant.id, userId: customerId, status: 'DELIVERED', paidAt: new Date(hourAgo) });
    const readyAt = new Date(hourAgo + 20 * MINUTE);
    const preparedAt = i === 0 ? new Date(readyAt.getTime() - MINUTE) : i === 1 ? new Date(readyAt.getTime() + 7 * MINUTE) : null;
    await ctx.db
      .update(orders)
      .set({ acceptedAt: new Date(hourAgo + minutes * MINUTE), kitchenReadyAt: readyAt, preparedAt })
      .where(eq(orders.id, order.id));
    if (i < 2)
      await ctx.db.insert(ratings).values({ orderId: order.id, userId: customerId, restaurantId: shop.restaurant.id, restaurantStars: i === 0 ? 5 : 4 });
  }
  const missed = await createOrder(ctx.db, { restaurantId: shop.restaurant.id, userId: customerId, status: 'CANCELLED', paidAt: new Date(hourAgo) });
  await ctx.db.update(orders).set({ cancelReason: 'missed' }).where(eq(orders.id, missed.id));
  // Rejected through the API, so the cancel is the kitchen's own.
  const rejected = await createOrder(ctx.db, { restaurantId: shop.restaurant.id, userId: customerId });
  const res = await ctx.request({ method: 'PUT', url: `/api/restaurant/order/${rejected.id}?status=CANCELLED&reason=tooBusy`, token: owner });
  expect(res.statusCode, res.body).toBe(200);
  // Two missed at the other restaurant; one order three weeks ago at ours (outside a week's ranking).
  for (let i = 0; i < 2; i++) {
    const order = await createOrder(ctx.db, { restaurantId: other.restaurant.id, userId: customerId, status: 'CANCELLED', paidAt: new Date(hourAgo) });
    await ctx.db.update(orders).set({ cancelReason: 'missed' }).where(eq(orders.id, order.id));
  }
  await createOrder(ctx.db, {
    restaurantId: shop.restaurant.id,
    userId: customerId,
    status: 'DELIVERED',
    paidAt: new Date(Date.now() - 21 * 24 * 60 * MINUTE),
  });
});
afterAll(() => ctx.close());

const performance = (query: string, token = owner, id = shop.restaurant.id) =>
  ctx.request({ method: 'GET', url: `/api/restaurant/${id}/performance${query}`, token });

describe("a restaurant's own performance", () => {
  it('per day: the last 14 local days, newest first, today with its acceptance median and p90, misses, rejections, ready times and ratings', async () => {
    const res = await performance('');
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json<RestaurantPerformance>();
    expect(view).toMatchObject({ restaurantId: shop.restaurant.id, name: 'Aaa Acceptable', period: 'day', timeZone: 'Europe/Berlin' });
    expect(view.periods).toHaveLength(14);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(Date.now() - 60 * MINUTE));
    expect(view.periods[0]!.start).toBe(today);
    expect(view.periods[0]).toMatchObject({
      orders: 6,
      accepted: 4,
      // 1, 2, 3 and 10 minutes: the median 150 s, the 90th percentile 474 s (interpolated).
      acceptanceMedianSeconds: 150,
      acceptanceP90Seconds: 474,
      missed: 1,
      rejected: 1,
      prepared: 2,
      readyLateMinutesMean: 3,
      readyOnTimeShare: 0.5,
      ratingAverage: 4.5,
      ratingCount: 2,
    });
    expect(view.periods.slice(1).every((p) => p.orders === 0 && p.acceptanceMedianSeconds === null)).toBe(true);
    expect(view.total).toMatchObject({ orders: 6, missed: 1, rejected: 1 });
  });

  it('per week: the last 8 weeks by their Mondays, the order three weeks ago in its week', async () => {
    const view = (await performance('?period=week')).json<RestaurantPerformance>();
    expect(view.periods).toHaveLength(8);
    expect(view.periods.every((p) => new Date(`${p.start}T12:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(view.periods.reduce((n, p) => n + p.orders, 0)).toBe(7);
    expect(view.total.orders).toBe(7);
  });

  it('is its own, its owner’s and staff’s; other restaurants get 403 and bad input a clear error', async () => {
    expect((await performance('', stranger)).statusCode).toBe(403);
    expect((await performance('', staff)).statusCode).toBe(200);
    expect((await performance('?period=month')).json()).toMatchObject({ status: 400, errorCode: 'validationFailed', fields: { period: expect.any(String) } });
    expect((await performance('', owner, 999_999)).json()).toMatchObject({ status: 404, errorCode: 'restaurantNotFound' });
  });
});

describe("staff's ranking of every restaurant", () => {
  const ranking = (query: string, token = staff) => ctx.request({ method: 'GET', url: `/api/dispatch/restaurant-performance${query}`, token });

  it('sorts by missed orders by default, most first, and by any column either way, paged', async () => {
    const res = await ranking('');
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json<PerformanceRanking>();
    expect(view.results.slice(0, 2).map((r) => [r.name, r.missed])).toEqual([
      ['Zzz Missing', 2],
      ['Aaa Acceptable', 1],
    ]);
    expect(view.results[1]).toMatchObject({ restaurantId: shop.restaurant.id, orders: 6, acceptanceMedianSeconds: 150, ratingAverage: 4.5 });
    const byMedian = (await ranking('?sortBy=acceptanceMedian&orderBy=ASC')).json<PerformanceRanking>();
    expect(byMedian.results[0]!.name).toBe('Aaa Acceptable');
    const paged = (await ranking('?sortBy=name&orderBy=DESC&limit=1&page=2')).json<PerformanceRanking>();
    expect(paged.results).toHaveLength(1);
    expect(paged.totalPages).toBe(paged.totalCount);
  });

  it('is for staff only, with clear errors', async () => {
    expect((await ranking('', owner)).statusCode).toBe(403);
    expect((await ranking('?sortBy=speed')).json()).toMatchObject({ status: 400, fields: { sortBy: expect.any(String) } });
    expect((await ranking('?from=yesterday')).json()).toMatchObject({ status: 400, fields: { from: expect.any(String) } });
  });
});
