import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courierTrips, orders } from '../../db/schema/index';
import { createOrder, createRestaurantOf, findOrder } from '../../../test/order-state-factories';
import { a, b, c, ctx, type Session, customerId, kitchen, MINUTE, online, paidOrder, prepared, round, tripOf, installDispatchWorld } from './test-fixtures';

installDispatchWorld();

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
