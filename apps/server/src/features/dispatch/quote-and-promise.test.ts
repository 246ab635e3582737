import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createOpenRestaurant, NEAR_ADDRESS } from '../../../test/order-factories';
import { placePaidOrder } from '../../../test/paid-order';
import { runZoneRound } from './dispatch-round.service';
import { closeOpenWork, findOrder, setCourierPresence } from '../../../test/order-state-factories';

/** What checkout says before payment and what the round promises after it tell the customer the same time. */
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createOpenRestaurant>>;
const MINUTE = 60_000;

beforeAll(async () => {
  ctx = await createTestContext();
  shop = await createOpenRestaurant(ctx.db);
});
afterAll(() => ctx.close());

/** Each test starts with no courier online and nothing open in the zone. */
beforeEach(async () => {
  await closeOpenWork(ctx.db);
});

async function quoteThenPromise(): Promise<number> {
  const customer = await ctx.loginAs('USER');
  await runZoneRound(ctx.app.deps, { zoneId: 1 });
  // Each instance keeps the zone's plan for 15 s; this test wants the round it just ran.
  ctx.app.deps.catalogue.clear();
  const basket = {
    restaurantId: shop.restaurant.id,
    lines: [
      { menuId: shop.pizza.id, quantity: 1 },
      { menuId: shop.pasta.id, quantity: 1 },
    ],
    deliveryAddress: NEAR_ADDRESS,
  };
  const quoted = (await ctx.request({ method: 'POST', url: '/api/order/price-list', payload: basket })).json<{ estimate: { arrivesAt: string } | null }>();
  const order = await placePaidOrder(ctx, { token: customer.token, restaurantId: shop.restaurant.id, menuIds: [shop.pizza.id, shop.pasta.id] });
  await runZoneRound(ctx.app.deps, { zoneId: 1 });
  const promised = (await findOrder(ctx.db, order.id)).promisedAt!;
  return (promised.getTime() - new Date(quoted.estimate!.arrivesAt).getTime()) / MINUTE;
}

describe("checkout's estimate and the promise", () => {
  it('agree within the promise margin when a courier is free nearby', async () => {
    const courier = await ctx.loginAs('COURIER');
    await setCourierPresence(ctx.db, courier.userId, { online: true, latitude: 51.434, longitude: 6.766 });
    const gap = await quoteThenPromise();
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(3);
  });

  it('agree when no courier is online', async () => {
    const gap = await quoteThenPromise();
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(3);
  });
});
