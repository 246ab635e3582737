import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courierProfiles, orders, ratings, restaurants } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createRestaurant, createUser } from '../../../test/factories';

let ctx: TestContext;
let customer: Awaited<ReturnType<TestContext['loginAs']>>;

beforeAll(async () => {
  ctx = await createTestContext();
  customer = await ctx.loginAs('USER');
});
afterAll(() => ctx.close());

/** A restaurant with an earlier reputation, a courier with one, and a delivered order of the customer. */
async function deliveredOrder(overrides: { status?: (typeof orders.$inferInsert)['status']; userId?: number; withCourier?: boolean } = {}) {
  const { restaurant } = await createRestaurant(ctx.db, { rating: 4, ratingCount: 3 });
  const courier = await createUser(ctx.db, { role: 'COURIER' });
  await ctx.db.insert(courierProfiles).values({ userId: courier.id, averageRating: 5, ratingCount: 1 });
  const [order] = await ctx.db
    .insert(orders)
    .values({
      userId: overrides.userId ?? customer.userId,
      restaurantId: restaurant.id,
      courierId: overrides.withCourier === false ? null : courier.id,
      status: overrides.status ?? 'DELIVERED',
      subtotalCents: 1500,
      totalCents: 1500,
    })
    .returning();
  return { order: order!, restaurant, courier };
}

const rate = (orderId: number, payload: Record<string, unknown> | string, token = customer.token) =>
  ctx.request({ method: 'POST', url: `/api/order/${orderId}/rating`, payload, token });
const readRating = (orderId: number, token = customer.token) => ctx.request({ method: 'GET', url: `/api/order/${orderId}/rating`, token });

async function reputations(restaurantId: number, courierId: number) {
  const [r] = await ctx.db.select({ rating: restaurants.rating, count: restaurants.ratingCount }).from(restaurants).where(eq(restaurants.id, restaurantId));
  const [c] = await ctx.db
    .select({ rating: courierProfiles.averageRating, count: courierProfiles.ratingCount })
    .from(courierProfiles)
    .where(eq(courierProfiles.userId, courierId));
  return { restaurant: r, courier: c };
}

describe('POST /order/{id}/rating', () => {
  it('rates a delivered order and moves both running averages', async () => {
    const { order, restaurant, courier } = await deliveredOrder();
    expect((await readRating(order.id)).json()).toEqual({ rating: null });

    const res = await rate(order.id, { restaurantStars: 5, courierStars: 2, comment: '  Warm and quick.  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ orderId: order.id, restaurantStars: 5, courierStars: 2, comment: 'Warm and quick.', createdAt: expect.any(String) });
    expect(await reputations(restaurant.id, courier.id)).toEqual({ restaurant: { rating: 4.25, count: 4 }, courier: { rating: 3.5, count: 2 } });
    expect((await readRating(order.id)).json()).toEqual({ rating: res.json() });
  });

  it('rates once: a second rating is a 409 and changes nothing', async () => {
    const { order, restaurant, courier } = await deliveredOrder();
    expect((await rate(order.id, { restaurantStars: 3 })).statusCode).toBe(201);
    const again = await rate(order.id, { restaurantStars: 1, courierStars: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'orderAlreadyRated' });
    expect(await reputations(restaurant.id, courier.id)).toEqual({ restaurant: { rating: 3.75, count: 4 }, courier: { rating: 5, count: 1 } });
  });

  it('counts ratings that arrive at the same time', async () => {
    const first = await deliveredOrder();
    const [second] = await ctx.db
      .insert(orders)
      .values({
        userId: customer.userId,
        restaurantId: first.restaurant.id,
        courierId: first.courier.id,
        status: 'DELIVERED',
        subtotalCents: 900,
        totalCents: 900,
      })
      .returning();
    const results = await Promise.all([
      rate(first.order.id, { restaurantStars: 5, courierStars: 5 }),
      rate(second!.id, { restaurantStars: 1, courierStars: 3 }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(await reputations(first.restaurant.id, first.courier.id)).toEqual({ restaurant: { rating: 3.6, count: 5 }, courier: { rating: 13 / 3, count: 3 } });
  });

  it('refuses an order that is not delivered yet', async () => {
    const { order } = await deliveredOrder({ status: 'READY_FOR_DELIVERY' });
    const res = await rate(order.id, { restaurantStars: 4 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'orderNotDelivered' });
  });

  it("treats another customer's order as not found, and is for customers only", async () => {
    const other = await createUser(ctx.db);
    const { order } = await deliveredOrder({ userId: other.id });
    expect((await rate(order.id, { restaurantStars: 4 })).statusCode).toBe(404);
    expect((await readRating(order.id)).statusCode).toBe(404);
    expect((await rate(999_999, { restaurantStars: 4 })).statusCode).toBe(404);
    const courier = await ctx.loginAs('COURIER');
    expect((await rate(order.id, { restaurantStars: 4 }, courier.token)).statusCode).toBe(403);
    const service = await ctx.loginAs('SERVICE');
    expect((await readRating(order.id, service.token)).json()).toEqual({ rating: null });
  });

  it('leaves the courier alone when only the restaurant is rated, or there was no courier', async () => {
    const { order, restaurant, courier } = await deliveredOrder();
    expect((await rate(order.id, { restaurantStars: 2 })).json()).toMatchObject({ courierStars: null, comment: '' });
    expect(await reputations(restaurant.id, courier.id)).toEqual({ restaurant: { rating: 3.5, count: 4 }, courier: { rating: 5, count: 1 } });
    const noCourier = await deliveredOrder({ withCourier: false });
    expect((await rate(noCourier.order.id, { restaurantStars: 4, courierStars: 5 })).json()).toMatchObject({ courierStars: null });
  });

  it('refuses bad stars and long comments with the field, and stores nothing', async () => {
    const { order } = await deliveredOrder();
    for (const [payload, field] of [
      [{ restaurantStars: 0 }, 'restaurantStars'],
      [{ restaurantStars: 6 }, 'restaurantStars'],
      [{ restaurantStars: 4.5 }, 'restaurantStars'],
      [{ restaurantStars: 4, courierStars: 9 }, 'courierStars'],
      [{ restaurantStars: 4, comment: 'x'.repeat(501) }, 'comment'],
      [{}, 'restaurantStars'],
    ] as const) {
      const res = await rate(order.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
    expect((await rate(order.id, { restaurantStars: 4, stars: 5 })).statusCode).toBe(400);
    expect(await ctx.db.select().from(ratings).where(eq(ratings.orderId, order.id))).toEqual([]);
    expect((await rate(order.id, { restaurantStars: 4, comment: 'x'.repeat(500) })).statusCode).toBe(201);
  });
});
