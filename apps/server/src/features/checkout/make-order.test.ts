import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, orders, restaurants } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createCoupon, createOpenRestaurant, FAR_ADDRESS, NEAR_ADDRESS, NEVER_OPEN } from '../../../test/order-factories';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createOpenRestaurant>>;
let customer: { token: string; userId: number };
let keyCounter = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  shop = await createOpenRestaurant(ctx.db);
  customer = await ctx.loginAs('USER');
});
afterAll(() => ctx.close());

const basket = (overrides: Record<string, unknown> = {}) => ({
  restaurantId: shop.restaurant.id,
  lines: [
    { menuId: shop.pizza.id, quantity: 2 },
    { extraId: shop.cola.id, quantity: 1 },
  ],
  deliveryAddress: NEAR_ADDRESS,
  note: 'Ring twice',
  ...overrides,
});

const newKey = () => `test-key-${++keyCounter}-${Date.now()}`;

function makeOrder(body: Record<string, unknown>, options: { key?: string; token?: string } = {}) {
  return ctx.request({
    method: 'POST',
    url: '/api/order/make-order',
    payload: body,
    token: options.token ?? customer.token,
    headers: options.key ? { 'idempotency-key': options.key } : {},
  });
}

async function orderCount(userId = customer.userId) {
  const [row] = await ctx.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return row!.n;
}

describe('POST /order/make-order', () => {
  it('places a PENDING order at the server prices, with lines, address and history', async () => {
    const res = await makeOrder(
      basket({
        lines: [
          { menuId: shop.pizza.id, quantity: 2, price: 0.01 },
          { extraId: shop.cola.id, quantity: 1 },
        ],
      }),
      { key: newKey() },
    );
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({
      status: 'PENDING',
      orderNumber: expect.stringMatching(/^FK-\d+$/),
      restaurant: { id: shop.restaurant.id, name: shop.restaurant.name },
      user: { id: customer.userId },
      courier: null,
      address: { street: 'Dieselgasse', houseNumber: '3', zip: '47059', city: 'Duisburg' },
      note: 'Ring twice',
      promocode: null,
      subtotal: 19.5,
      discount: 0,
      deliveryFee: 1.99,
      total: 21.49,
      paidAt: null,
      lines: [
        { menuId: shop.pizza.id, extraId: null, name: 'Pizza Margherita', price: 8.5, quantity: 2, lineTotal: 17 },
        { menuId: null, extraId: shop.cola.id, name: 'Cola 0.33 l', price: 2.5, quantity: 1, lineTotal: 2.5 },
      ],
      history: [{ fromStatus: null, toStatus: 'PENDING' }],
    });
    const row = await ctx.db.query.orders.findFirst({ where: eq(orders.id, order.id) });
    expect(row).toMatchObject({ subtotalCents: 1950, deliveryFeeCents: 199, totalCents: 2149, userId: customer.userId });
  });

  it('answers the first response again for the same key, and places one order', async () => {
    const key = newKey();
    const before = await orderCount();
    const first = await makeOrder(basket(), { key });
    const again = await makeOrder(basket(), { key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await orderCount()).toBe(before + 1);
  });

  it('places one order when the same key arrives twice at once', async () => {
    const key = newKey();
    const before = await orderCount();
    const [a, b] = await Promise.all([makeOrder(basket(), { key }), makeOrder(basket(), { key })]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(await orderCount()).toBe(before + 1);
  });

  it('answers exactly what GET /order/{id} shows of the stored order, with and without a coupon', async () => {
    const coupon = await createCoupon(ctx.db, { percentage: 10, restaurantId: shop.restaurant.id });
    for (const body of [basket(), basket({ promocode: coupon.code })]) {
      const placed = await makeOrder(body, { key: newKey() });
      expect(placed.statusCode).toBe(201);
      const stored = await ctx.request({ method: 'GET', url: `/api/order/${placed.json().id}`, token: customer.token });
      expect(placed.json()).toEqual(stored.json());
    }
  });

  it('answers the first response again for the same key after the restaurant paused', async () => {
    const own = await createOpenRestaurant(ctx.db);
    const body = basket({
      restaurantId: own.restaurant.id,
      lines: [
        { menuId: own.pizza.id, quantity: 2 },
        { extraId: own.cola.id, quantity: 1 },
      ],
    });
    const key = newKey();
    const first = await makeOrder(body, { key });
    expect(first.statusCode).toBe(201);
    await ctx.db.update(restaurants).set({ paused: true }).where(eq(restaurants.id, own.restaurant.id));
    const again = await makeOrder(body, { key });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
  });

  it('refuses the same key with another body (422) and keys are per customer', async () => {
    const key = newKey();
    await makeOrder(basket(), { key });
    const other = await makeOrder(basket({ note: 'Something else' }), { key });
    expect(other.statusCode).toBe(422);
    expect(other.json().errorCode).toBe('idempotencyKeyReused');

    const someoneElse = await ctx.loginAs('USER');
    const theirs = await makeOrder(basket(), { key, token: someoneElse.token });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().user.id).toBe(someoneElse.userId);
  });

  it('refuses a closed, paused or out-of-range restaurant and a basket under the minimum, storing nothing', async () => {
    const closed = await createOpenRestaurant(ctx.db, { openingHours: NEVER_OPEN });
    const paused = await createOpenRestaurant(ctx.db, { paused: true });
    const cases: [Record<string, unknown>, string][] = [
      [basket({ restaurantId: closed.restaurant.id, lines: [{ menuId: closed.pasta.id, quantity: 1 }] }), 'restaurantClosed'],
      [basket({ restaurantId: paused.restaurant.id, lines: [{ menuId: paused.pasta.id, quantity: 1 }] }), 'restaurantPaused'],
      [basket({ deliveryAddress: FAR_ADDRESS }), 'outsideDeliveryArea'],
      [basket({ lines: [{ menuId: shop.pizza.id, quantity: 1 }] }), 'minimumOrderNotReached'],
      // 99 pizzas at 8.50 are EUR 841.50: above the EUR 500 every restaurant takes unless it raised it.
      [basket({ lines: [{ menuId: shop.pizza.id, quantity: 99 }] }), 'maximumOrderExceeded'],
    ];
    const before = await orderCount();
    for (const [body, errorCode] of cases) {
      const res = await makeOrder(body, { key: newKey() });
      expect(res.statusCode, errorCode).toBe(409);
      expect(res.json().errorCode).toBe(errorCode);
    }
    expect(await orderCount()).toBe(before);
  });

  it('refuses items of another restaurant', async () => {
    const other = await createOpenRestaurant(ctx.db);
    const res = await makeOrder(
      basket({
        lines: [
          { menuId: shop.pasta.id, quantity: 1 },
          { menuId: other.pasta.id, quantity: 1 },
        ],
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('itemNotAvailable');
  });

  it('redeems a coupon once per order, counted in the database', async () => {
    const coupon = await createCoupon(ctx.db, { percentage: 10, restaurantId: shop.restaurant.id });
    const res = await makeOrder(basket({ promocode: ` ${coupon.code.toLowerCase()} ` }), { key: newKey() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ promocode: coupon.code, subtotal: 19.5, discount: 1.95, total: 19.54 });
    const row = await ctx.db.query.coupons.findFirst({ where: eq(coupons.id, coupon.id) });
    expect(row?.usedCount).toBe(1);
    const redemptions = await ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, res.json().id));
    expect(redemptions).toHaveLength(1);
  });

  it('refuses an expired, foreign or used-up coupon', async () => {
    const other = await createOpenRestaurant(ctx.db);
    const cases: [Awaited<ReturnType<typeof createCoupon>>, string][] = [
      [await createCoupon(ctx.db, { expiresAt: new Date(Date.now() - 1000) }), 'couponExpired'],
      [await createCoupon(ctx.db, { restaurantId: other.restaurant.id }), 'couponNotForRestaurant'],
      [await createCoupon(ctx.db, { usageLimit: 2, usedCount: 2 }), 'couponUsedUp'],
    ];
    const before = await orderCount();
    for (const [coupon, errorCode] of cases) {
      const res = await makeOrder(basket({ promocode: coupon.code }));
      expect(res.statusCode, errorCode).toBe(409);
      expect(res.json().errorCode).toBe(errorCode);
    }
    const unknown = await makeOrder(basket({ promocode: 'NOPE-NOPE' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('couponInvalid');
    expect(await orderCount()).toBe(before);
  });

  it('lets only one of two racing orders take the last use of a coupon', async () => {
    const coupon = await createCoupon(ctx.db, { usageLimit: 1 });
    const [a, b] = await Promise.all([
      makeOrder(basket({ promocode: coupon.code }), { key: newKey() }),
      makeOrder(basket({ promocode: coupon.code }), { key: newKey() }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().errorCode).toBe('couponUsedUp');
    const row = await ctx.db.query.coupons.findFirst({ where: eq(coupons.id, coupon.id) });
    expect(row?.usedCount).toBe(1);
  });

  it('is for customers only, and a bad key is refused', async () => {
    expect((await ctx.request({ method: 'POST', url: '/api/order/make-order', payload: basket() })).statusCode).toBe(401);
    const staff = await ctx.loginAs('ADMIN');
    expect((await makeOrder(basket(), { token: staff.token })).statusCode).toBe(403);
    const bad = await makeOrder(basket(), { key: 'short' });
    expect(bad.statusCode).toBe(400);
  });
});
