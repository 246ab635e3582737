import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RestaurantCard } from '@forkly/contracts';
import { createRestaurant, uniqueName } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { menus } from '../../db/schema/index';
import { ALWAYS_OPEN, KM, placeRestaurants, stubRoutes } from './test-fixtures';

/** Issue 25: the customer list's sorts, filters, closed ones last, and its refusals. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.restoreAllMocks();
});

type Page = { results: RestaurantCard[]; hasNextPage: boolean; lastCursor: string | null };
const query = (values: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(values).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])));
async function list(values: Record<string, string | number | undefined>): Promise<Page> {
  const res = await ctx.request({ method: 'GET', url: `/api/paged-restaurants?${query(values)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}
/** Every test gets a town of its own, far from the others'. */
let town = 0;
const newCentre = () => ({ latitude: 40 + town++ * 0.5, longitude: 8 });
const CLOSED_ALL_WEEK = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const ids = (page: Page) => page.results.map((r) => r.id);

describe('GET /paged-restaurants: sorts (issue 25)', () => {
  it('sorts by delivery time, delivery fee, minimum order, rating and distance, each both ways', async () => {
    stubRoutes(ctx.app, { distanceMeters: 1500, durationSeconds: 300 });
    const centre = newCentre();
    const point = { latitude: centre.latitude, longitude: centre.longitude };
    // near: slow kitchen, cheap fee, high minimum; mid: fastest, dearest; far: in between.
    const [near] = await placeRestaurants(ctx.db, centre, [1], { preparationMinutes: 40, deliveryFeeBaseCents: 100, minimumOrderCents: 3000, rating: 3.5 });
    const [mid] = await placeRestaurants(ctx.db, centre, [2], { preparationMinutes: 5, deliveryFeeBaseCents: 400, minimumOrderCents: 1000, rating: 4.8 });
    const [far] = await placeRestaurants(ctx.db, centre, [3], { preparationMinutes: 20, deliveryFeeBaseCents: 250, minimumOrderCents: 500, rating: 4.2 });
    const [n, m, f] = [near!.id, mid!.id, far!.id];
    expect(ids(await list(point))).toEqual([n, m, f]);
    expect(ids(await list({ ...point, sortBy: 'DISTANCE', orderBy: 'DESC' }))).toEqual([f, m, n]);
    const byTime = await list({ ...point, sortBy: 'DELIVERY_TIME' });
    expect(ids(byTime)).toEqual([m, f, n]);
    const minutes = byTime.results.map((r) => r.estimatedDeliveryMinutes!);
    expect([...minutes].sort((a, b) => a - b)).toEqual(minutes);
    expect(ids(await list({ ...point, sortBy: 'DELIVERY_FEE' }))).toEqual([n, f, m]);
    expect((await list({ ...point, sortBy: 'DELIVERY_FEE', orderBy: 'DESC' })).results.map((r) => r.deliveryFee)).toEqual([4, 2.5, 1]);
    expect(ids(await list({ ...point, sortBy: 'MINIMUM_ORDER' }))).toEqual([f, m, n]);
    expect(ids(await list({ ...point, sortBy: 'RATING' }))).toEqual([m, f, n]);
    expect(ids(await list({ ...point, sortBy: 'RATING', orderBy: 'ASC' }))).toEqual([n, f, m]);
  });

  it('groups closed and paused restaurants last under every sort, with when they open, and pages across the groups', async () => {
    stubRoutes(ctx.app, { distanceMeters: 1500, durationSeconds: 300 });
    const centre = newCentre();
    const point = { latitude: centre.latitude, longitude: centre.longitude };
    const [closedNear] = await placeRestaurants(ctx.db, centre, [0.5], { openingHours: { ...CLOSED_ALL_WEEK, mon: [{ open: '11:00', close: '22:00' }] } });
    const [pausedNear] = await placeRestaurants(ctx.db, centre, [0.7], { paused: true });
    const [open1, open2] = await placeRestaurants(ctx.db, centre, [2, 3]);
    const body = await list(point);
    expect(ids(body)).toEqual([open1!.id, open2!.id, closedNear!.id, pausedNear!.id]);
    expect(body.results[2]).toMatchObject({ status: 'closed' });
    expect(body.results[2]!.opensAt).toMatch(/T09:00:00.000Z$|T10:00:00.000Z$/); // Monday 11:00 in Berlin
    expect(ids(await list({ ...point, sortBy: 'DISTANCE', orderBy: 'DESC' }))).toEqual([open2!.id, open1!.id, pausedNear!.id, closedNear!.id]);
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await list({ ...point, limit: 1, pageParam: cursor });
      seen.push(...ids(page));
      cursor = page.hasNextPage ? page.lastCursor! : undefined;
    } while (cursor);
    expect(seen).toEqual([open1!.id, open2!.id, closedNear!.id, pausedNear!.id]);
  });
});

describe('GET /paged-restaurants: filters (issue 25)', () => {
  it('filters by open now, free delivery, a rating of at least 4 and cuisine', async () => {
    stubRoutes(ctx.app, { distanceMeters: 1500, durationSeconds: 300 });
    const centre = newCentre();
    const point = { latitude: centre.latitude, longitude: centre.longitude };
    const [pizza] = await placeRestaurants(ctx.db, centre, [1], { cuisine: 'pizza', rating: 4.5 });
    const [free] = await placeRestaurants(ctx.db, centre, [1.2], { cuisine: 'sushi', rating: 3.9, deliveryFeeBaseCents: 0, freeDeliveryDistanceMeters: 2000 });
    // Free within 1 km only: the 1.5 km route costs.
    const [freeNearby] = await placeRestaurants(ctx.db, centre, [1.4], { cuisine: 'sushi', deliveryFeeBaseCents: 0, freeDeliveryDistanceMeters: 1000 });
    const [closed] = await placeRestaurants(ctx.db, centre, [1.6], { cuisine: 'pizza', rating: 4.1, openingHours: CLOSED_ALL_WEEK });
    expect(ids(await list({ ...point, openNow: 'true' }))).toEqual([pizza!.id, free!.id, freeNearby!.id]);
    const freeOnly = await list({ ...point, freeDelivery: 'true' });
    expect(ids(freeOnly)).toEqual([free!.id]);
    expect(freeOnly.results[0]!.deliveryFee).toBe(0);
    expect(ids(await list({ ...point, rating: 4 }))).toEqual([pizza!.id, closed!.id]);
    expect(ids(await list({ ...point, cuisine: 'pizza' }))).toEqual([pizza!.id, closed!.id]);
    expect(ids(await list({ ...point, cuisine: 'pizza', openNow: 'true', rating: 4 }))).toEqual([pizza!.id]);
    expect(ids(await list({ ...point, cuisine: 'thai' }))).toEqual([]);
  });

  it('finds restaurants offering a dish free of an allergen, counting only dishes on offer', async () => {
    stubRoutes(ctx.app, { distanceMeters: 1500, durationSeconds: 300 });
    const centre = newCentre();
    const point = { latitude: centre.latitude, longitude: centre.longitude };
    const place = async (km: number, dishes: { allergens: ('gluten' | 'milk')[]; visible?: boolean }[]) => {
      const { restaurant } = await createRestaurant(ctx.db, {
        latitude: centre.latitude + km * KM,
        longitude: centre.longitude,
        openingHours: ALWAYS_OPEN,
        deliveryRadiusMeters: 20_000,
      });
      await ctx.db.insert(menus).values(dishes.map((d) => ({ name: uniqueName('Dish '), priceCents: 900, restaurantId: restaurant.id, ...d })));
      return restaurant;
    };
    const allGluten = await place(1, [{ allergens: ['gluten', 'milk'] }, { allergens: ['gluten'] }]);
    const oneWithout = await place(2, [{ allergens: ['gluten'] }, { allergens: ['milk'] }]);
    const hiddenWithout = await place(3, [{ allergens: ['gluten'] }, { allergens: [], visible: false }]);
    expect(ids(await list({ ...point, freeOf: 'gluten' }))).toEqual([oneWithout.id]);
    expect(ids(await list({ ...point, freeOf: 'milk' }))).toEqual([allGluten.id, oneWithout.id, hiddenWithout.id]);
    expect(ids(await list({ ...point, freeOf: 'peanuts' }))).toEqual([allGluten.id, oneWithout.id, hiddenWithout.id]);
  });
});

describe('GET /paged-restaurants: bad choices (issue 25)', () => {
  it('refuses each bad value with 400, the field and a message, and never a 500', async () => {
    const near = 'latitude=51&longitude=6';
    const cases: [string, Record<string, string>][] = [
      ['sortBy=DELIVERY_TIME', { latitude: 'latitude is a required field' }],
      ['sortBy=DELIVERY_FEE', { latitude: 'latitude is a required field' }],
      ['freeDelivery=true', { latitude: 'latitude is a required field' }],
      [`${near}&sortBy=FASTEST`, { sortBy: 'Invalid option' }],
      [`${near}&sortBy=delivery_time`, { sortBy: 'Invalid option' }],
      [`${near}&openNow=yes`, { openNow: 'Invalid value' }],
      [`${near}&openNow=false`, { openNow: 'Invalid value' }],
      [`${near}&freeDelivery=1`, { freeDelivery: 'Invalid value' }],
      [`${near}&cuisine=martian`, { cuisine: 'Invalid option' }],
      [`${near}&cuisine=`, { cuisine: 'Invalid option' }],
      [`${near}&freeOf=chocolate`, { freeOf: 'Invalid option' }],
      [`${near}&rating=four`, { rating: 'Invalid value' }],
      [`${near}&sortBy=MINIMUM_ORDER&pageParam=${Buffer.from('["MINIMUM_ORDER","ASC",2,500,1]').toString('base64url')}`, { pageParam: 'Invalid value' }],
      [`${near}&sortBy=NAME&pageParam=${Buffer.from('["NAME","ASC",0,5,1]').toString('base64url')}`, { pageParam: 'Invalid value' }],
    ];
    for (const [q, fields] of cases) {
      const res = await ctx.request({ method: 'GET', url: `/api/paged-restaurants?${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json(), q).toMatchObject({ errorCode: 'validationFailed', fields });
    }
  });

  it('keeps the customer filters off the staff list', async () => {
    const admin = await ctx.loginAs('ADMIN');
    for (const [q, field] of [
      ['openNow=true', 'openNow'],
      ['cuisine=pizza', 'cuisine'],
      ['freeOf=milk', 'freeOf'],
      ['sortBy=DELIVERY_FEE&latitude=51&longitude=6', 'sortBy'],
    ] as const) {
      const res = await ctx.request({ method: 'GET', url: `/api/paged-restaurants?page=1&${q}`, token: admin.token });
      expect(res.statusCode, q).toBe(400);
      expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields), q).toEqual([field]);
    }
  });
});
