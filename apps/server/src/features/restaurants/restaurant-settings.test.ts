import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RestaurantCard } from '@forkly/contracts';
import { createTestContext, type TestContext } from '../../../test/helper';
import { ALWAYS_OPEN, NEAR_ADDRESS, NEAR_POINT, NEVER_OPEN, createOpenRestaurant } from '../../../test/order-factories';
import { restaurantFixtures } from './test-fixtures';

let ctx: TestContext;
type Session = { token: string };
let admin: Session;
let customer: Session;
const { login, restaurantSession, restaurantRow } = restaurantFixtures(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('ADMIN');
  customer = await ctx.loginAs('USER');
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

const settingsBody = (overrides: Record<string, unknown> = {}) => ({
  openingHours: ALWAYS_OPEN,
  paused: false,
  preparationMinutes: 25,
  deliveryRadiusMeters: 5000,
  minimumOrder: 12.5,
  maximumOrder: 800,
  deliveryFeeBase: 2.49,
  deliveryFeePerKm: 0.75,
  freeDeliveryDistanceMeters: 1500,
  ...overrides,
});
const getSettings = (id: number, session?: Session) => ctx.request({ method: 'GET', url: `/api/restaurant/${id}/settings`, token: session?.token });
const putSettings = (id: number, body: unknown, session?: Session) =>
  ctx.request({ method: 'PUT', url: `/api/restaurant/${id}/settings`, token: session?.token, payload: body as Record<string, unknown> });

/** Every route is 1 km and 2 minutes, so fees and times are exact. */
function stubRoutes() {
  const route = {
    summary: 'Test',
    startAddress: '',
    endAddress: '',
    geometry: { type: 'LineString' as const, coordinates: [] },
    distanceMeters: 1000,
    durationSeconds: 120,
  };
  const real = ctx.app.deps.geo.get();
  vi.spyOn(ctx.app.deps.geo, 'get').mockReturnValue({ ...real, routes: async () => [route] } as typeof real);
}

describe('GET /restaurant/{id}/settings', () => {
  it('answers the restaurant its settings in euro and metres, with its state now', async () => {
    const me = await restaurantSession();
    const res = await getSettings(me.restaurant.id, me);
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual([
      'closesAt',
      'cuisine',
      'deliveryFeeBase',
      'deliveryFeePerKm',
      'deliveryRadiusMeters',
      'freeDeliveryDistanceMeters',
      'maximumOrder',
      'minimumOrder',
      'name',
      'openingHours',
      'opensAt',
      'parentRestaurantId',
      'paused',
      'pausedReason',
      'preparationMinutes',
      'restaurantId',
      'status',
      'timeZone',
    ]);
    expect(res.json()).toMatchObject({
      restaurantId: me.restaurant.id,
      name: me.restaurant.name,
      parentRestaurantId: null,
      timeZone: 'Europe/Berlin',
      openingHours: Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ open: '11:00', close: '22:00' }]])),
      paused: false,
      preparationMinutes: 20,
      deliveryRadiusMeters: 6000,
      minimumOrder: 10,
      maximumOrder: 500,
      deliveryFeeBase: 1.99,
      deliveryFeePerKm: 0.5,
      freeDeliveryDistanceMeters: 2000,
      status: expect.stringMatching(/^(open|closed)$/),
    });
  });

  it('is for the restaurant, its parent and staff only', async () => {
    const parent = await restaurantSession();
    const branch = await restaurantSession({ parentRestaurantId: parent.restaurant.id });
    const sibling = await restaurantSession({ parentRestaurantId: parent.restaurant.id });
    const stranger = await restaurantSession();
    const service = await ctx.loginAs('SERVICE');
    const courier = await ctx.loginAs('COURIER');
    const cases: [Session | undefined, number][] = [
      [parent, 200],
      [branch, 200],
      [admin, 200],
      [service, 200],
      [sibling, 403],
      [stranger, 403],
      [customer, 403],
      [courier, 403],
      [undefined, 401],
    ];
    for (const [session, status] of cases) expect((await getSettings(branch.restaurant.id, session)).statusCode).toBe(status);
    // A branch does not manage its parent.
    expect((await getSettings(parent.restaurant.id, branch)).statusCode).toBe(403);
    expect((await getSettings(2_000_000, admin)).json()).toMatchObject({ status: 404, errorCode: 'restaurantNotFound' });
    expect((await getSettings(0, admin)).json()).toMatchObject({ status: 400, fields: { id: 'Invalid value' } });
  });
});

describe('PUT /restaurant/{id}/settings', () => {
  it('replaces every setting and stores money in cents', async () => {
    const me = await restaurantSession();
    // 24:00 (the demo seed's end of day) is taken as a close.
    const hours = {
      ...NEVER_OPEN,
      mon: [
        { open: '11:30', close: '14:30' },
        { open: '17:30', close: '02:00' },
      ],
      sat: [{ open: '00:00', close: '00:00' }],
      sun: [{ open: '10:00', close: '24:00' }],
    };
    const res = await putSettings(me.restaurant.id, settingsBody({ openingHours: hours, paused: true, minimumOrder: 0, cuisine: 'thai' }), me);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      cuisine: 'thai',
      openingHours: hours,
      paused: true,
      status: 'paused',
      preparationMinutes: 25,
      deliveryRadiusMeters: 5000,
      minimumOrder: 0,
      maximumOrder: 800,
      deliveryFeeBase: 2.49,
      deliveryFeePerKm: 0.75,
      freeDeliveryDistanceMeters: 1500,
    });
    expect(await restaurantRow(me.restaurant.id)).toMatchObject({
      openingHours: hours,
      paused: true,
      preparationMinutes: 25,
      deliveryRadiusMeters: 5000,
      minimumOrderCents: 0,
      maximumOrderCents: 80_000,
      deliveryFeeBaseCents: 249,
      deliveryFeePerKmCents: 75,
      freeDeliveryDistanceMeters: 1500,
      cuisine: 'thai',
    });
    expect((await getSettings(me.restaurant.id, me)).json()).toMatchObject({ paused: true, deliveryFeeBase: 2.49, cuisine: 'thai' });
    // Left out, the cuisine stays; null clears it (issue 25).
    expect((await putSettings(me.restaurant.id, settingsBody(), me)).json()).toMatchObject({ cuisine: 'thai' });
    expect((await putSettings(me.restaurant.id, settingsBody({ cuisine: null }), me)).json()).toMatchObject({ cuisine: null });
  });

  it('lets a restaurant admin set its branch, a branch itself and staff any; others get 403 and nothing changes', async () => {
    const parent = await restaurantSession();
    const branch = await restaurantSession({ parentRestaurantId: parent.restaurant.id });
    const stranger = await restaurantSession();
    const before = await restaurantRow(branch.restaurant.id);
    for (const session of [stranger, customer, await ctx.loginAs('COURIER')]) {
      const res = await putSettings(branch.restaurant.id, settingsBody({ paused: true }), session);
      expect(res.statusCode).toBe(403);
    }
    expect((await putSettings(parent.restaurant.id, settingsBody({ paused: true }), branch)).statusCode).toBe(403);
    expect((await putSettings(branch.restaurant.id, settingsBody(), undefined)).statusCode).toBe(401);
    expect(await restaurantRow(branch.restaurant.id)).toEqual(before);
    expect((await restaurantRow(parent.restaurant.id)).paused).toBe(false);

    expect((await putSettings(branch.restaurant.id, settingsBody({ preparationMinutes: 31 }), parent)).json()).toMatchObject({ preparationMinutes: 31 });
    expect((await putSettings(branch.restaurant.id, settingsBody({ preparationMinutes: 32 }), branch)).json()).toMatchObject({ preparationMinutes: 32 });
    expect((await putSettings(branch.restaurant.id, settingsBody({ preparationMinutes: 33 }), admin)).json()).toMatchObject({ preparationMinutes: 33 });
    expect((await putSettings(2_000_000, settingsBody(), admin)).statusCode).toBe(404);
  });

  it('refuses bad input with 400, the field and its message, and changes nothing', async () => {
    const me = await restaurantSession();
    const before = await restaurantRow(me.restaurant.id);
    const { openingHours: _omitted, ...withoutHours } = settingsBody();
    const cases: [unknown, Record<string, string>][] = [
      [withoutHours, { openingHours: 'openingHours is a required field' }],
      [settingsBody({ preparationMinutes: undefined }), { preparationMinutes: 'preparationMinutes is a required field' }],
      [settingsBody({ preparationMinutes: 241 }), { preparationMinutes: 'must be at most 240' }],
      [settingsBody({ preparationMinutes: -1 }), { preparationMinutes: 'must be at least 0' }],
      [settingsBody({ preparationMinutes: 12.5 }), { preparationMinutes: 'Invalid value' }],
      [settingsBody({ preparationMinutes: '20' }), { preparationMinutes: 'Invalid value' }],
      [settingsBody({ deliveryRadiusMeters: 0 }), { deliveryRadiusMeters: 'must be at least 100' }],
      [settingsBody({ deliveryRadiusMeters: 100_001 }), { deliveryRadiusMeters: 'must be at most 100000' }],
      [settingsBody({ minimumOrder: -0.01 }), { minimumOrder: 'must be at least 0' }],
      [settingsBody({ minimumOrder: 9.999 }), { minimumOrder: 'Invalid value' }],
      [settingsBody({ maximumOrder: 0 }), { maximumOrder: 'must be at least 1' }],
      [settingsBody({ maximumOrder: 20_000.01 }), { maximumOrder: 'must be at most 20000' }],
      [settingsBody({ minimumOrder: 50, maximumOrder: 40 }), { maximumOrder: 'must be at least 50' }],
      [settingsBody({ deliveryFeeBase: 100.01 }), { deliveryFeeBase: 'must be at most 100' }],
      [settingsBody({ deliveryFeePerKm: null }), { deliveryFeePerKm: 'Invalid value' }],
      [settingsBody({ freeDeliveryDistanceMeters: -5 }), { freeDeliveryDistanceMeters: 'must be at least 0' }],
      [settingsBody({ cuisine: 'martian' }), { cuisine: 'Invalid option' }],
      [settingsBody({ paused: 'yes' }), { paused: 'Invalid value' }],
      [settingsBody({ openingHours: { ...ALWAYS_OPEN, mon: [{ open: '25:00', close: '02:00' }] } }), { 'openingHours.mon.0.open': 'Invalid value' }],
      [settingsBody({ openingHours: { ...ALWAYS_OPEN, tue: [{ open: '9:00', close: '17:00' }] } }), { 'openingHours.tue.0.open': 'Invalid value' }],
      [settingsBody({ openingHours: { ...ALWAYS_OPEN, wed: [{ open: '24:00', close: '02:00' }] } }), { 'openingHours.wed.0.open': 'Invalid value' }],
      [settingsBody({ openingHours: { ...ALWAYS_OPEN, wed: [{ open: '09:00', close: '24:01' }] } }), { 'openingHours.wed.0.close': 'Invalid value' }],
      [
        settingsBody({ openingHours: { ...ALWAYS_OPEN, thu: [{ open: '09:00' }] } }),
        { 'openingHours.thu.0.close': 'openingHours.thu.0.close is a required field' },
      ],
      [settingsBody({ openingHours: { ...ALWAYS_OPEN, fri: Array(5).fill({ open: '09:00', close: '10:00' }) } }), { 'openingHours.fri': 'must be at most 4' }],
      [settingsBody({ openingHours: { mon: [] } }), { 'openingHours.tue': 'openingHours.tue is a required field' }],
      [settingsBody({ openingHours: { ...ALWAYS_OPEN, holiday: [] } }), { 'openingHours.holiday': 'Unknown field' }],
      [settingsBody({ timeZone: 'Europe/Helsinki' }), { timeZone: 'Unknown field' }],
    ];
    for (const [body, fields] of cases) {
      const res = await putSettings(me.restaurant.id, body, me);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json(), JSON.stringify(fields)).toMatchObject({ errorCode: 'validationFailed', fields });
    }
    expect(await restaurantRow(me.restaurant.id)).toEqual(before);
  });
});

describe('settings reach customers at once', () => {
  const point = { latitude: NEAR_POINT.latitude, longitude: NEAR_POINT.longitude };
  const card = async (name: string) => {
    const res = await ctx.request({
      method: 'GET',
      url: `/api/paged-restaurants?latitude=${point.latitude}&longitude=${point.longitude}&name=${encodeURIComponent(name)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ results: RestaurantCard[] }>().results[0];
  };
  const overview = async (id: number) =>
    (await ctx.request({ method: 'GET', url: `/api/restaurant/${id}/overview?latitude=${point.latitude}&longitude=${point.longitude}` })).json();

  it('in the list, the menu header, the price list and make-order', async () => {
    stubRoutes();
    const shop = await createOpenRestaurant(ctx.db);
    const owner = { token: await login(shop.account.username) };
    const basket = { restaurantId: shop.restaurant.id, lines: [{ menuId: shop.pizza.id, quantity: 2 }], deliveryAddress: NEAR_ADDRESS };
    const priceList = async () => (await ctx.request({ method: 'POST', url: '/api/order/price-list', payload: basket })).json();
    let key = 0;
    const makeOrder = () =>
      ctx.request({
        method: 'POST',
        url: '/api/order/make-order',
        token: customer.token,
        payload: basket,
        headers: { 'idempotency-key': `settings-${Date.now()}-${++key}` },
      });
    const name = shop.restaurant.name;

    expect(await card(name)).toMatchObject({ status: 'open', minimumOrder: 10, deliveryFeeFrom: 1.99, deliveryFee: 1.99, estimatedDeliveryMinutes: 26 });
    expect((await priceList()).orderRefusal).toBeUndefined();

    await putSettings(
      shop.restaurant.id,
      settingsBody({ minimumOrder: 25, deliveryFeeBase: 2.49, freeDeliveryDistanceMeters: 0, deliveryFeePerKm: 1, preparationMinutes: 40 }),
      owner,
    );
    // 2.49 + one started km at 1.00; 40 minutes in the kitchen + 2 on the road.
    expect(await card(name)).toMatchObject({ status: 'open', minimumOrder: 25, deliveryFeeFrom: 2.49, deliveryFee: 3.49, estimatedDeliveryMinutes: 46 });
    expect(await overview(shop.restaurant.id)).toMatchObject({ preparationMinutes: 40, deliveryRadiusMeters: 5000, delivers: true, minimumOrder: 25 });
    expect(await priceList()).toMatchObject({ subtotal: 17, deliveryFee: 3.49, minimumOrder: 25, orderRefusal: { errorCode: 'minimumOrderNotReached' } });
    expect((await makeOrder()).json()).toMatchObject({ status: 409, errorCode: 'minimumOrderNotReached' });

    await putSettings(shop.restaurant.id, settingsBody({ paused: true, minimumOrder: 0 }), owner);
    expect(await card(name)).toMatchObject({ status: 'paused' });
    expect((await priceList()).orderRefusal).toMatchObject({ errorCode: 'restaurantPaused' });
    expect((await makeOrder()).json()).toMatchObject({ status: 409, errorCode: 'restaurantPaused' });

    await putSettings(shop.restaurant.id, settingsBody({ openingHours: NEVER_OPEN, minimumOrder: 0 }), owner);
    expect(await card(name)).toMatchObject({ status: 'closed', opensAt: null });
    expect((await makeOrder()).json()).toMatchObject({ status: 409, errorCode: 'restaurantClosed' });

    // The restaurant stands about 220 m from the customer: a 100 m radius leaves them out.
    await putSettings(shop.restaurant.id, settingsBody({ deliveryRadiusMeters: 100, minimumOrder: 0 }), owner);
    expect(await card(name)).toBeUndefined();
    expect(await overview(shop.restaurant.id)).toMatchObject({ delivers: false, deliveryRadiusMeters: 100 });
    expect((await makeOrder()).json()).toMatchObject({ status: 409, errorCode: 'outsideDeliveryArea' });

    await putSettings(shop.restaurant.id, settingsBody({ minimumOrder: 0 }), owner);
    expect(await card(name)).toMatchObject({ status: 'open' });
    expect((await makeOrder()).statusCode).toBe(201);
  });
});
