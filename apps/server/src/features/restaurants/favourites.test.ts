import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLES, type Favourites } from '@forkly/contracts';
import { eq } from 'drizzle-orm';
import { createRestaurant, DEFAULT_PASSWORD } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { favouriteRestaurants, restaurants } from '../../db/schema/index';
import { ALWAYS_OPEN, placeRestaurants, stubRoutes } from './test-fixtures';

/** Issue 25: a customer's favourites, kept on the account. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

/** The same customer on a second device: a login of its own. */
async function secondDevice(username: string) {
  const res = await ctx.request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId: username, password: DEFAULT_PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ access_token: string }>().access_token;
}
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string) => ctx.request({ method, url: `/api${url}`, token });
async function favourites(token: string, query = '') {
  const res = await call('GET', `/favourites${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Favourites>();
}

describe('favourites', () => {
  it('marks and unmarks on one device and shows it on another, the latest first', async () => {
    const customer = await ctx.loginAs('USER');
    const phone = customer.token;
    const laptop = await secondDevice(customer.username);
    const { restaurant: first } = await createRestaurant(ctx.db, { offersDish: true, openingHours: ALWAYS_OPEN });
    const { restaurant: second } = await createRestaurant(ctx.db, { offersDish: true, openingHours: ALWAYS_OPEN });
    expect(await favourites(laptop)).toEqual({ results: [] });

    expect((await call('PUT', `/favourites/${first.id}`, phone)).statusCode).toBe(204);
    expect((await call('PUT', `/favourites/${second.id}`, phone)).statusCode).toBe(204);
    // Marking again is no error and keeps its place.
    expect((await call('PUT', `/favourites/${first.id}`, laptop)).statusCode).toBe(204);
    const onLaptop = await favourites(laptop);
    expect(onLaptop.results.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(onLaptop.results[0]).toMatchObject({ name: second.name, status: 'open', distance: null, deliveryFee: null });

    expect((await call('DELETE', `/favourites/${second.id}`, laptop)).statusCode).toBe(204);
    expect((await call('DELETE', `/favourites/${second.id}`, laptop)).statusCode).toBe(204);
    expect((await favourites(phone)).results.map((r) => r.id)).toEqual([first.id]);
  });

  it('gives delivery terms to a point, and leaves out restaurants customers can no longer see', async () => {
    stubRoutes(ctx.app, { distanceMeters: 1500, durationSeconds: 300 });
    const customer = await ctx.loginAs('USER');
    const centre = { latitude: 30, longitude: 8 };
    const [near, hidden] = await placeRestaurants(ctx.db, centre, [1, 2]);
    await call('PUT', `/favourites/${near!.id}`, customer.token);
    await call('PUT', `/favourites/${hidden!.id}`, customer.token);
    await ctx.db.update(restaurants).set({ visible: false }).where(eq(restaurants.id, hidden!.id));
    const body = await favourites(customer.token, `?latitude=${centre.latitude}&longitude=${centre.longitude}`);
    expect(body.results.map((r) => r.id)).toEqual([near!.id]);
    expect(body.results[0]!.distance).toBeGreaterThan(990);
    expect(body.results[0]!.deliveryFee).toBe(1.99);
  });

  it('keeps each customer to their own favourites', async () => {
    const anna = await ctx.loginAs('USER');
    const ben = await ctx.loginAs('USER');
    const { restaurant } = await createRestaurant(ctx.db, { offersDish: true });
    await call('PUT', `/favourites/${restaurant.id}`, anna.token);
    expect(await favourites(ben.token)).toEqual({ results: [] });
    await call('DELETE', `/favourites/${restaurant.id}`, ben.token);
    expect((await favourites(anna.token)).results.map((r) => r.id)).toEqual([restaurant.id]);
  });

  it('refuses a restaurant that does not exist or is hidden with 404, and bad input with 400, changing nothing', async () => {
    const customer = await ctx.loginAs('USER');
    const { restaurant: hidden } = await createRestaurant(ctx.db, { offersDish: true, visible: false });
    for (const id of [999_999, hidden.id]) {
      const res = await call('PUT', `/favourites/${id}`, customer.token);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toMatchObject({ errorCode: 'restaurantNotFound' });
    }
    const bad = await call('PUT', '/favourites/abc', customer.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'validationFailed', fields: { id: expect.any(String) } });
    const badPoint = await call('GET', '/favourites?latitude=91&longitude=6', customer.token);
    expect(badPoint.statusCode).toBe(400);
    expect(badPoint.json()).toMatchObject({ fields: { latitude: 'Invalid value' } });
    const rows = await ctx.db.select().from(favouriteRestaurants).where(eq(favouriteRestaurants.userId, customer.userId));
    expect(rows).toEqual([]);
  });

  it('is for customers only: 401 for a visitor, 403 for every other role', async () => {
    const { restaurant } = await createRestaurant(ctx.db, { offersDish: true });
    for (const [method, url] of [
      ['GET', '/favourites'],
      ['PUT', `/favourites/${restaurant.id}`],
      ['DELETE', `/favourites/${restaurant.id}`],
    ] as const) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
      for (const role of ROLES.filter((r) => r !== 'USER')) {
        const session = await ctx.loginAs(role);
        expect((await call(method, url, session.token)).statusCode, `${method} ${url} as ${role}`).toBe(403);
      }
    }
    expect(await ctx.db.select().from(favouriteRestaurants).where(eq(favouriteRestaurants.restaurantId, restaurant.id))).toEqual([]);
  });
});
