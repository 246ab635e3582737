import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus, OrderSummary } from '@forkly/contracts';
import { orders, users } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createRestaurant, createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { createOrder } from '../../../test/order-state-factories';

/**
 * GET /paged-orders for the dashboard roles (SPEC.md sections 2 and 6): every role sees only its
 * own orders, and a filter naming someone else's is refused, never widened.
 */
let ctx: TestContext;
const tokens: Record<'main' | 'branch' | 'other' | 'courier' | 'otherCourier' | 'admin' | 'service', string> = {} as never;
const ids: Record<string, number> = {};
let orderIds: Record<'mainConfirmed' | 'mainAwaiting' | 'branchConfirmed' | 'branchDelivered' | 'otherConfirmed' | 'otherOnTheWay', number>;

async function login(username: string) {
  const res = await ctx.request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId: username, password: DEFAULT_PASSWORD } });
  return res.json<{ access_token: string }>().access_token;
}

async function order(restaurantId: number, userId: number, status: OrderStatus, totalCents: number, courierId?: number) {
  const row = await createOrder(ctx.db, { restaurantId, userId, status, courierId });
  await ctx.db
    .update(orders)
    .set({ subtotalCents: totalCents - 199, totalCents })
    .where(eq(orders.id, row.id));
  return row.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const main = await createRestaurant(ctx.db, { name: 'Main Kitchen' });
  const branch = await createRestaurant(ctx.db, { name: 'Branch Kitchen', parentRestaurantId: main.restaurant.id });
  const other = await createRestaurant(ctx.db, { name: 'Other Kitchen' });
  const anna = await createUser(ctx.db, { role: 'USER' });
  await ctx.db.update(users).set({ firstName: 'Anna', lastName: 'Schmidt' }).where(eq(users.id, anna.id));
  const ben = await createUser(ctx.db, { role: 'USER' });
  await ctx.db.update(users).set({ firstName: 'Ben', lastName: 'Weber' }).where(eq(users.id, ben.id));
  const courier = await ctx.loginAs('COURIER');
  const otherCourier = await ctx.loginAs('COURIER');
  Object.assign(ids, {
    main: main.restaurant.id,
    branch: branch.restaurant.id,
    other: other.restaurant.id,
    anna: anna.id,
    ben: ben.id,
    courier: courier.userId,
    otherCourier: otherCourier.userId,
  });
  Object.assign(tokens, {
    main: await login(main.account.username),
    branch: await login(branch.account.username),
    other: await login(other.account.username),
    courier: courier.token,
    otherCourier: otherCourier.token,
    admin: (await ctx.loginAs('ADMIN')).token,
    service: (await ctx.loginAs('SERVICE')).token,
  });
  orderIds = {
    mainConfirmed: await order(ids.main!, anna.id, 'CONFIRMED', 3000),
    mainAwaiting: await order(ids.main!, ben.id, 'AWAITING_PICKUP', 1500, courier.userId),
    branchConfirmed: await order(ids.branch!, anna.id, 'CONFIRMED', 4500),
    branchDelivered: await order(ids.branch!, ben.id, 'DELIVERED', 2200, courier.userId),
    otherConfirmed: await order(ids.other!, ben.id, 'CONFIRMED', 1200),
    otherOnTheWay: await order(ids.other!, anna.id, 'READY_FOR_DELIVERY', 5000, otherCourier.userId),
  };
});
afterAll(() => ctx.close());

const list = (token: string | undefined, query = '') => ctx.request({ method: 'GET', url: `/api/paged-orders${query}`, token });

async function listIds(token: string, query = ''): Promise<number[]> {
  const res = await list(token, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: OrderSummary[] }>().results.map((o) => o.id);
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

describe('GET /paged-orders in the dashboard', () => {
  it('shows a restaurant its own and its branches’ orders, never another restaurant’s', async () => {
    const o = orderIds;
    expect(sorted(await listIds(tokens.main))).toEqual(sorted([o.mainConfirmed, o.mainAwaiting, o.branchConfirmed, o.branchDelivered]));
    expect(sorted(await listIds(tokens.main, `?restaurantId=${ids.branch}`))).toEqual(sorted([o.branchConfirmed, o.branchDelivered]));
    expect(sorted(await listIds(tokens.other))).toEqual(sorted([o.otherConfirmed, o.otherOnTheWay]));
  });

  it('shows a branch only its own orders', async () => {
    expect(sorted(await listIds(tokens.branch))).toEqual(sorted([orderIds.branchConfirmed, orderIds.branchDelivered]));
    expect(await listIds(tokens.branch, '?status=CONFIRMED')).toEqual([orderIds.branchConfirmed]);
  });

  it('shows a courier only the orders assigned to it', async () => {
    expect(sorted(await listIds(tokens.courier))).toEqual(sorted([orderIds.mainAwaiting, orderIds.branchDelivered]));
    expect(await listIds(tokens.otherCourier)).toEqual([orderIds.otherOnTheWay]);
    expect(await listIds(tokens.courier, `?courierId=${ids.courier}&status=DELIVERED`)).toEqual([orderIds.branchDelivered]);
  });

  it('shows staff every order and lets them filter by restaurant, customer, courier and status', async () => {
    for (const token of [tokens.admin, tokens.service]) {
      expect(await listIds(token)).toHaveLength(6);
      expect(sorted(await listIds(token, `?restaurantId=${ids.other}`))).toEqual(sorted([orderIds.otherConfirmed, orderIds.otherOnTheWay]));
      expect(sorted(await listIds(token, `?userId=${ids.anna}`))).toEqual(sorted([orderIds.mainConfirmed, orderIds.branchConfirmed, orderIds.otherOnTheWay]));
      expect(sorted(await listIds(token, `?courierId=${ids.courier}`))).toEqual(sorted([orderIds.mainAwaiting, orderIds.branchDelivered]));
      expect(sorted(await listIds(token, `?status=CONFIRMED&restaurantId=${ids.main}`))).toEqual([orderIds.mainConfirmed]);
      expect(await listIds(token, `?orderId=${orderIds.branchDelivered}`)).toEqual([orderIds.branchDelivered]);
    }
  });

  it('refuses a filter outside the caller’s orders with 403 instead of widening the list', async () => {
    const refused = [
      list(tokens.main, `?restaurantId=${ids.other}`),
      list(tokens.branch, `?restaurantId=${ids.main}`),
      list(tokens.courier, `?courierId=${ids.otherCourier}`),
    ];
    for (const res of await Promise.all(refused)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('forbidden');
    }
    // Narrowing by customer stays inside the restaurant's own orders.
    expect(await listIds(tokens.other, `?userId=${ids.anna}`)).toEqual([orderIds.otherOnTheWay]);
    expect((await list(undefined)).statusCode).toBe(401);
  });

  it('carries what the list shows: number, price, status, customer, courier and restaurant name', async () => {
    const res = await list(tokens.admin, `?orderId=${orderIds.mainAwaiting}`);
    const [row] = res.json<{ results: OrderSummary[] }>().results;
    expect(row).toMatchObject({
      id: orderIds.mainAwaiting,
      orderNumber: expect.stringMatching(/^FK-\d+$/),
      total: 15,
      status: 'AWAITING_PICKUP',
      user: { id: ids.ben, firstName: 'Ben', lastName: 'Weber' },
      courier: { id: ids.courier },
      restaurant: { id: ids.main, name: 'Main Kitchen' },
    });
    expect(row!.user).not.toHaveProperty('email');
  });

  it('sorts by ORDER_NUMBER, PRICE, OSTATUS and DATE, ascending or descending', async () => {
    const all = Object.values(orderIds);
    expect(await listIds(tokens.admin, '?sortBy=ORDER_NUMBER&orderBy=ASC')).toEqual(sorted(all));
    expect(await listIds(tokens.admin, '?sortBy=ORDER_NUMBER&orderBy=DESC')).toEqual(sorted(all).reverse());
    const byPrice = [
      orderIds.otherConfirmed,
      orderIds.mainAwaiting,
      orderIds.branchDelivered,
      orderIds.mainConfirmed,
      orderIds.branchConfirmed,
      orderIds.otherOnTheWay,
    ];
    expect(await listIds(tokens.admin, '?sortBy=PRICE&orderBy=ASC')).toEqual(byPrice);
    expect(await listIds(tokens.admin, '?sortBy=PRICE&orderBy=DESC')).toEqual([...byPrice].reverse());
    const statuses = (await list(tokens.admin, '?sortBy=OSTATUS&orderBy=ASC')).json<{ results: OrderSummary[] }>().results.map((o) => o.status);
    // Status sorts in the order an order moves (the enum's order), not alphabetically.
    expect(statuses).toEqual(['CONFIRMED', 'CONFIRMED', 'CONFIRMED', 'AWAITING_PICKUP', 'READY_FOR_DELIVERY', 'DELIVERED']);
    // Default: newest first (all were created in this order).
    expect(await listIds(tokens.admin)).toEqual(sorted(all).reverse());
  });

  it('finds orders by part of the order number or of the customer’s name, within the scope', async () => {
    const number = (await list(tokens.admin, `?orderId=${orderIds.otherConfirmed}`)).json<{ results: OrderSummary[] }>().results[0]!.orderNumber;
    expect(await listIds(tokens.admin, `?search=${number}`)).toEqual([orderIds.otherConfirmed]);
    expect(sorted(await listIds(tokens.admin, '?search=anna%20schm'))).toEqual(
      sorted([orderIds.mainConfirmed, orderIds.branchConfirmed, orderIds.otherOnTheWay]),
    );
    expect(await listIds(tokens.branch, '?search=weber')).toEqual([orderIds.branchDelivered]);
    expect(await listIds(tokens.admin, '?search=%25')).toEqual([]);
    expect(await listIds(tokens.admin, '?search=%20')).toHaveLength(6);
  });

  it('answers 400 with the field and message for a bad sort, order, status or page', async () => {
    for (const [query, field] of [
      ['?sortBy=NAME', 'sortBy'],
      ['?orderBy=UP', 'orderBy'],
      ['?status=LOST', 'status'],
      ['?restaurantId=abc', 'restaurantId'],
      [`?search=${'x'.repeat(61)}`, 'search'],
    ] as const) {
      const res = await list(tokens.admin, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields, query).toHaveProperty(field);
    }
    expect((await list(tokens.admin, '?sortBy=NAME')).json().fields.sortBy).toBe('Invalid value');
  });
});

describe('GET /order/{id} in the dashboard', () => {
  const get = (id: number, token: string) => ctx.request({ method: 'GET', url: `/api/order/${id}`, token });

  it('opens an order to its restaurant, the parent of its branch, its courier and staff only', async () => {
    const allowed: [number, string][] = [
      [orderIds.branchDelivered, tokens.branch],
      [orderIds.branchDelivered, tokens.main],
      [orderIds.branchDelivered, tokens.courier],
      [orderIds.otherOnTheWay, tokens.admin],
      [orderIds.otherOnTheWay, tokens.service],
    ];
    for (const [id, token] of allowed) {
      const res = await get(id, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, lines: [], history: [{ toStatus: 'PENDING' }] });
    }
    const refused: [number, string][] = [
      [orderIds.mainConfirmed, tokens.branch],
      [orderIds.branchConfirmed, tokens.other],
      [orderIds.otherOnTheWay, tokens.courier],
      [orderIds.mainAwaiting, tokens.otherCourier],
    ];
    for (const [id, token] of refused) {
      const res = await get(id, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('orderNotFound');
    }
  });
});
