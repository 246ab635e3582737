import { createUser } from '../../../test/factories';
import type { TestContext } from '../../../test/helper';
import { createRestaurantOf } from '../../../test/order-state-factories';

export type Session = Awaited<ReturnType<TestContext['loginAs']>>;

/** What the courier tests share: staff sessions, a restaurant with its admin, and a customer to order for. */
export async function courierTestWorld(ctx: TestContext) {
  const admin = await ctx.loginAs('ADMIN');
  const service = await ctx.loginAs('SERVICE');
  const kitchen = await ctx.loginAs('RESTAURANT_ADMIN');
  const restaurantId = (await createRestaurantOf(ctx.db, kitchen.userId, { name: 'Pizzeria Rhein', contact: '+49203111222' })).id;
  const customerId = (await createUser(ctx.db, { firstName: 'Clara', lastName: 'Schmidt', contact: '+49203999888' })).id;
  return { admin, service, kitchen, restaurantId, customerId };
}
