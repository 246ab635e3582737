import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CourierRoute, RouteOption } from '@forkly/contracts';
import type { Route } from '../../geo/index';
import { createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createOrder, createRestaurantOf, kmNorthOf } from '../../../test/order-state-factories';

let ctx: TestContext;
type Session = Awaited<ReturnType<TestContext['loginAs']>>;
let restaurantId: number;
let customerId: number;

/** The fixtures' places: the restaurant (Königstraße 10) and the customer (Sonnenwall 5). */
const RESTAURANT = { latitude: 51.4336, longitude: 6.7652 };
const CUSTOMER = { latitude: 51.4331, longitude: 6.7598 };
const MAP_CENTRE = { latitude: 51.4261, longitude: 6.7652 };
/** A reported position well away from both, so its route starts elsewhere. */
const REPORTED = kmNorthOf(RESTAURANT, 2);

beforeAll(async () => {
  ctx = await createTestContext();
  const kitchen = await ctx.loginAs('RESTAURANT_ADMIN');
  restaurantId = (await createRestaurantOf(ctx.db, kitchen.userId, { name: 'Pizzeria Rhein' })).id;
  customerId = (await createUser(ctx.db, { firstName: 'Clara', lastName: 'Schmidt' })).id;
});
afterAll(() => ctx.close());

const routeOf = (who: Session | undefined, orderId: number | string, query = '') =>
  ctx.request({ method: 'GET', url: `/api/courier/order/${orderId}/route${query}`, token: who?.token });
const directions = async (from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }) =>
  (
    await ctx.request({
      method: 'GET',
      url: `/api/directions?originLatitude=${from.latitude}&originLongitude=${from.longitude}&destinationLatitude=${to.latitude}&destinationLongitude=${to.longitude}`,
    })
  ).json<{ routes: RouteOption[] }>().routes;

async function onlineCourier() {
  const courier = await ctx.loginAs('COURIER');
  await ctx.request({ method: 'PUT', url: '/api/courier/update?availability=true', token: courier.token });
  return courier;
}

describe('GET /courier/order/{id}/route', () => {
  it('routes a pickup from the fixed point while the courier has reported no position', async () => {
    const courier = await onlineCourier();
    const order = await createOrder(ctx.db, { restaurantId, userId: customerId, status: 'AWAITING_PICKUP', courierId: courier.userId });
    const res = await routeOf(courier, order.id);
    expect(res.statusCode).toBe(200);
    const body = res.json<CourierRoute>();
    expect(body).toMatchObject({ start: 'DEFAULT_POINT', end: 'RESTAURANT' });
    expect(body.routes.length).toBeGreaterThan(0);
    expect(body.routes).toEqual(await directions(MAP_CENTRE, RESTAURANT));
  });

  it("routes a pickup from the courier's reported position to the restaurant, whatever the browser sends", async () => {
    const courier = await onlineCourier();
    const order = await createOrder(ctx.db, { restaurantId, userId: customerId, status: 'AWAITING_PICKUP', courierId: courier.userId });
    expect((await ctx.request({ method: 'POST', url: '/api/courier/position', token: courier.token, payload: REPORTED })).statusCode).toBe(200);
    const body = (await routeOf(courier, order.id)).json<CourierRoute>();
    expect(body.start).toBe('COURIER_POSITION');
    const expected = await directions(REPORTED, RESTAURANT);
    expect(body.routes).toEqual(expected);
    expect(body.routes[0]!.startAddress).not.toBe((await directions(MAP_CENTRE, RESTAURANT))[0]!.startAddress);
    // Coordinates in the query are not the server's business: the answer stays the same.
    const forged = await routeOf(courier, order.id, `?originLatitude=${CUSTOMER.latitude}&originLongitude=${CUSTOMER.longitude}`);
    expect(forged.json<CourierRoute>().routes).toEqual(expected);
  });

  it('routes a picked-up order from the restaurant to the customer, not from the courier', async () => {
    const courier = await onlineCourier();
    await ctx.request({ method: 'POST', url: '/api/courier/position', token: courier.token, payload: REPORTED });
    const order = await createOrder(ctx.db, { restaurantId, userId: customerId, status: 'READY_FOR_DELIVERY', courierId: courier.userId });
    const body = (await routeOf(courier, order.id)).json<CourierRoute>();
    expect(body).toMatchObject({ start: 'RESTAURANT', end: 'CUSTOMER' });
    expect(body.routes.length).toBeGreaterThan(0);
    expect(body.routes).toEqual(await directions(RESTAURANT, CUSTOMER));
  });

  it('offers no route when an address has no coordinates', async () => {
    const courier = await onlineCourier();
    const kitchen = await ctx.loginAs('RESTAURANT_ADMIN');
    const unplaced = await createRestaurantOf(ctx.db, kitchen.userId, { latitude: null, longitude: null });
    const order = await createOrder(ctx.db, { restaurantId: unplaced.id, userId: customerId, status: 'AWAITING_PICKUP', courierId: courier.userId });
    expect((await routeOf(courier, order.id)).json()).toEqual({ start: 'DEFAULT_POINT', end: 'RESTAURANT', routes: [] });
  });

  it("is only for the courier holding the order: another's, a delivered or unknown order is not found", async () => {
    const courier = await onlineCourier();
    const other = await onlineCourier();
    const theirs = await createOrder(ctx.db, { restaurantId, userId: customerId, status: 'AWAITING_PICKUP', courierId: other.userId });
    const delivered = await createOrder(ctx.db, { restaurantId, userId: customerId, status: 'DELIVERED', courierId: courier.userId });
    for (const id of [theirs.id, delivered.id, 999_999]) {
      const res = await routeOf(courier, id);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toMatchObject({ errorCode: 'orderNotFound', message: 'Order not found' });
    }
    const bad = await routeOf(courier, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['id']);
    expect((await routeOf(undefined, theirs.id)).statusCode).toBe(401);
    for (const role of ['ADMIN', 'SERVICE', 'USER', 'RESTAURANT_ADMIN'] as const)
      expect((await routeOf(await ctx.loginAs(role), theirs.id)).statusCode, role).toBe(403);
  });
});

describe('route alternatives that are the same as another', () => {
  const line = (coordinates: [number, number][]): Route['geometry'] => ({ type: 'LineString', coordinates });
  const fastest: Route = {
    summary: 'Königstraße',
    distanceMeters: 2400,
    durationSeconds: 420,
    startAddress: 'A',
    endAddress: 'B',
    geometry: line([
      [6.76, 51.42],
      [6.77, 51.43],
    ]),
  };
  const offered: Route[] = [
    fastest,
    // The same line again, as a provider may offer it as an "alternative".
    {
      ...fastest,
      summary: 'Königstraße, A59',
      distanceMeters: 2401,
      geometry: line([
        [6.760001, 51.420001],
        [6.77, 51.43],
      ]),
    },
    // Another line that reads the same in the list: same summary, length and time.
    {
      ...fastest,
      distanceMeters: 2403,
      durationSeconds: 430,
      geometry: line([
        [6.76, 51.42],
        [6.765, 51.44],
        [6.77, 51.43],
      ]),
    },
    {
      ...fastest,
      summary: 'A59',
      distanceMeters: 3100,
      durationSeconds: 480,
      geometry: line([
        [6.76, 51.42],
        [6.78, 51.41],
        [6.77, 51.43],
      ]),
    },
  ];

  it('are dropped from GET /directions and from the courier route', async () => {
    const routes = vi.spyOn(ctx.app.deps.geo.get(), 'routes').mockResolvedValue(offered);
    try {
      const got = await directions({ latitude: 51.1, longitude: 6.1 }, { latitude: 51.2, longitude: 6.2 });
      expect(got.map((r) => r.summary)).toEqual(['Königstraße', 'A59']);

      const courier = await onlineCourier();
      await ctx.request({ method: 'POST', url: '/api/courier/position', token: courier.token, payload: { latitude: 51.3, longitude: 6.3 } });
      const order = await createOrder(ctx.db, { restaurantId, userId: customerId, status: 'AWAITING_PICKUP', courierId: courier.userId });
      expect((await routeOf(courier, order.id)).json<CourierRoute>().routes.map((r) => r.summary)).toEqual(['Königstraße', 'A59']);
    } finally {
      routes.mockRestore();
    }
  });
});
