import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createOrder, createRestaurantOf } from '../../../test/order-state-factories';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /courier/earnings (issue 25)', () => {
  it("adds up the delivery fees and tips of the courier's own delivered, unrefunded orders since its midnight", async () => {
    const courier = await ctx.loginAs('COURIER');
    const other = await ctx.loginAs('COURIER');
    const customer = await ctx.loginAs('USER');
    const restaurant = await createRestaurantOf(ctx.db, (await ctx.loginAs('RESTAURANT_ADMIN')).userId);
    const midnight = new Date();
    midnight.setHours(0, 0, 0, 0);
    const deliver = async (
      courierId: number,
      values: { tipCents: number; deliveredAt: Date; refundedAt?: Date; status?: 'DELIVERED' | 'READY_FOR_DELIVERY' },
    ) => {
      const order = await createOrder(ctx.db, { restaurantId: restaurant.id, userId: customer.userId, courierId, status: values.status ?? 'DELIVERED' });
      await ctx.db
        .update(orders)
        .set({ tipCents: values.tipCents, totalCents: 2000 + 199 + values.tipCents, deliveredAt: values.deliveredAt, refundedAt: values.refundedAt ?? null })
        .where(eq(orders.id, order.id));
    };
    const soon = new Date(midnight.getTime() + 60_000);
    await deliver(courier.userId, { tipCents: 250, deliveredAt: soon });
    await deliver(courier.userId, { tipCents: 0, deliveredAt: soon });
    // Not counted: yesterday's, a refunded one, one still on the way, and another courier's.
    await deliver(courier.userId, { tipCents: 500, deliveredAt: new Date(midnight.getTime() - 60_000) });
    await deliver(courier.userId, { tipCents: 300, deliveredAt: soon, refundedAt: soon });
    await deliver(courier.userId, { tipCents: 100, deliveredAt: soon, status: 'READY_FOR_DELIVERY' });
    await deliver(other.userId, { tipCents: 700, deliveredAt: soon });

    const res = await ctx.request({ method: 'GET', url: `/api/courier/earnings?from=${encodeURIComponent(midnight.toISOString())}`, token: courier.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ from: midnight.toISOString(), deliveries: 2, deliveryFees: 3.98, tips: 2.5, total: 6.48 });

    // Nothing yet for a courier without deliveries; a bad `from` is refused; couriers only.
    const fresh = await ctx.loginAs('COURIER');
    expect((await ctx.request({ method: 'GET', url: '/api/courier/earnings', token: fresh.token })).json()).toMatchObject({ deliveries: 0, tips: 0, total: 0 });
    const bad = await ctx.request({ method: 'GET', url: '/api/courier/earnings?from=yesterday', token: courier.token });
    expect(bad.json()).toMatchObject({ status: 400, errorCode: 'validationFailed', fields: { from: expect.any(String) } });
    expect((await ctx.request({ method: 'GET', url: '/api/courier/earnings', token: customer.token })).statusCode).toBe(403);
    expect((await ctx.request({ method: 'GET', url: '/api/courier/earnings' })).statusCode).toBe(401);
  });
});
