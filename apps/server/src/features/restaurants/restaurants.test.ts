import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RestaurantCard } from '@forkly/contracts';
import { createRestaurant, uniqueName } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import type { OpeningHours } from '../../db/schema/index';
import { ALWAYS_OPEN, placeRestaurants, stubRoutes } from './test-fixtures';

let ctx: TestContext;
type Session = Awaited<ReturnType<TestContext['loginAs']>>;
let admin: Session;
let customer: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('ADMIN');
  customer = await ctx.loginAs('USER');
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const get = (url: string, session?: Session) => ctx.request({ method: 'GET', url, token: session?.token });
const list = async (query: Record<string, string | number>, session?: Session) => {
  const res = await get(`/api/paged-restaurants?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`, session);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: RestaurantCard[]; hasNextPage: boolean; lastCursor: string | null }>();
};
describe('GET /paged-restaurants (cursor list)', () => {
  it('lists only visible restaurants that deliver to the point, nearest first, with their terms', async () => {
    const centre = { latitude: 50.1, longitude: 7.1 };
    stubRoutes(ctx.app, { distanceMeters: 3500, durationSeconds: 600 });
    const [near, far] = await placeRestaurants(ctx.db, centre, [1, 3], { preparationMinutes: 15, minimumOrderCents: 1250 });
    await placeRestaurants(ctx.db, centre, [0.5], { visible: false });
    await placeRestaurants(ctx.db, centre, [4], { deliveryRadiusMeters: 3000 });
    const [inRadius] = await placeRestaurants(ctx.db, centre, [4.5], { deliveryRadiusMeters: 5000 });
    const body = await list({ latitude: centre.latitude, longitude: centre.longitude });
    expect(body.results.map((r) => r.id)).toEqual([near!.id, far!.id, inRadius!.id]);
    expect(body.hasNextPage).toBe(false);
    const first = body.results[0]!;
    expect(first.distance).toBeGreaterThan(990);
    expect(first.distance).toBeLessThan(1010);
    // base 1.99 + 2 started km beyond 2 km at 0.50 = 2.99; 15 min kitchen, 2 + 2 at the counter and the door, 10 min drive.
    expect(first).toMatchObject({
      name: near!.name,
      deliveryFee: 2.99,
      deliveryFeeFrom: 1.99,
      minimumOrder: 12.5,
      estimatedDeliveryMinutes: 29,
      status: 'open',
      opensAt: null,
    });
    expect(first.address).toMatchObject({ street: 'Königstraße', city: 'Duisburg' });
    expect(Object.keys(first).sort()).toEqual(
      [
        'address',
        'bio',
        'closesAt',
        'deliveryFee',
        'deliveryFeeFrom',
        'distance',
        'estimatedArrival',
        'estimatedDeliveryMinutes',
        'id',
        'imageId',
        'latitude',
        'longitude',
        'minimumOrder',
        'name',
        'opensAt',
        'parentRestaurantId',
        'rating',
        'ratingCount',
        'status',
      ].sort(),
    );
  });

  it('pages by cursor without duplicates or gaps, ties broken by id', async () => {
    const centre = { latitude: 50.3, longitude: 7.3 };
    stubRoutes(ctx.app, { distanceMeters: 1000, durationSeconds: 120 });
    // Three pairs at the same spot straddle page boundaries of 4.
    const made = await placeRestaurants(ctx.db, centre, [0.2, 0.4, 0.6, 0.8, 0.8, 1, 1.2, 1.4, 1.4, 1.6, 1.6, 1.8, 2]);
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const body = await list({ latitude: centre.latitude, longitude: centre.longitude, limit: 4, ...(cursor ? { pageParam: cursor } : {}) });
      seen.push(...body.results.map((r) => r.id));
      cursor = body.hasNextPage ? body.lastCursor : null;
      pages += 1;
      expect(body.results.length).toBeLessThanOrEqual(4);
    } while (cursor && pages < 10);
    expect(pages).toBe(4);
    expect(seen).toEqual(made.map((r) => r.id));
    expect(new Set(seen).size).toBe(made.length);
  });

  it('filters by name, minimum rating and maximum distance, and sorts by rating', async () => {
    const centre = { latitude: 50.5, longitude: 7.5 };
    stubRoutes(ctx.app, { distanceMeters: 1000, durationSeconds: 120 });
    const [a] = await placeRestaurants(ctx.db, centre, [1], { name: 'Trattoria 100% Pasta', rating: 4.8 });
    const [b] = await placeRestaurants(ctx.db, centre, [2], { name: 'Pasta Kiosk', rating: 3.9 });
    const [c] = await placeRestaurants(ctx.db, centre, [3], { name: 'Curry Corner', rating: 4.2 });
    const [d] = await placeRestaurants(ctx.db, centre, [5], { name: 'New Place', rating: null });
    const point = { latitude: centre.latitude, longitude: centre.longitude };
    expect((await list({ ...point, name: 'PASTA' })).results.map((r) => r.id)).toEqual([a!.id, b!.id]);
    expect((await list({ ...point, name: '100%' })).results.map((r) => r.id)).toEqual([a!.id]);
    expect((await list({ ...point, name: '%' })).results.map((r) => r.id)).toEqual([a!.id]);
    expect((await list({ ...point, rating: 4 })).results.map((r) => r.id)).toEqual([a!.id, c!.id]);
    expect((await list({ ...point, distance: 2500 })).results.map((r) => r.id)).toEqual([a!.id, b!.id]);
    expect((await list({ ...point, sortBy: 'RATING' })).results.map((r) => r.id)).toEqual([a!.id, c!.id, b!.id, d!.id]);
    expect((await list({ ...point, sortBy: 'NAME', orderBy: 'DESC' })).results.map((r) => r.id)).toEqual([a!.id, b!.id, d!.id, c!.id]);
    // Rating order pages too.
    const first = await list({ ...point, sortBy: 'RATING', limit: 2 });
    const second = await list({ ...point, sortBy: 'RATING', limit: 2, pageParam: first.lastCursor! });
    expect([...first.results, ...second.results].map((r) => r.id)).toEqual([a!.id, c!.id, b!.id, d!.id]);
    expect(second.hasNextPage).toBe(false);
  });

  it('estimates fee and time from the straight line when routing fails', async () => {
    const centre = { latitude: 50.7, longitude: 7.7 };
    stubRoutes(ctx.app, 'fail');
    await placeRestaurants(ctx.db, centre, [3], { preparationMinutes: 20 });
    const [card] = (await list({ latitude: centre.latitude, longitude: centre.longitude })).results;
    // ~3000 m x 1.3 = 3900 m by road: 1.99 + 2 km x 0.50; at 25 km/h that is about 9.4 minutes, after
    // 20 in the kitchen and 2 at the counter, and 2 at the door.
    expect(card).toMatchObject({ deliveryFee: 2.99, estimatedDeliveryMinutes: 34 });
  });

  it('routes with the built-in provider in the demo city', async () => {
    const centre = { latitude: 51.4336, longitude: 6.7652 };
    const name = uniqueName('Duisburg ');
    await placeRestaurants(ctx.db, centre, [1.5], { preparationMinutes: 20, name });
    const [card] = (await list({ latitude: centre.latitude, longitude: centre.longitude, name })).results;
    expect(card!.deliveryFee).toBeGreaterThanOrEqual(1.99);
    expect(card!.estimatedDeliveryMinutes).toBeGreaterThan(20);
    expect(card!.estimatedDeliveryMinutes).toBeLessThan(40);
  });

  it('shows closed restaurants with their next opening, and paused ones', async () => {
    const centre = { latitude: 50.9, longitude: 7.9 };
    stubRoutes(ctx.app, { distanceMeters: 1000, durationSeconds: 120 });
    const lunch: OpeningHours = { ...ALWAYS_OPEN };
    for (const day of Object.keys(lunch) as (keyof OpeningHours)[])
      lunch[day] = [
        { open: '11:30', close: '14:30' },
        { open: '17:30', close: '02:00' },
      ];
    const [split] = await placeRestaurants(ctx.db, centre, [1], { openingHours: lunch });
    const [paused] = await placeRestaurants(ctx.db, centre, [2], { paused: true });
    const point = { latitude: centre.latitude, longitude: centre.longitude };
    vi.useFakeTimers({ toFake: ['Date'] });
    // Wednesday 2025-07-02 15:00 in Berlin (13:00 UTC): between lunch and dinner.
    vi.setSystemTime(new Date('2025-07-02T13:00:00Z'));
    let body = await list(point);
    expect(body.results.find((r) => r.id === split!.id)).toMatchObject({ status: 'closed', opensAt: '2025-07-02T15:30:00.000Z', closesAt: null });
    expect(body.results.find((r) => r.id === paused!.id)).toMatchObject({ status: 'paused', opensAt: null });
    // Thursday 01:00 in Berlin: Wednesday's dinner runs past midnight.
    vi.setSystemTime(new Date('2025-07-02T23:00:00Z'));
    body = await list(point);
    expect(body.results.find((r) => r.id === split!.id)).toMatchObject({ status: 'open', closesAt: '2025-07-03T00:00:00.000Z' });
  });

  it('without a point lists every visible restaurant by name, without delivery terms', async () => {
    const prefix = uniqueName('Zz');
    const [b] = await placeRestaurants(ctx.db, { latitude: 48, longitude: 9 }, [1], { name: `${prefix} Beta` });
    const { restaurant: a } = await createRestaurant(ctx.db, {
      name: `${prefix} alpha`,
      latitude: null,
      longitude: null,
      offersDish: true,
      openingHours: ALWAYS_OPEN,
    });
    await createRestaurant(ctx.db, { name: `${prefix} Hidden`, visible: false, offersDish: true });
    // Visible, but with nothing to order yet (issue 22): not on the list.
    await createRestaurant(ctx.db, { name: `${prefix} Empty` });
    const body = await list({ name: prefix });
    expect(body.results.map((r) => r.id)).toEqual([a.id, b!.id]);
    expect(body.results[0]).toMatchObject({ distance: null, deliveryFee: null, estimatedDeliveryMinutes: null, estimatedArrival: null, deliveryFeeFrom: 1.99 });
    const page1 = await list({ name: prefix, limit: 1 });
    const page2 = await list({ name: prefix, limit: 1, pageParam: page1.lastCursor! });
    expect([page1.hasNextPage, page2.hasNextPage]).toEqual([true, false]);
    expect(page2.results.map((r) => r.id)).toEqual([b!.id]);
  });

  it('answers an empty page for nowhere near', async () => {
    expect(await list({ latitude: -45, longitude: 170 })).toEqual({ results: [], hasNextPage: false, lastCursor: null });
  });

  it('refuses bad input with 400 and the field', async () => {
    const cases: [string, Record<string, string>][] = [
      ['latitude=51', { longitude: '{path} is a required field'.replace('{path}', 'longitude') }],
      ['latitude=abc&longitude=6', { latitude: 'Invalid value' }],
      ['latitude=91&longitude=6', { latitude: 'Invalid value' }],
      ['limit=0', { limit: 'Invalid value' }],
      ['limit=101', { limit: 'Invalid value' }],
      ['rating=6', { rating: 'Invalid value' }],
      ['distance=500', { latitude: 'latitude is a required field' }],
      ['sortBy=DISTANCE', { latitude: 'latitude is a required field' }],
      ['sortBy=EMAIL', { sortBy: 'Invalid option' }],
      ['sortBy=nonsense', { sortBy: 'Invalid option' }],
      ['orderBy=UP', { orderBy: 'Invalid option' }],
      ['email=a@b.c', { email: 'Unknown field' }],
      ['colour=red', { colour: 'Unknown field' }],
      ['pageParam=garbage', { pageParam: 'Invalid value' }],
      [`pageParam=${Buffer.from('["NAME","ASC","x",1]').toString('base64url')}&sortBy=RATING`, { pageParam: 'Invalid value' }],
      ['page=1&pageParam=abc', { pageParam: 'Unknown field' }],
    ];
    for (const [query, fields] of cases) {
      const res = await get(`/api/paged-restaurants?${query}`, query.startsWith('page=') ? admin : undefined);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ errorCode: 'validationFailed', fields });
    }
  });
});

describe('GET /paged-restaurants?page (staff list)', () => {
  it('is for ADMIN and SERVICE only', async () => {
    expect((await get('/api/paged-restaurants?page=1')).statusCode).toBe(401);
    expect((await get('/api/paged-restaurants?page=1', customer)).statusCode).toBe(403);
    const service = await ctx.loginAs('SERVICE');
    expect((await get('/api/paged-restaurants?page=1', service)).statusCode).toBe(200);
  });

  it('pages with totals, includes hidden restaurants, and filters', async () => {
    const prefix = uniqueName('Staff');
    const { restaurant: one } = await createRestaurant(ctx.db, { name: `${prefix} One`, rating: 4.5 });
    const { restaurant: two, account } = await createRestaurant(ctx.db, { name: `${prefix} Two`, visible: false });
    const { restaurant: branch } = await createRestaurant(ctx.db, { name: `${prefix} Three`, parentRestaurantId: one.id });
    const res = await get(`/api/paged-restaurants?page=1&limit=2&name=${prefix}&sortBy=NAME&orderBy=ASC`, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalCount: 3, totalPages: 2 });
    expect(body.results.map((r: { id: number }) => r.id)).toEqual([one.id, branch.id]);
    expect(body.results[0]).toMatchObject({ name: `${prefix} One`, visible: true, paused: false, distance: null });
    expect(body.results[0].username).toEqual(expect.any(String));
    const page2 = (await get(`/api/paged-restaurants?page=2&limit=2&name=${prefix}&sortBy=NAME&orderBy=ASC`, admin)).json();
    expect(page2.results.map((r: { id: number }) => r.id)).toEqual([two.id]);
    const hidden = (await get(`/api/paged-restaurants?page=1&name=${prefix}&visible=false`, admin)).json();
    expect(hidden.results.map((r: { id: number }) => r.id)).toEqual([two.id]);
    const byUser = (await get(`/api/paged-restaurants?page=1&username=${account.username}`, admin)).json();
    expect(byUser.results.map((r: { id: number }) => r.id)).toEqual([two.id]);
    const branches = (await get(`/api/paged-restaurants?page=1&parentRestaurantId=${one.id}`, admin)).json();
    expect(branches.results.map((r: { id: number }) => r.id)).toEqual([branch.id]);
    const rated = (await get(`/api/paged-restaurants?page=1&name=${prefix}&rating=4`, admin)).json();
    expect(rated.results.map((r: { id: number }) => r.id)).toEqual([one.id]);
    const byId = (await get(`/api/paged-restaurants?page=1&restaurantId=${two.id}`, admin)).json();
    expect(byId.totalCount).toBe(1);
    const newest = (await get(`/api/paged-restaurants?page=1&limit=1&name=${prefix}`, admin)).json();
    expect(newest.results[0].id).toBe(branch.id);
  });

  it('measures distance from a point and filters by it', async () => {
    const prefix = uniqueName('Dist');
    const [near, far] = await placeRestaurants(ctx.db, { latitude: 47, longitude: 8 }, [1, 6], { name: `${prefix} x` });
    const body = (await get(`/api/paged-restaurants?page=1&name=${prefix}&latitude=47&longitude=8&distance=3000&sortBy=DISTANCE&orderBy=ASC`, admin)).json();
    expect(body.results.map((r: { id: number }) => r.id)).toEqual([near!.id]);
    expect(body.results[0].distance).toBeGreaterThan(990);
    expect(far).toBeDefined();
  });
});

describe('GET /restaurant/{id}/overview', () => {
  it('gives the menu header with terms to the point and whether it delivers there', async () => {
    stubRoutes(ctx.app, { distanceMeters: 2500, durationSeconds: 300 });
    const [r] = await placeRestaurants(ctx.db, { latitude: 46, longitude: 9 }, [2], { deliveryRadiusMeters: 3000, preparationMinutes: 10 });
    const res = await get(`/api/restaurant/${r!.id}/overview?latitude=46&longitude=9`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: r!.id, delivers: true, deliveryFee: 2.49, estimatedDeliveryMinutes: 19, preparationMinutes: 10, status: 'open' });
    const farAway = (await get(`/api/restaurant/${r!.id}/overview?latitude=46.1&longitude=9`)).json();
    expect(farAway.delivers).toBe(false);
    const noPoint = (await get(`/api/restaurant/${r!.id}/overview`)).json();
    expect(noPoint).toMatchObject({ delivers: null, distance: null, deliveryFee: null });
  });

  it('hides a hidden restaurant from everyone but staff; 400 for bad input', async () => {
    const { restaurant } = await createRestaurant(ctx.db, { visible: false });
    expect((await get(`/api/restaurant/${restaurant.id}/overview`)).statusCode).toBe(404);
    expect((await get(`/api/restaurant/${restaurant.id}/overview`, customer)).statusCode).toBe(404);
    expect((await get(`/api/restaurant/${restaurant.id}/overview`, admin)).statusCode).toBe(200);
    expect((await get('/api/restaurant/999999/overview')).json()).toMatchObject({ status: 404, errorCode: 'restaurantNotFound' });
    expect((await get('/api/restaurant/abc/overview')).statusCode).toBe(400);
    expect((await get(`/api/restaurant/${restaurant.id}/overview?latitude=46`)).statusCode).toBe(400);
  });
});
