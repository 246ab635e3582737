import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createOrder } from '../../../test/order-state-factories';
import { removalFixtures } from './test-fixtures';

let ctx: TestContext;
const f = removalFixtures(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('a removed restaurant keeps its record for staff (issue 22)', () => {
  it('lists its past orders and its history, with its name, after the removal', async () => {
    const admin = await ctx.loginAs('ADMIN');
    const customer = await ctx.loginAs('USER');
    const shop = await f.kitchen();
    const delivered = await createOrder(ctx.db, { restaurantId: shop.restaurant.id, userId: customer.userId, status: 'DELIVERED' });
    const removed = await ctx.request({ method: 'DELETE', url: `/api/credential/restaurant/remove/${shop.restaurant.id}`, token: admin.token });
    expect(removed.statusCode).toBe(200);

    const orders = await ctx.request({ method: 'GET', url: `/api/paged-orders?page=1&restaurantId=${shop.restaurant.id}`, token: admin.token });
    expect(orders.statusCode).toBe(200);
    expect(orders.json().results.map((o: { id: number }) => o.id)).toContain(delivered.id);

    const history = await ctx.request({ method: 'GET', url: `/api/audit-log?entity=restaurant&entityId=${shop.restaurant.id}`, token: admin.token });
    expect(history.json().results).toEqual([
      expect.objectContaining({ action: 'restaurant.remove', itemName: shop.restaurant.name, actor: expect.objectContaining({ id: admin.userId }) }),
    ]);
  });
});
