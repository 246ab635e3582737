import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courierProfiles, jobs } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';
import { courierTestWorld, type Session } from './test-fixtures';
import { createOrder, setCourierPresence } from '../../../test/order-state-factories';
import { enqueueJob } from '../jobs/index';

let ctx: TestContext;
let admin: Session;
let service: Session;
let kitchen: Session;
let restaurantId: number;
let customerId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ admin, service, kitchen, restaurantId, customerId } = await courierTestWorld(ctx));
});
afterAll(() => ctx.close());

const availability = (who: Session | undefined, value: string) =>
  ctx.request({ method: 'PUT', url: `/api/courier/update?availability=${value}`, token: who?.token });
const position = (who: Session, payload: unknown) =>
  ctx.request({ method: 'POST', url: '/api/courier/position', token: who.token, payload: payload as object });
const get = (url: string, who?: Session) => ctx.request({ method: 'GET', url, token: who?.token });
const profile = async (id: number) => ctx.db.query.courierProfiles.findFirst({ where: eq(courierProfiles.userId, id) });

describe('PUT /courier/update', () => {
  it('takes a courier online (creating its profile) and offline again, forgetting its position', async () => {
    const courier = await ctx.loginAs('COURIER', { firstName: 'Ben', lastName: 'Kurier' });
    expect(await profile(courier.userId)).toBeUndefined();
    const on = await availability(courier, 'true');
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({
      id: courier.userId,
      firstName: 'Ben',
      lastName: 'Kurier',
      contact: '+4920312345',
      status: 'ONLINE',
      availability: true,
      latitude: null,
      longitude: null,
      positionUpdatedAt: null,
      activeOrders: 0,
    });
    expect((await position(courier, { latitude: 51.43, longitude: 6.76 })).statusCode).toBe(200);
    const off = await availability(courier, 'false');
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ status: 'OFFLINE', availability: false, latitude: null, longitude: null });
    expect(await profile(courier.userId)).toMatchObject({ status: 'OFFLINE', availability: false, latitude: null });
  });

  it('refuses going offline while the courier holds an order, changing nothing', async () => {
    const courier = await ctx.loginAs('COURIER');
    await availability(courier, 'true');
    for (const status of ['AWAITING_PICKUP', 'READY_FOR_DELIVERY'] as const) {
      const order = await createOrder(ctx.db, { restaurantId, userId: customerId, status, courierId: courier.userId });
      const res = await availability(courier, 'false');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ errorCode: 'courierHasActiveOrders', message: 'Deliver your active orders before going offline' });
      expect(await profile(courier.userId)).toMatchObject({ status: 'ONLINE', availability: true });
      await ctx.request({
        method: 'PUT',
        url: `/api/courier/order/${order.id}?status=${status === 'AWAITING_PICKUP' ? 'READY_FOR_DELIVERY' : 'DELIVERED'}`,
        token: courier.token,
      });
    }
  });

  it('parses the flag strictly and is for couriers only', async () => {
    const courier = await ctx.loginAs('COURIER');
    for (const bad of ['maybe', '', '2']) expect((await availability(courier, bad)).statusCode).toBe(400);
    expect((await availability(courier, 'false')).json()).toMatchObject({ status: 'OFFLINE' });
    for (const who of [admin, service, kitchen, await ctx.loginAs('USER')]) expect((await availability(who, 'true')).statusCode).toBe(403);
    expect((await availability(undefined, 'true')).statusCode).toBe(401);
  });
});

describe('POST /courier/position', () => {
  it('stores an online courier’s position with the time', async () => {
    const courier = await ctx.loginAs('COURIER');
    await availability(courier, 'true');
    const before = Date.now();
    const res = await position(courier, { latitude: 51.4301, longitude: 6.7702 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ latitude: 51.4301, longitude: 6.7702, status: 'ONLINE' });
    const stored = await profile(courier.userId);
    expect(stored).toMatchObject({ latitude: 51.4301, longitude: 6.7702 });
    expect(stored!.positionUpdatedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('plans a courier coming online once it says where it is: its first position wakes the round, not going online', async () => {
    const courier = await ctx.loginAs('COURIER');
    await availability(courier, 'true');
    const { zoneId } = (await profile(courier.userId))!;
    const key = `dispatch.round:${zoneId}`;
    const later = new Date(Date.now() + 3_600_000);
    await ctx.db.delete(jobs).where(eq(jobs.key, key));
    await enqueueJob(ctx.db, { kind: 'dispatch.round', key, payload: { zoneId }, runAt: later });
    const nextRound = async () => (await ctx.db.query.jobs.findFirst({ where: eq(jobs.key, key) }))!.runAt.getTime();

    // Online again without a position (it was dropped when offline): the round waits for it.
    await availability(courier, 'false');
    await availability(courier, 'true');
    expect(await nextRound()).toBe(later.getTime());
    await position(courier, { latitude: 51.4301, longitude: 6.7702 });
    expect(await nextRound()).toBeLessThanOrEqual(Date.now());

    // Later reports move the courier on the map, not the round.
    await ctx.db.update(jobs).set({ runAt: later }).where(eq(jobs.key, key));
    await position(courier, { latitude: 51.4302, longitude: 6.7703 });
    expect(await nextRound()).toBe(later.getTime());
    // Online with a known position (availability set again): the round runs at once.
    await availability(courier, 'true');
    expect(await nextRound()).toBeLessThanOrEqual(Date.now());
    await ctx.db.delete(jobs).where(eq(jobs.key, key));
  });

  it('refuses an offline courier, and bad coordinates or extra fields', async () => {
    const courier = await ctx.loginAs('COURIER');
    const offline = await position(courier, { latitude: 51.43, longitude: 6.76 });
    expect(offline.json()).toMatchObject({ status: 409, errorCode: 'courierOffline' });
    await availability(courier, 'true');
    for (const bad of [
      { latitude: 91, longitude: 6 },
      { latitude: 51, longitude: -181 },
      { latitude: '51', longitude: 6 },
      { latitude: 51 },
      { latitude: 51, longitude: 6, speed: 3 },
    ]) {
      expect((await position(courier, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await position(admin, { latitude: 51.43, longitude: 6.76 })).statusCode).toBe(403);
  });

  it('is rate-limited per courier', async () => {
    const [first, second] = [await ctx.loginAs('COURIER'), await ctx.loginAs('COURIER')];
    await availability(first, 'true');
    await availability(second, 'true');
    const codes: number[] = [];
    for (let i = 0; i < 14; i++) codes.push((await position(first, { latitude: 51.43, longitude: 6.76 })).statusCode);
    expect(codes.slice(0, 12)).toEqual(Array(12).fill(200));
    expect(codes.slice(12)).toEqual([429, 429]);
    expect((await position(second, { latitude: 51.43, longitude: 6.76 })).statusCode).toBe(200);
  });
});

describe('GET /couriers/availability', () => {
  it('lists the online couriers with position and active order count, for staff only', async () => {
    const online = await ctx.loginAs('COURIER', { lastName: 'Aaronson' });
    const offline = await ctx.loginAs('COURIER');
    await setCourierPresence(ctx.db, online.userId, { online: true, latitude: 51.42, longitude: 6.75 });
    await setCourierPresence(ctx.db, offline.userId, { online: false });
    await createOrder(ctx.db, { restaurantId, userId: customerId, status: 'AWAITING_PICKUP', courierId: online.userId });
    await createOrder(ctx.db, { restaurantId, userId: customerId, status: 'DELIVERED', courierId: online.userId });
    const res = await get('/api/couriers/availability', service);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; status: string }[];
    expect(list.every((c) => c.status === 'ONLINE')).toBe(true);
    expect(list.map((c) => c.id)).not.toContain(offline.userId);
    expect(list.find((c) => c.id === online.userId)).toMatchObject({
      latitude: 51.42,
      longitude: 6.75,
      activeOrders: 1,
      positionUpdatedAt: expect.any(String),
    });
    expect((await get('/api/couriers/availability', admin)).statusCode).toBe(200);
    for (const who of [online, kitchen, await ctx.loginAs('RESTAURANT_BRANCH'), await ctx.loginAs('USER')])
      expect((await get('/api/couriers/availability', who)).statusCode).toBe(403);
    expect((await get('/api/couriers/availability')).statusCode).toBe(401);
  });
});

describe('GET /paged-courier', () => {
  it('pages every courier with profile and load, filters by name and status, sorts', async () => {
    const named = await ctx.loginAs('COURIER', { firstName: 'Zora', lastName: 'Zylinski' });
    await setCourierPresence(ctx.db, named.userId, { online: true });
    const all = await get('/api/paged-courier', admin);
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.results.length).toBeLessThanOrEqual(10);
    expect(body.totalPages).toBe(Math.ceil(body.totalCount / 10));
    expect(Object.keys(body.results[0]).sort()).toEqual(
      [
        'activeOrders',
        'address',
        'availability',
        'averageRating',
        'contact',
        'createdAt',
        'email',
        'enabled',
        'firstName',
        'id',
        'lastName',
        'status',
        'twoFactorEnabled',
        'username',
      ].sort(),
    );
    expect(JSON.stringify(body)).not.toContain('$argon2');

    const byName = (await get('/api/paged-courier?name=zylin', service)).json();
    expect(byName.results.map((c: { id: number }) => c.id)).toEqual([named.userId]);
    const full = (await get('/api/paged-courier?name=Zora%20Zyl', service)).json();
    expect(full.totalCount).toBe(1);

    const onlineOnly = (await get('/api/paged-courier?status=ONLINE&limit=100', admin)).json();
    expect(onlineOnly.results.every((c: { status: string }) => c.status === 'ONLINE')).toBe(true);
    const offlineOnly = (await get('/api/paged-courier?status=OFFLINE&limit=100', admin)).json();
    expect(offlineOnly.results.every((c: { status: string }) => c.status === 'OFFLINE')).toBe(true);
    expect(onlineOnly.totalCount + offlineOnly.totalCount).toBe(body.totalCount);

    const sorted = (await get('/api/paged-courier?sortBy=NAME&orderBy=DESC&limit=100', admin)).json();
    expect(sorted.results[0].id).toBe(named.userId);
    const page2 = (await get('/api/paged-courier?page=2&limit=2&sortBy=NAME&orderBy=DESC', admin)).json();
    expect(page2.results.map((c: { id: number }) => c.id)).toEqual(sorted.results.slice(2, 4).map((c: { id: number }) => c.id));
  });

  it('filters by first and last name, e-mail, username, minimum rating and courier id (SPEC.md section 7)', async () => {
    const one = await ctx.loginAs('COURIER', { firstName: 'Quirin', lastName: 'Velo', email: 'quirin.velo@fleet.test', username: 'qvelo_rider' });
    const two = await ctx.loginAs('COURIER', { firstName: 'Velo', lastName: 'Quist', email: 'vq@fleet.test' });
    await ctx.db.insert(courierProfiles).values({ userId: one.userId, status: 'OFFLINE', availability: false, averageRating: 4.8 }).onConflictDoNothing();
    await ctx.db.insert(courierProfiles).values({ userId: two.userId, status: 'OFFLINE', availability: false, averageRating: 3.9 }).onConflictDoNothing();
    const ids = async (query: string) =>
      ((await get(`/api/paged-courier?limit=100&${query}`, service)).json().results as { id: number }[]).map((c) => c.id).sort();
    expect(await ids('firstName=quirin')).toEqual([one.userId]);
    expect(await ids('lastName=VELO')).toEqual([one.userId]);
    expect(await ids('firstName=velo')).toEqual([two.userId]);
    expect(await ids('email=fleet.test')).toEqual([one.userId, two.userId].sort());
    expect(await ids('email=QUIRIN.velo@')).toEqual([one.userId]);
    expect(await ids('username=qvelo_')).toEqual([one.userId]);
    expect(await ids('email=fleet.test&averageRating=4.5')).toEqual([one.userId]);
    expect(await ids('email=fleet.test&averageRating=3.9')).toEqual([one.userId, two.userId].sort());
    expect(await ids('averageRating=5')).toEqual([]);
    expect(await ids(`courierId=${two.userId}`)).toEqual([two.userId]);
    expect(await ids(`courierId=${admin.userId}`)).toEqual([]);
    expect(await ids('firstName=velo&lastName=quist&status=OFFLINE')).toEqual([two.userId]);
    // A % or _ typed in a filter is taken literally.
    expect(await ids('username=%25')).toEqual([]);
    const byRating = (await get('/api/paged-courier?email=fleet.test&sortBy=RATING&orderBy=ASC', admin)).json();
    expect(byRating.results.map((c: { id: number }) => c.id)).toEqual([two.userId, one.userId]);
  });

  it('refuses bad filters with the field, and the other roles', async () => {
    for (const [query, field] of [
      ['status=BUSY', 'status'],
      ['sortBy=PRICE', 'sortBy'],
      ['page=0', 'page'],
      ['limit=101', 'limit'],
      ['colour=red', 'colour'],
      ['averageRating=6', 'averageRating'],
      ['averageRating=good', 'averageRating'],
      ['averageRating=', 'averageRating'],
      ['courierId=abc', 'courierId'],
      ['courierId=0', 'courierId'],
      [`email=${'e'.repeat(255)}`, 'email'],
      [`firstName=${'f'.repeat(101)}`, 'firstName'],
    ]) {
      const res = await get(`/api/paged-courier?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().fields), query).toEqual([field]);
    }
    expect((await get('/api/paged-courier')).statusCode).toBe(401);
    for (const who of [kitchen, await ctx.loginAs('RESTAURANT_BRANCH'), await ctx.loginAs('COURIER'), await ctx.loginAs('USER')])
      expect((await get('/api/paged-courier', who)).statusCode).toBe(403);
  });
});
