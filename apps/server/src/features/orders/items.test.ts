import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createCoupon, createOpenRestaurant, NEAR_ADDRESS } from '../../../test/order-factories';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createOpenRestaurant>>;
let customer: { token: string; userId: number };

beforeAll(async () => {
  ctx = await createTestContext();
  shop = await createOpenRestaurant(ctx.db);
  customer = await ctx.loginAs('USER');
});
afterAll(() => ctx.close());

interface Line {
  id: number;
  menuId: number | null;
  extraId: number | null;
  quantity: number;
}

async function placeOrder(promocode?: string): Promise<{ id: number; lines: Line[] }> {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/order/make-order',
    token: customer.token,
    payload: {
      restaurantId: shop.restaurant.id,
      lines: [
        { menuId: shop.pasta.id, quantity: 1 },
        { extraId: shop.cola.id, quantity: 2 },
      ],
      deliveryAddress: NEAR_ADDRESS,
      promocode,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const lines = (orderId: number, token = customer.token) => ctx.request({ method: 'GET', url: `/api/item/order/${orderId}`, token });
const put = (id: number, body: Record<string, unknown>, token = customer.token) => ctx.request({ method: 'PUT', url: `/api/item/${id}`, token, payload: body });
const del = (id: number, token = customer.token) => ctx.request({ method: 'DELETE', url: `/api/item/${id}`, token });
const totals = async (id: number) => (await ctx.request({ method: 'GET', url: `/api/order/${id}`, token: customer.token })).json();

describe('GET item/order/{orderId}', () => {
  it('lists the lines of the own PENDING order', async () => {
    const order = await placeOrder();
    const res = await lines(order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject([
      { menuId: shop.pasta.id, name: 'Pasta Carbonara', price: 12.9, quantity: 1, lineTotal: 12.9 },
      { extraId: shop.cola.id, name: 'Cola 0.33 l', price: 2.5, quantity: 2, lineTotal: 5 },
    ]);
  });

  it("answers 404 for another customer's order, and still lists the lines once it is paid (issue 8)", async () => {
    const order = await placeOrder();
    const other = await ctx.loginAs('USER');
    expect((await lines(order.id, other.token)).statusCode).toBe(404);
    await ctx.db.update(orders).set({ status: 'CONFIRMED', paidAt: new Date() }).where(eq(orders.id, order.id));
    const paid = await lines(order.id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toHaveLength(2);
  });
});

describe('PUT /item/{id}', () => {
  it('changes the quantity and re-prices the order, keeping its coupon', async () => {
    const coupon = await createCoupon(ctx.db, { percentage: 10 });
    const order = await placeOrder(coupon.code);
    const line = order.lines[0]!;
    const res = await put(line.id, { id: line.id, quantity: 3, menu: shop.pasta.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: line.id, quantity: 3, price: 12.9, lineTotal: 38.7 });
    // 38.70 + 5.00 = 43.70; 10 % = 4.37; + 1.99
    expect(await totals(order.id)).toMatchObject({ subtotal: 43.7, discount: 4.37, deliveryFee: 1.99, total: 41.32 });
  });

  it('keeps quantities between 1 and 99 and the ids consistent', async () => {
    const order = await placeOrder();
    const line = order.lines[0]!;
    for (const body of [{ id: line.id, quantity: 0 }, { id: line.id, quantity: 100 }, { id: line.id }, { id: line.id, quantity: 2, price: 1 }]) {
      const res = await put(line.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await put(line.id, { id: line.id + 1, quantity: 2 })).statusCode).toBe(400);
    expect((await put(line.id, { id: line.id, quantity: 2, menu: shop.pizza.id })).statusCode).toBe(400);
  });

  it('refuses a change below the minimum order', async () => {
    const small = await ctx.request({
      method: 'POST',
      url: '/api/order/make-order',
      token: customer.token,
      payload: { restaurantId: shop.restaurant.id, lines: [{ menuId: shop.pizza.id, quantity: 2 }], deliveryAddress: NEAR_ADDRESS },
    });
    const pizzaLine = small.json().lines[0];
    const refused = await put(pizzaLine.id, { id: pizzaLine.id, quantity: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('minimumOrderNotReached');
    expect((await totals(small.json().id)).lines[0].quantity).toBe(2);
  });

  it("answers 404 for another customer's line and 409 for a paid order", async () => {
    const order = await placeOrder();
    const line = order.lines[0]!;
    const other = await ctx.loginAs('USER');
    const foreign = await put(line.id, { id: line.id, quantity: 2 }, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorCode).toBe('orderItemNotFound');
    expect((await put(2_000_000, { id: 2_000_000, quantity: 2 })).statusCode).toBe(404);
    await ctx.db.update(orders).set({ status: 'CONFIRMED', paidAt: new Date() }).where(eq(orders.id, order.id));
    const paid = await put(line.id, { id: line.id, quantity: 2 });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().errorCode).toBe('orderNotPending');
  });
});

describe('DELETE /item/{id}', () => {
  it('removes a line, re-prices, and keeps the last one', async () => {
    const order = await placeOrder();
    const [pasta, cola] = order.lines;
    const res = await del(cola!.id);
    expect(res.statusCode).toBe(204);
    expect(await totals(order.id)).toMatchObject({ subtotal: 12.9, total: 14.89, lines: [{ id: pasta!.id }] });
    const last = await del(pasta!.id);
    expect(last.statusCode).toBe(409);
    expect(last.json().errorCode).toBe('orderNeedsOneItem');
    expect((await del(cola!.id)).statusCode).toBe(404);
  });

  it("answers 404 for another customer's line and is for customers only", async () => {
    const order = await placeOrder();
    const other = await ctx.loginAs('USER');
    expect((await del(order.lines[0]!.id, other.token)).statusCode).toBe(404);
    const staff = await ctx.loginAs('ADMIN');
    expect((await del(order.lines[0]!.id, staff.token)).statusCode).toBe(403);
    expect((await lines(order.id)).json()).toHaveLength(2);
  });
});
