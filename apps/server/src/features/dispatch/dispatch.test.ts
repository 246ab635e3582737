import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, courierProfiles, orders } from '../../db/schema/index';
import { createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createOrder, createRestaurantOf, findOrder, kmNorthOf, setCourierPresence } from './order-fixtures';

let ctx: TestContext;
type Session = Awaited<ReturnType<TestContext['loginAs']>>;
let kitchen: Session;
let admin: Session;
let restaurantId: number;
let customerId: number;
const couriers: Session[] = [];
const RESTAURANT = { latitude: 51.4336, longitude: 6.7652 };

beforeAll(async () => {
  ctx = await createTestContext();
  kitchen = await ctx.loginAs('RESTAURANT_ADMIN');
  restaurantId = (await createRestaurantOf(ctx.db, kitchen.userId, RESTAURANT)).id;
  admin = await ctx.loginAs('ADMIN');
  customerId = (await createUser(ctx.db)).id;
  for (let i = 0; i < 4; i++) couriers.push(await ctx.loginAs('COURIER'));
});
afterAll(() => ctx.close());

/** Every test starts with all couriers offline and no order held or waiting. */
beforeEach(async () => {
  await ctx.db
    .update(orders)
    .set({ status: 'DELIVERED' })
    .where(inArray(orders.status, ['AWAITING_PICKUP', 'READY_FOR_DELIVERY']));
  await ctx.db.update(courierProfiles).set({ status: 'OFFLINE', availability: false, latitude: null, longitude: null });
});

const [a, b, c, d] = [0, 1, 2, 3].map((i) => () => couriers[i]!) as [() => Session, () => Session, () => Session, () => Session];

async function online(courier: Session, km?: number) {
  await setCourierPresence(ctx.db, courier.userId, { online: true, ...(km !== undefined ? kmNorthOf(RESTAURANT, km) : {}) });
}

/** A paid order the restaurant marks prepared through the API; answers the courier it got. */
async function prepare(): Promise<{ id: number; courierId: number | null }> {
  const order = await createOrder(ctx.db, { restaurantId, userId: customerId });
  const res = await ctx.request({ method: 'PUT', url: `/api/restaurant/order/${order.id}?status=AWAITING_PICKUP`, token: kitchen.token });
  expect(res.statusCode).toBe(200);
  const stored = await findOrder(ctx.db, order.id);
  expect(res.json().courier?.id ?? null).toBe(stored.courierId);
  return { id: order.id, courierId: stored.courierId };
}

const courierMove = (id: number, status: string, who: Session) =>
  ctx.request({ method: 'PUT', url: `/api/courier/order/${id}?status=${status}`, token: who.token });
const availability = (who: Session, value: boolean) => ctx.request({ method: 'PUT', url: `/api/courier/update?availability=${value}`, token: who.token });
const reassign = (orderId: number, courierId: number, who: Session = admin) =>
  ctx.request({ method: 'PUT', url: `/api/order/${orderId}/courier?courierId=${courierId}`, token: who.token });

describe('dispatch when an order becomes AWAITING_PICKUP', () => {
  it('assigns the nearest online courier; offline couriers are never chosen', async () => {
    await online(a(), 2);
    await online(b(), 0.5);
    await online(c(), 4);
    await setCourierPresence(ctx.db, d().userId, { online: false, ...kmNorthOf(RESTAURANT, 0.1) });
    expect((await prepare()).courierId).toBe(b().userId);
  });

  it('prefers the courier with the fewest active orders, then the nearest', async () => {
    await online(a(), 0.2);
    await online(b(), 5);
    await createOrder(ctx.db, { restaurantId, userId: customerId, status: 'AWAITING_PICKUP', courierId: a().userId });
    expect((await prepare()).courierId).toBe(b().userId);
    // Now both hold one: the nearer gets the next.
    expect((await prepare()).courierId).toBe(a().userId);
  });

  it('counts a courier without a position as far away', async () => {
    await online(a());
    await online(b(), 30);
    expect((await prepare()).courierId).toBe(b().userId);
    // Alone, a courier without a position still gets orders.
    await ctx.db.update(courierProfiles).set({ status: 'OFFLINE' }).where(eq(courierProfiles.userId, b().userId));
    expect((await prepare()).courierId).toBe(a().userId);
  });

  it('gives a courier at most two orders; the third waits unassigned', async () => {
    await online(a(), 1);
    const [first, second, third] = [await prepare(), await prepare(), await prepare()];
    expect([first.courierId, second.courierId]).toEqual([a().userId, a().userId]);
    expect(third.courierId).toBeNull();
    expect((await findOrder(ctx.db, third.id)).status).toBe('AWAITING_PICKUP');
  });

  it('assigns waiting orders, longest waiting first, when a courier comes online', async () => {
    const waiting = [await prepare(), await prepare(), await prepare()];
    expect(waiting.map((o) => o.courierId)).toEqual([null, null, null]);
    const res = await availability(a(), true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: a().userId, status: 'ONLINE', activeOrders: 2 });
    const after = await Promise.all(waiting.map((o) => findOrder(ctx.db, o.id)));
    expect(after.map((o) => o.courierId)).toEqual([a().userId, a().userId, null]);
  });

  it('assigns a waiting order to a courier that finishes a delivery', async () => {
    await online(a(), 1);
    const [first, , third] = [await prepare(), await prepare(), await prepare()];
    expect(third.courierId).toBeNull();
    expect((await courierMove(first.id, 'READY_FOR_DELIVERY', a())).statusCode).toBe(200);
    // Picked up is still active: nothing changes yet.
    expect((await findOrder(ctx.db, third.id)).courierId).toBeNull();
    expect((await courierMove(first.id, 'DELIVERED', a())).statusCode).toBe(200);
    expect((await findOrder(ctx.db, third.id)).courierId).toBe(a().userId);
  });

  it('records every assignment once in the audit log', async () => {
    await online(a(), 1);
    const order = await prepare();
    const entries = await ctx.db.query.auditLog.findMany({ where: and(eq(auditLog.action, 'order.assign'), eq(auditLog.entityId, String(order.id))) });
    expect(entries).toHaveLength(1);
    expect(entries[0]!.details).toEqual({ before: null, after: { courierId: a().userId } });
  });
});

describe('PUT /order/{id}/courier (staff reassign)', () => {
  it('hands an order to another online courier with room; the old courier takes a waiting order', async () => {
    await online(a(), 1);
    await online(b(), 3);
    await createOrder(ctx.db, { restaurantId, userId: customerId, status: 'AWAITING_PICKUP', courierId: b().userId });
    await createOrder(ctx.db, { restaurantId, userId: customerId, status: 'AWAITING_PICKUP', courierId: b().userId });
    const [first, second, waiting] = [await prepare(), await prepare(), await prepare()];
    expect([first.courierId, second.courierId, waiting.courierId]).toEqual([a().userId, a().userId, null]);
    await ctx.db.update(orders).set({ status: 'DELIVERED' }).where(eq(orders.courierId, b().userId));
    const res = await reassign(first.id, b().userId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: first.id, courier: { id: b().userId } });
    expect((await findOrder(ctx.db, waiting.id)).courierId).toBe(a().userId);
    const audit = await ctx.db.query.auditLog.findFirst({ where: and(eq(auditLog.action, 'order.reassign'), eq(auditLog.entityId, String(first.id))) });
    expect(audit).toMatchObject({ actorId: admin.userId, details: { before: { courierId: a().userId }, after: { courierId: b().userId } } });
  });

  it('refuses a full or offline courier, a non-courier and an order no longer waiting for pickup', async () => {
    await online(a(), 1);
    await online(b(), 2);
    const [first, second] = [await prepare(), await prepare()];
    const third = await prepare();
    const fourth = await prepare();
    expect([first, second, third, fourth].map((o) => o.courierId).sort()).toEqual([a().userId, a().userId, b().userId, b().userId].sort());
    const onA = first.courierId === a().userId ? first : third;
    const full = await reassign(onA.id, b().userId);
    expect(full.json()).toMatchObject({ status: 409, errorCode: 'courierUnavailable' });
    expect((await reassign(onA.id, c().userId)).json()).toMatchObject({ status: 409, errorCode: 'courierUnavailable' });
    expect((await reassign(onA.id, customerId)).json()).toMatchObject({ status: 404, errorCode: 'courierNotFound' });
    expect((await reassign(999_999, b().userId)).json()).toMatchObject({ status: 404, errorCode: 'orderNotFound' });
    expect((await courierMove(onA.id, 'READY_FOR_DELIVERY', a())).statusCode).toBe(200);
    await online(c(), 1);
    expect((await reassign(onA.id, c().userId)).json()).toMatchObject({ status: 409, errorCode: 'orderNotReassignable' });
    expect((await findOrder(ctx.db, onA.id)).courierId).toBe(a().userId);
    // The same courier again changes nothing.
    const other = first.courierId === a().userId ? second : first;
    expect((await reassign(other.id, other.courierId!)).statusCode).toBe(200);
  });

  it('is for staff only', async () => {
    await online(a(), 1);
    const order = await prepare();
    for (const who of [kitchen, a(), await ctx.loginAs('USER')]) expect((await reassign(order.id, b().userId, who)).statusCode).toBe(403);
    expect((await reassign(order.id, b().userId, await ctx.loginAs('SERVICE'))).statusCode).toBe(409);
  });
});
