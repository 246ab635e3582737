import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { runZoneRound } from './dispatch-round.service';
import { createOrder, createRestaurantOf, findOrder, kmNorthOf, setCourierPresence } from '../../../test/order-state-factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

// Decision 049, as the kitchen-and-courier journey found it: two orders their kitchen has not
// answered must not keep the only courier from a prepared one next to them.
it('sends the only courier to prepared food, not keeps it for two orders the kitchen has not accepted', async () => {
  const kitchen = await ctx.loginAs('RESTAURANT_ADMIN');
  const place = { latitude: 51.4336, longitude: 6.7652 };
  const restaurantId = (await createRestaurantOf(ctx.db, kitchen.userId, { ...place, preparationMinutes: 20 })).id;
  const customerId = (await createUser(ctx.db)).id;
  const courier = await ctx.loginAs('COURIER');
  await setCourierPresence(ctx.db, courier.userId, { online: true, ...kmNorthOf(place, 0.2) });
  const unanswered = [await createOrder(ctx.db, { restaurantId, userId: customerId }), await createOrder(ctx.db, { restaurantId, userId: customerId })];
  await runZoneRound(ctx.app.deps, { zoneId: 1 });

  const ready = await createOrder(ctx.db, { restaurantId, userId: customerId });
  const marked = await ctx.request({ method: 'PUT', url: `/api/restaurant/order/${ready.id}?status=AWAITING_PICKUP`, token: kitchen.token });
  expect(marked.statusCode).toBe(200);
  await runZoneRound(ctx.app.deps, { zoneId: 1 });

  expect((await findOrder(ctx.db, ready.id)).courierId).toBe(courier.userId);
  for (const order of unanswered) expect((await findOrder(ctx.db, order.id)).courierId).toBeNull();
});
