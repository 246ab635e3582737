import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createRestaurant, DEFAULT_PASSWORD } from '../../../test/factories';
import { createOpenRestaurant, createMenu, NEAR_ADDRESS } from '../../../test/order-factories';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createOpenRestaurant>>;
let customer: { token: string; userId: number };
let orderIds: number[] = [];

async function login(username: string) {
  const res = await ctx.request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId: username, password: DEFAULT_PASSWORD } });
  return res.json().access_token as string;
}

async function placeOrder(token: string, quantity: number, restaurant = shop): Promise<number> {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/order/make-order',
    token,
    payload: { restaurantId: restaurant.restaurant.id, lines: [{ menuId: restaurant.pasta.id, quantity }], deliveryAddress: NEAR_ADDRESS },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  shop = await createOpenRestaurant(ctx.db);
  customer = await ctx.loginAs('USER');
  orderIds = [await placeOrder(customer.token, 1), await placeOrder(customer.token, 3), await placeOrder(customer.token, 2)];
  // The second order is paid.
  await ctx.db.update(orders).set({ status: 'CONFIRMED', paidAt: new Date() }).where(eq(orders.id, orderIds[1]!));
});
afterAll(() => ctx.close());

const getOrder = (id: number, token?: string) => ctx.request({ method: 'GET', url: `/api/order/${id}`, token });

describe('GET /order/{id}', () => {
  it('shows the customer their order with lines, totals and history', async () => {
    const res = await getOrder(orderIds[0]!, customer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: orderIds[0],
      status: 'PENDING',
      restaurant: { id: shop.restaurant.id, name: shop.restaurant.name },
      lines: [{ name: 'Pasta Carbonara', price: 12.9, quantity: 1, lineTotal: 12.9 }],
      subtotal: 12.9,
      total: 14.89,
      history: [{ fromStatus: null, toStatus: 'PENDING', at: expect.any(String) }],
    });
    expect(res.json().user).not.toHaveProperty('email');
  });

  it("answers 404 for another customer's order, another restaurant or an unassigned courier", async () => {
    const other = await ctx.loginAs('USER');
    const otherShop = await createOpenRestaurant(ctx.db);
    const courier = await ctx.loginAs('COURIER');
    for (const token of [other.token, await login(otherShop.account.username), courier.token]) {
      const res = await getOrder(orderIds[0]!, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('orderNotFound');
    }
    expect((await getOrder(2_000_000, customer.token)).statusCode).toBe(404);
    expect((await getOrder(orderIds[0]!)).statusCode).toBe(401);
  });

  it('shows the order to its restaurant, the parent of a branch, the assigned courier and staff', async () => {
    const { restaurant: branch, account: branchAccount } = await createRestaurant(ctx.db, {
      parentRestaurantId: shop.restaurant.id,
      openingHours: shop.restaurant.openingHours,
    });
    const branchShop = { ...shop, restaurant: branch, pasta: await createMenu(ctx.db, { restaurantId: branch.id, name: 'Pasta Carbonara', priceCents: 1290 }) };
    const branchOrder = await placeOrder(customer.token, 1, branchShop);
    const courier = await ctx.loginAs('COURIER');
    await ctx.db.update(orders).set({ courierId: courier.userId }).where(eq(orders.id, orderIds[1]!));
    const staff = await ctx.loginAs('SERVICE');
    const owner = await login(shop.account.username);

    expect((await getOrder(orderIds[0]!, owner)).statusCode).toBe(200);
    expect((await getOrder(branchOrder, owner)).statusCode).toBe(200);
    expect((await getOrder(branchOrder, await login(branchAccount.username))).statusCode).toBe(200);
    expect((await getOrder(orderIds[0]!, await login(branchAccount.username))).statusCode).toBe(404);
    expect((await getOrder(orderIds[1]!, courier.token)).statusCode).toBe(200);
    expect((await getOrder(orderIds[0]!, staff.token)).statusCode).toBe(200);
  });
});

describe('GET /paged-orders', () => {
  const list = (query: string, token = customer.token) => ctx.request({ method: 'GET', url: `/api/paged-orders${query}`, token });

  it('lists only the own orders, newest first by default', async () => {
    const other = await ctx.loginAs('USER');
    await placeOrder(other.token, 1);
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results.every((o: { user: { id: number } }) => o.user.id === customer.userId)).toBe(true);
    expect(body.totalCount).toBeGreaterThanOrEqual(3);
    const dates = body.results.map((o: { createdAt: string }) => o.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by status, sorts by price and pages', async () => {
    const confirmed = (await list('?status=CONFIRMED')).json();
    expect(confirmed.results.map((o: { id: number }) => o.id)).toEqual([orderIds[1]]);
    const byPrice = (await list('?sortBy=PRICE&orderBy=ASC&status=PENDING')).json();
    const totals = byPrice.results.map((o: { total: number }) => o.total);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
    const page1 = (await list('?limit=2&page=1')).json();
    const page2 = (await list('?limit=2&page=2')).json();
    expect(page1.results).toHaveLength(2);
    expect(page1.totalPages).toBe(Math.ceil(page1.totalCount / 2));
    expect(page2.results[0].id).not.toBe(page1.results[1].id);
    expect((await list('?sortBy=ORDER_NUMBER&orderBy=ASC')).json().results[0].id).toBe(orderIds[0]);
  });

  it("refuses another customer's id and bad filters", async () => {
    expect((await list(`?userId=${customer.userId + 1000}`)).statusCode).toBe(403);
    expect((await list(`?userId=${customer.userId}`)).statusCode).toBe(200);
    expect((await list('?status=LOST')).statusCode).toBe(400);
    expect((await list('?sortBy=NAME')).statusCode).toBe(400);
    expect((await list('?page=0')).statusCode).toBe(400);
  });
});
