import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, courierProfiles, courierTrips, orderEstimates, orders } from '../../db/schema/index';
import { createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { runZoneRound } from './dispatch-round.service';
import { createOrder, createRestaurantOf, findOrder, kmNorthOf, setCourierPresence } from '../../../test/order-state-factories';

let ctx: TestContext;
type Session = Awaited<ReturnType<TestContext['loginAs']>>;
let kitchen: Session;
let restaurantId: number;
let customerId: number;
const couriers: Session[] = [];
const RESTAURANT = { latitude: 51.4336, longitude: 6.7652 };
const MINUTE = 60_000;

beforeAll(async () => {
  ctx = await createTestContext();
  kitchen = await ctx.loginAs('RESTAURANT_ADMIN');
  restaurantId = (await createRestaurantOf(ctx.db, kitchen.userId, { ...RESTAURANT, preparationMinutes: 15 })).id;
  customerId = (await createUser(ctx.db)).id;
  for (let i = 0; i < 3; i++) couriers.push(await ctx.loginAs('COURIER'));
});
afterAll(() => ctx.close());

/** Every test starts with all couriers offline, and no order or trip left open. */
beforeEach(async () => {
  await ctx.db
    .update(orders)
    .set({ status: 'DELIVERED', tripId: null })
    .where(inArray(orders.status, ['CONFIRMED', 'AWAITING_PICKUP', 'READY_FOR_DELIVERY']));
  await ctx.db.update(courierTrips).set({ state: 'DONE' });
  await ctx.db.update(courierProfiles).set({ status: 'OFFLINE', availability: false, latitude: null, longitude: null, shiftEndsAt: null });
});

const [a, b, c] = [0, 1, 2].map((i) => () => couriers[i]!) as [() => Session, () => Session, () => Session];
const online = (courier: Session, km: number) => setCourierPresence(ctx.db, courier.userId, { online: true, ...kmNorthOf(RESTAURANT, km) });
const round = (now: Date) => runZoneRound(ctx.app.deps, { zoneId: 1, now });
const accept = (orderId: number, readyInMinutes: number, who = kitchen) =>
  ctx.request({ method: 'PUT', url: `/api/restaurant/order/${orderId}/accept`, token: who.token, payload: { readyInMinutes } });
const pushBack = (orderId: number, readyInMinutes: number) =>
  ctx.request({ method: 'PUT', url: `/api/restaurant/order/${orderId}/ready-time`, token: kitchen.token, payload: { readyInMinutes } });
const prepared = (orderId: number) => ctx.request({ method: 'PUT', url: `/api/restaurant/order/${orderId}?status=AWAITING_PICKUP`, token: kitchen.token });
const tripOf = async (orderId: number) => {
  const order = await findOrder(ctx.db, orderId);
  return order.tripId === null ? undefined : ctx.db.query.courierTrips.findFirst({ where: eq(courierTrips.id, order.tripId) });
};
const paidOrder = () => createOrder(ctx.db, { restaurantId, userId: customerId });

describe('a paid order on its way to a courier', () => {
  it('waits for the kitchen, then sends the nearest courier so that it arrives as the food is ready', async () => {
    await online(a(), 1);
    await online(b(), 4);
    const order = await paidOrder();
    const start = new Date();

    await round(start);
    const planned = await findOrder(ctx.db, order.id);
    expect(planned.courierId).toBeNull();
    expect(planned.promisedAt).not.toBeNull();
    expect(planned.estimatedDropoffAt).not.toBeNull();
    const placed = await ctx.db.query.orderEstimates.findMany({ where: eq(orderEstimates.orderId, order.id) });
    expect(placed).toEqual([expect.objectContaining({ reason: 'placed', arrivesAt: planned.promisedAt })]);

    expect((await accept(order.id, 15)).statusCode).toBe(200);
    const readyAt = (await findOrder(ctx.db, order.id)).readyAt!;
    expect(readyAt.getTime() - start.getTime()).toBeGreaterThan(14 * MINUTE);
    // Twelve minutes before the food: a courier one kilometre away need not even be told yet.
    await round(new Date(readyAt.getTime() - 12 * MINUTE));
    expect((await findOrder(ctx.db, order.id)).courierId).toBeNull();
    // Five and a half minutes before it must leave (about three minutes' ride, two at the counter): it is told.
    await round(new Date(readyAt.getTime() - 5.5 * MINUTE));
    const sent = await findOrder(ctx.db, order.id);
    expect(sent.courierId).toBe(a().userId);
    const trip = (await tripOf(order.id))!;
    expect(trip).toMatchObject({ courierId: a().userId, restaurantId, state: 'OPEN' });
    expect(trip.pickupAt.getTime()).toBe(readyAt.getTime());
    expect(trip.arriveAt.getTime()).toBeLessThanOrEqual(readyAt.getTime() - 2 * MINUTE + 1000);
    const audit = await ctx.db.query.auditLog.findMany({ where: and(eq(auditLog.action, 'order.assign'), eq(auditLog.entityId, String(order.id))) });
    expect(audit).toHaveLength(1);
  });

  it('sends nobody to a kitchen that has not accepted, however long the order waits', async () => {
    await online(a(), 1);
    const order = await paidOrder();
    await round(new Date(Date.now() + 60 * MINUTE));
    expect((await findOrder(ctx.db, order.id)).courierId).toBeNull();
  });

  it('never sends an offline courier, nor one whose shift ends before the pickup', async () => {
    await online(a(), 0.5);
    await ctx.db
      .update(courierProfiles)
      .set({ shiftEndsAt: new Date(Date.now() + 2 * MINUTE) })
      .where(eq(courierProfiles.userId, a().userId));
    await setCourierPresence(ctx.db, b().userId, { online: false, ...kmNorthOf(RESTAURANT, 0.1) });
    await online(c(), 3);
    const order = await paidOrder();
    expect((await prepared(order.id)).statusCode).toBe(200);
    await round(new Date(Date.now() + 5 * MINUTE));
    expect((await findOrder(ctx.db, order.id)).courierId).toBe(c().userId);
  });
});

describe('a bundle of two orders from one restaurant', () => {
  it('goes to one courier as one trip, is picked up at once and delivered door after door', async () => {
    await online(a(), 2);
    const first = await paidOrder();
    const second = await paidOrder();
    const third = await paidOrder();
    for (const order of [first, second, third]) expect((await accept(order.id, 10)).statusCode).toBe(200);
    const readyAt = (await findOrder(ctx.db, first.id)).readyAt!;
    await round(new Date(readyAt.getTime() - 4 * MINUTE));
    const trip = (await tripOf(first.id))!;
    expect(trip.courierId).toBe(a().userId);
    const onTrip = await ctx.db.query.orders.findMany({ where: eq(orders.tripId, trip.id), orderBy: (o, { asc }) => [asc(o.tripStop)] });
    expect(onTrip.length).toBeGreaterThanOrEqual(2);
    expect(onTrip.map((o) => o.tripStop)).toEqual(onTrip.map((_, i) => i));

    const panel = await ctx.request({ method: 'GET', url: '/api/courier/trip', token: a().token });
    expect(panel.json().trip).toMatchObject({
      id: trip.id,
      preparedCount: 0,
      stops: onTrip.map((o) => expect.objectContaining({ id: o.id, status: 'CONFIRMED' })),
    });
    const early = await ctx.request({ method: 'PUT', url: `/api/courier/trip/${trip.id}/pickup`, token: a().token });
    expect(early.json()).toMatchObject({ status: 409, errorCode: 'tripNotPrepared' });

    for (const order of onTrip) expect((await prepared(order.id)).statusCode).toBe(200);
    const pickup = await ctx.request({ method: 'PUT', url: `/api/courier/trip/${trip.id}/pickup`, token: a().token });
    expect(pickup.statusCode).toBe(200);
    expect(pickup.json().stops.map((s: { status: string }) => s.status)).toEqual(onTrip.map(() => 'READY_FOR_DELIVERY'));
    expect(pickup.json().pickedUpAt).not.toBeNull();

    for (const order of onTrip) {
      const res = await ctx.request({ method: 'PUT', url: `/api/courier/order/${order.id}?status=DELIVERED`, token: a().token });
      expect(res.statusCode).toBe(200);
      expect(res.json().delivery).toMatchObject({ stage: 'delivered', deliveredAt: expect.any(String) });
    }
    expect((await ctx.db.query.courierTrips.findFirst({ where: eq(courierTrips.id, trip.id) }))!.state).toBe('DONE');
    expect((await ctx.request({ method: 'GET', url: '/api/courier/trip', token: a().token })).json()).toEqual({ trip: null });
  });

  it('lets another order of the restaurant join a courier on its way there', async () => {
    await online(a(), 3);
    const first = await paidOrder();
    expect((await accept(first.id, 8)).statusCode).toBe(200);
    const readyAt = (await findOrder(ctx.db, first.id)).readyAt!;
    await round(new Date(readyAt.getTime() - 7 * MINUTE));
    const trip = (await tripOf(first.id))!;
    expect(trip.courierId).toBe(a().userId);
    const late = await paidOrder();
    expect((await accept(late.id, 8)).statusCode).toBe(200);
    await round(new Date(readyAt.getTime() - 6 * MINUTE));
    expect((await findOrder(ctx.db, late.id)).tripId).toBe(trip.id);
  });
});

describe('the kitchen time', () => {
  it('is accepted once, pushed back once and only later; the customer is told why', async () => {
    await online(a(), 2);
    const order = await paidOrder();
    await round(new Date());
    expect((await accept(order.id, 10)).json().delivery).toMatchObject({ stage: 'preparing', acceptedAt: expect.any(String), readyTimeChanged: false });
    expect((await accept(order.id, 10)).json()).toMatchObject({ status: 409, errorCode: 'orderNotAcceptable' });
    expect((await pushBack(order.id, 5)).json()).toMatchObject({ status: 409, errorCode: 'readyTimeNotLater' });
    const pushed = await pushBack(order.id, 40);
    expect(pushed.statusCode).toBe(200);
    expect(pushed.json().delivery.readyTimeChanged).toBe(true);
    expect((await pushBack(order.id, 50)).json()).toMatchObject({ status: 409, errorCode: 'readyTimeAlreadyChanged' });
    await round(new Date());
    const changes = (await ctx.request({ method: 'GET', url: `/api/order/${order.id}`, token: kitchen.token })).json().delivery.changes;
    expect(changes.map((c: { reason: string }) => c.reason)).toEqual(['placed', 'kitchenDelayed']);
    const audit = await ctx.db.query.auditLog.findMany({
      where: and(eq(auditLog.entityId, String(order.id)), inArray(auditLog.action, ['order.accept', 'order.readyTime'])),
    });
    expect(audit.map((e) => e.action).sort()).toEqual(['order.accept', 'order.readyTime']);
  });

  it('puts a move down to the kitchen even when the same round sends the courier; a cause that moved nothing is forgotten', async () => {
    await online(a(), 1);
    const order = await paidOrder();
    const steady = await paidOrder();
    await round(new Date());
    expect((await accept(order.id, 20)).statusCode).toBe(200);
    // The restaurant's usual 15 minutes: the estimate stays where the promise put it.
    expect((await accept(steady.id, 15)).statusCode).toBe(200);
    await round(new Date());
    expect((await findOrder(ctx.db, steady.id)).estimateCause).toBeNull();
    expect((await pushBack(order.id, 30)).statusCode).toBe(200);
    const readyAt = (await findOrder(ctx.db, order.id)).readyAt!;
    await round(new Date(readyAt.getTime() - 5.5 * MINUTE));
    expect((await findOrder(ctx.db, order.id)).courierId).toBe(a().userId);
    const changes = (await ctx.request({ method: 'GET', url: `/api/order/${order.id}`, token: kitchen.token })).json().delivery.changes;
    expect(changes.map((c: { reason: string }) => c.reason)).toEqual(['placed', 'kitchenAccepted', 'kitchenDelayed']);
  });

  it('is refused for bad minutes, for another restaurant, and for an order not waiting for the kitchen', async () => {
    const order = await paidOrder();
    for (const minutes of [0, 121, 2.5]) expect((await accept(order.id, minutes)).json()).toMatchObject({ status: 400, errorCode: 'validationFailed' });
    const other = await ctx.loginAs('RESTAURANT_ADMIN');
    expect((await accept(order.id, 10, other)).statusCode).toBe(403);
    expect((await pushBack(order.id, 20)).json()).toMatchObject({ status: 409, errorCode: 'readyTimeNotChangeable' });
    const unpaid = await createOrder(ctx.db, { restaurantId, userId: customerId, status: 'PENDING' });
    expect((await accept(unpaid.id, 10)).json()).toMatchObject({ status: 409, errorCode: 'orderNotAcceptable' });
    expect((await findOrder(ctx.db, order.id)).acceptedAt).toBeNull();
  });
});

describe('staff and couriers', () => {
  it('staff hand a whole trip to a free courier; a busy one is refused', async () => {
    const admin = await ctx.loginAs('ADMIN');
    await online(a(), 1);
    await online(b(), 5);
    const first = await paidOrder();
    expect((await prepared(first.id)).statusCode).toBe(200);
    await round(new Date());
    const trip = (await tripOf(first.id))!;
    const from = trip.courierId;
    const to = from === a().userId ? b() : a();
    const res = await ctx.request({ method: 'PUT', url: `/api/order/${first.id}/courier?courierId=${to.userId}`, token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().courier.id).toBe(to.userId);
    expect((await ctx.db.query.courierTrips.findFirst({ where: eq(courierTrips.id, trip.id) }))!.courierId).toBe(to.userId);
    // The first courier's stale screen is told what happened, not "not authorized" (issue 22); a stranger learns nothing.
    const fromSession = from === a().userId ? a() : b();
    const tapOrder = (who: Session) => ctx.request({ method: 'PUT', url: `/api/courier/order/${first.id}?status=READY_FOR_DELIVERY`, token: who.token });
    const tapTrip = (who: Session) => ctx.request({ method: 'PUT', url: `/api/courier/trip/${trip.id}/pickup`, token: who.token });
    expect((await tapOrder(fromSession)).json()).toMatchObject({
      status: 409,
      errorCode: 'orderGivenToAnotherCourier',
      message: 'This order was given to another courier',
    });
    expect((await tapTrip(fromSession)).json()).toMatchObject({ status: 409, errorCode: 'orderGivenToAnotherCourier' });
    expect((await tapOrder(c())).statusCode).toBe(403);
    expect((await tapTrip(c())).json()).toMatchObject({ status: 404, errorCode: 'tripNotFound' });
    const second = await paidOrder();
    expect((await prepared(second.id)).statusCode).toBe(200);
    const busy = await ctx.request({ method: 'PUT', url: `/api/order/${second.id}/courier?courierId=${to.userId}`, token: admin.token });
    expect(busy.json()).toMatchObject({ status: 409, errorCode: 'courierUnavailable' });
  });

  it('a courier cannot go offline with a trip; staff taking it off the road release what it has not picked up', async () => {
    const admin = await ctx.loginAs('ADMIN');
    await online(a(), 1);
    const order = await paidOrder();
    expect((await prepared(order.id)).statusCode).toBe(200);
    await round(new Date());
    expect((await findOrder(ctx.db, order.id)).courierId).toBe(a().userId);
    const refused = await ctx.request({ method: 'PUT', url: '/api/courier/update?availability=false', token: a().token });
    expect(refused.json()).toMatchObject({ status: 409, errorCode: 'courierHasActiveOrders' });
    const off = await ctx.request({ method: 'PUT', url: `/api/courier/${a().userId}/offline`, token: admin.token });
    expect(off.json().releasedOrderIds).toEqual([order.id]);
    expect(await findOrder(ctx.db, order.id)).toMatchObject({ courierId: null, tripId: null });
  });
});

describe('staff cancelling an order at any stage (issue 22)', () => {
  it('cancels a late order on the road with a reason: refunded in full, its courier free for the next trip, the kitchen not allowed to', async () => {
    const service = await ctx.loginAs('SERVICE');
    await online(a(), 1);
    const order = await paidOrder();
    expect((await prepared(order.id)).statusCode).toBe(200);
    await round(new Date());
    const pickedUp = await ctx.request({ method: 'PUT', url: `/api/courier/order/${order.id}?status=READY_FOR_DELIVERY`, token: a().token });
    expect(pickedUp.statusCode, pickedUp.body).toBe(200);
    const cancel = (token: string) => ctx.request({ method: 'PUT', url: `/api/restaurant/order/${order.id}?status=CANCELLED&reason=other`, token });
    expect((await cancel(kitchen.token)).json()).toMatchObject({ status: 409, errorCode: 'orderStatusChangeNotAllowed' });
    const res = await cancel(service.token);
    expect(res.statusCode, res.body).toBe(200);
    const delivered = await ctx.request({ method: 'PUT', url: `/api/courier/order/${order.id}?status=DELIVERED`, token: a().token });
    expect(delivered.json()).toMatchObject({ status: 409, errorCode: 'orderWasCancelled', message: 'This order was cancelled' });
    expect(res.json()).toMatchObject({ status: 'CANCELLED', cancelReason: 'other' });
    const cancelled = await findOrder(ctx.db, order.id);
    expect(cancelled).toMatchObject({ courierId: null, tripId: null });
    expect(cancelled.refundedAt).toBeInstanceOf(Date);
    // The courier takes the next order at once.
    const next = await paidOrder();
    expect((await prepared(next.id)).statusCode).toBe(200);
    await round(new Date());
    expect((await findOrder(ctx.db, next.id)).courierId).toBe(a().userId);
  });
});

describe('GET /dispatch/promise-accuracy', () => {
  it('tells staff the share of promises kept, early and late, per zone and restaurant', async () => {
    const service = await ctx.loginAs('SERVICE');
    const measured = (await createRestaurantOf(ctx.db, (await ctx.loginAs('RESTAURANT_ADMIN')).userId, { name: 'Measured Kitchen' })).id;
    const base = Date.now() - 60 * MINUTE;
    for (const [i, slip] of [0, 3, -8, 12].entries()) {
      const order = await createOrder(ctx.db, { restaurantId: measured, userId: customerId, status: 'DELIVERED' });
      await ctx.db
        .update(orders)
        .set({ promisedAt: new Date(base + i * MINUTE), deliveredAt: new Date(base + (i + slip) * MINUTE) })
        .where(eq(orders.id, order.id));
    }
    const res = await ctx.request({ method: 'GET', url: '/api/dispatch/promise-accuracy', token: service.token });
    expect(res.statusCode).toBe(200);
    const row = res.json().restaurants.find((r: { id: number }) => r.id === measured);
    expect(row).toMatchObject({ delivered: 4, onTime: 0.5, early: 0.25, late: 0.25, meanErrorMinutes: 1.8, meanAbsoluteErrorMinutes: 5.8 });
    expect(res.json().zones).toEqual([expect.objectContaining({ id: 1, delivered: expect.any(Number) })]);
    expect((await ctx.request({ method: 'GET', url: '/api/dispatch/promise-accuracy', token: kitchen.token })).statusCode).toBe(403);
    expect((await ctx.request({ method: 'GET', url: '/api/dispatch/promise-accuracy?from=yesterday', token: service.token })).json()).toMatchObject({
      status: 400,
      errorCode: 'validationFailed',
    });
  });
});
