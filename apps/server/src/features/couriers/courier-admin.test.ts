import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, courierProfiles, courierTrips, orders } from '../../db/schema/index';
import { createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { runZoneRound } from '../dispatch/dispatch-round.service';
import { createOrder, createRestaurantOf, findOrder, setCourierPresence } from '../../../test/order-state-factories';

/** The staff's courier screens: one courier's page, and taking a courier offline. */
let ctx: TestContext;
type Session = Awaited<ReturnType<TestContext['loginAs']>>;
let admin: Session;
let service: Session;
let kitchen: Session;
let branch: Session;
let customer: Session;
let restaurantId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('ADMIN');
  service = await ctx.loginAs('SERVICE');
  kitchen = await ctx.loginAs('RESTAURANT_ADMIN');
  branch = await ctx.loginAs('RESTAURANT_BRANCH');
  customer = await ctx.loginAs('USER');
  restaurantId = (await createRestaurantOf(ctx.db, kitchen.userId, { name: 'Imbiss am Hafen' })).id;
});
afterAll(() => ctx.close());

/** Every test starts with no order held or waiting. */
beforeEach(async () => {
  await ctx.db
    .update(orders)
    .set({ status: 'DELIVERED', tripId: null })
    .where(inArray(orders.status, ['AWAITING_PICKUP', 'READY_FOR_DELIVERY']));
  await ctx.db.update(courierTrips).set({ state: 'DONE' });
  await ctx.db.update(courierProfiles).set({ status: 'OFFLINE', availability: false });
});

const get = (url: string, who?: Session) => ctx.request({ method: 'GET', url, token: who?.token });
/** The zone's next dispatch round, which the job queue runs outside tests. */
const round = () => runZoneRound(ctx.app.deps, { zoneId: 1 });
const offline = (id: number | string, who?: Session) => ctx.request({ method: 'PUT', url: `/api/courier/${id}/offline`, token: who?.token });
const order = (status: 'AWAITING_PICKUP' | 'READY_FOR_DELIVERY' | 'DELIVERED', courierId: number | null) =>
  createOrder(ctx.db, { restaurantId, userId: customer.userId, status, courierId });
const profile = (id: number) => ctx.db.query.courierProfiles.findFirst({ where: eq(courierProfiles.userId, id) });
const auditCount = async () => (await ctx.db.select({ n: count() }).from(auditLog))[0]!.n;

describe('GET /courier/{id}', () => {
  it('shows staff and the courier itself its rating, status, availability and the orders it holds now', async () => {
    const courier = await ctx.loginAs('COURIER', { firstName: 'Lea', lastName: 'Rad' });
    await setCourierPresence(ctx.db, courier.userId, { online: true, latitude: 51.43, longitude: 6.76 });
    await ctx.db.update(courierProfiles).set({ averageRating: 4.6 }).where(eq(courierProfiles.userId, courier.userId));
    const pickup = await order('AWAITING_PICKUP', courier.userId);
    const onTheWay = await order('READY_FOR_DELIVERY', courier.userId);
    await order('DELIVERED', courier.userId);
    await order('AWAITING_PICKUP', (await ctx.loginAs('COURIER')).userId);
    for (const who of [admin, service, courier]) {
      const res = await get(`/api/courier/${courier.userId}`, who);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ id: courier.userId, firstName: 'Lea', averageRating: 4.6, status: 'ONLINE', availability: true });
      expect(body.currentOrders.map((o: { id: number; status: string }) => [o.id, o.status])).toEqual([
        [pickup.id, 'AWAITING_PICKUP'],
        [onTheWay.id, 'READY_FOR_DELIVERY'],
      ]);
      expect(body.currentOrders[0]).toMatchObject({ orderNumber: pickup.orderNumber, restaurant: { name: 'Imbiss am Hafen' } });
      expect(JSON.stringify(body)).not.toMatch(/\$argon2|passwordHash|twoFactorSecret/);
    }
  });

  it('shows a courier that never went online as offline with no orders', async () => {
    const courier = await createUser(ctx.db, { role: 'COURIER' });
    expect((await get(`/api/courier/${courier.id}`, admin)).json()).toMatchObject({
      status: 'OFFLINE',
      availability: false,
      averageRating: null,
      currentOrders: [],
    });
  });

  it('refuses another courier, the other roles and a visitor; 404 for a non-courier; 400 for a bad id', async () => {
    const courier = await ctx.loginAs('COURIER');
    const other = await ctx.loginAs('COURIER');
    expect((await get(`/api/courier/${courier.userId}`)).statusCode).toBe(401);
    for (const who of [other, kitchen, branch, customer]) expect((await get(`/api/courier/${courier.userId}`, who)).statusCode).toBe(403);
    for (const id of [customer.userId, admin.userId, 999_999]) {
      expect((await get(`/api/courier/${id}`, service)).json()).toMatchObject({ status: 404, errorCode: 'courierNotFound' });
    }
    for (const bad of ['abc', '0', '1.5', '99999999999']) expect((await get(`/api/courier/${bad}`, admin)).statusCode, bad).toBe(400);
  });
});

describe('PUT /courier/{id}/offline', () => {
  // Couriers of earlier tests would compete for released orders.
  beforeEach(async () => {
    await ctx.db.update(courierProfiles).set({ status: 'OFFLINE', availability: false });
  });

  it('takes the courier offline; its pickups go to another online courier, picked-up orders stay', async () => {
    const courier = await ctx.loginAs('COURIER');
    const spare = await ctx.loginAs('COURIER');
    await setCourierPresence(ctx.db, courier.userId, { online: true, latitude: 51.43, longitude: 6.76 });
    await setCourierPresence(ctx.db, spare.userId, { online: true, latitude: 51.43, longitude: 6.77 });
    const pickup = await order('AWAITING_PICKUP', courier.userId);
    const onTheWay = await order('READY_FOR_DELIVERY', courier.userId);

    const res = await offline(courier.userId, service);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: courier.userId,
      status: 'OFFLINE',
      availability: false,
      latitude: null,
      activeOrders: 1,
      releasedOrderIds: [pickup.id],
    });
    expect(await profile(courier.userId)).toMatchObject({ status: 'OFFLINE', availability: false, latitude: null, longitude: null });
    // Released to the zone's next round, which gives it to the courier still online.
    expect((await findOrder(ctx.db, pickup.id)).courierId).toBeNull();
    await round();
    expect((await findOrder(ctx.db, pickup.id)).courierId).toBe(spare.userId);
    expect(await findOrder(ctx.db, onTheWay.id)).toMatchObject({ courierId: courier.userId, status: 'READY_FOR_DELIVERY' });

    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, [String(courier.userId), String(pickup.id)]));
    expect(audit.map((e) => [e.action, e.entityId, e.actorId, e.details])).toEqual(
      expect.arrayContaining([
        [
          'courier.offline',
          String(courier.userId),
          service.userId,
          { before: { status: 'ONLINE', availability: true }, after: { status: 'OFFLINE', availability: false, releasedOrderIds: [pickup.id] } },
        ],
        ['order.reassign', String(pickup.id), service.userId, { before: { courierId: courier.userId }, after: { courierId: null } }],
        ['order.assign', String(pickup.id), null, { before: null, after: { courierId: spare.userId, tripId: expect.any(Number) } }],
      ]),
    );

    // It still delivers what it carries, and is not given new orders.
    expect((await ctx.request({ method: 'PUT', url: `/api/courier/order/${onTheWay.id}?status=DELIVERED`, token: courier.token })).statusCode).toBe(200);
    const next = await order('AWAITING_PICKUP', null);
    await round();
    expect((await findOrder(ctx.db, next.id)).courierId).toBe(spare.userId);
  });

  it('leaves released orders waiting when no courier has room, and dispatches them when one comes online', async () => {
    const courier = await ctx.loginAs('COURIER');
    await setCourierPresence(ctx.db, courier.userId, { online: true });
    const [first, second] = [await order('AWAITING_PICKUP', courier.userId), await order('AWAITING_PICKUP', courier.userId)];
    const res = await offline(courier.userId, admin);
    expect(res.json().releasedOrderIds).toEqual([first.id, second.id]);
    expect((await findOrder(ctx.db, first.id)).courierId).toBeNull();
    expect((await findOrder(ctx.db, second.id)).courierId).toBeNull();
    await round();
    expect((await findOrder(ctx.db, first.id)).courierId).toBeNull();
    const late = await ctx.loginAs('COURIER');
    await ctx.request({ method: 'PUT', url: '/api/courier/update?availability=true', token: late.token });
    await round();
    expect((await findOrder(ctx.db, first.id)).courierId).toBe(late.userId);
    expect((await findOrder(ctx.db, second.id)).courierId).toBe(late.userId);
  });

  it('is idempotent: a courier already offline with nothing to hand back changes nothing and records nothing', async () => {
    const courier = await ctx.loginAs('COURIER');
    const before = await auditCount();
    for (let i = 0; i < 2; i++) {
      const res = await offline(courier.userId, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'OFFLINE', releasedOrderIds: [] });
    }
    expect(await auditCount()).toBe(before);
  });

  it('is for staff only, answers 404 for a non-courier and 400 for a bad id, and a refusal changes nothing', async () => {
    const courier = await ctx.loginAs('COURIER');
    await setCourierPresence(ctx.db, courier.userId, { online: true });
    const held = await order('AWAITING_PICKUP', courier.userId);
    const before = await auditCount();
    expect((await offline(courier.userId)).statusCode).toBe(401);
    for (const who of [courier, await ctx.loginAs('COURIER'), kitchen, branch, customer]) expect((await offline(courier.userId, who)).statusCode).toBe(403);
    for (const id of [customer.userId, service.userId, 999_999])
      expect((await offline(id, admin)).json()).toMatchObject({ status: 404, errorCode: 'courierNotFound' });
    for (const bad of ['abc', '-3', '99999999999']) expect((await offline(bad, admin)).statusCode, bad).toBe(400);
    expect(await profile(courier.userId)).toMatchObject({ status: 'ONLINE', availability: true });
    expect((await findOrder(ctx.db, held.id)).courierId).toBe(courier.userId);
    expect(await auditCount()).toBe(before);
  });
});
