import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, courierProfiles, courierTrips, orderEstimates, orders } from '../../db/schema/index';
import { findOrder, kmNorthOf, setCourierPresence } from '../../../test/order-state-factories';
import { a, accept, b, c, ctx, MINUTE, online, paidOrder, prepared, RESTAURANT, restaurantId, round, tripOf, installDispatchWorld } from './test-fixtures';

installDispatchWorld();

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
    expect(panel.statusCode, panel.body).toBe(200);
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
