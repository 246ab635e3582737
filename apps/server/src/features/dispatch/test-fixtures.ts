import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { courierTrips } from '../../db/schema/index';
import { createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { runZoneRound } from './dispatch-round.service';
import { closeOpenWork, createOrder, createRestaurantOf, findOrder, kmNorthOf, setCourierPresence } from '../../../test/order-state-factories';

/**
 * What the dispatch test files share: one restaurant with its kitchen, a customer and three
 * couriers, and the moves of a dispatch story. The bindings below are live: a test file calls
 * `installDispatchWorld()` once, and its tests read them after its beforeAll has filled them in.
 */
export type Session = Awaited<ReturnType<TestContext['loginAs']>>;

export let ctx: TestContext;
export let kitchen: Session;
export let restaurantId: number;
export let customerId: number;
export const couriers: Session[] = [];
export const RESTAURANT = { latitude: 51.4336, longitude: 6.7652 };
export const MINUTE = 60_000;

/** A fresh database for the calling test file; every test starts with all couriers offline, and no order or trip left open. */
export function installDispatchWorld(): void {
  beforeAll(async () => {
    ctx = await createTestContext();
    kitchen = await ctx.loginAs('RESTAURANT_ADMIN');
    restaurantId = (await createRestaurantOf(ctx.db, kitchen.userId, { ...RESTAURANT, preparationMinutes: 15 })).id;
    customerId = (await createUser(ctx.db)).id;
    // Test files share modules (isolate: false): the couriers of a file run earlier in this worker go.
    couriers.length = 0;
    for (let i = 0; i < 3; i++) couriers.push(await ctx.loginAs('COURIER'));
  });
  afterAll(() => ctx.close());

  beforeEach(async () => {
    await closeOpenWork(ctx.db);
  });
}

export const [a, b, c] = [0, 1, 2].map((i) => () => couriers[i]!) as [() => Session, () => Session, () => Session];
export const online = (courier: Session, km: number) => setCourierPresence(ctx.db, courier.userId, { online: true, ...kmNorthOf(RESTAURANT, km) });
export const round = (now: Date) => runZoneRound(ctx.app.deps, { zoneId: 1, now });
export const accept = (orderId: number, readyInMinutes: number, who = kitchen) =>
  ctx.request({ method: 'PUT', url: `/api/restaurant/order/${orderId}/accept`, token: who.token, payload: { readyInMinutes } });
export const pushBack = (orderId: number, readyInMinutes: number) =>
  ctx.request({ method: 'PUT', url: `/api/restaurant/order/${orderId}/ready-time`, token: kitchen.token, payload: { readyInMinutes } });
export const prepared = (orderId: number) =>
  ctx.request({ method: 'PUT', url: `/api/restaurant/order/${orderId}?status=AWAITING_PICKUP`, token: kitchen.token });
export const tripOf = async (orderId: number) => {
  const order = await findOrder(ctx.db, orderId);
  return order.tripId === null ? undefined : ctx.db.query.courierTrips.findFirst({ where: eq(courierTrips.id, order.tripId) });
};
export const paidOrder = () => createOrder(ctx.db, { restaurantId, userId: customerId });
