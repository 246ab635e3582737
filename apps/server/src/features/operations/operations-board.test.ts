import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OperationsBoard } from '@forkly/contracts';
import { auditLog, courierProfiles, orders } from '../../db/schema/index';
import { createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { closeOpenWork, createOrder, createRestaurantOf, setCourierPresence } from '../../../test/order-state-factories';

/** Issue 21: the staff's live operations board, and the call they note from it. */
let ctx: TestContext;
type Session = Awaited<ReturnType<TestContext['loginAs']>>;
let staff: Session;
let kitchen: Session;
let restaurantId: number;
let customerId: number;
let idle: Session;
let busy: Session;
let away: Session;
const MINUTE = 60_000;

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.loginAs('SERVICE', { firstName: 'Sanna', lastName: 'Service' });
  kitchen = await ctx.loginAs('RESTAURANT_ADMIN');
  restaurantId = (await createRestaurantOf(ctx.db, kitchen.userId, { name: 'Board Bistro', contact: '+49203555000' })).id;
  customerId = (await createUser(ctx.db)).id;
  idle = await ctx.loginAs('COURIER', { firstName: 'Ida', lastName: 'Idle' });
  busy = await ctx.loginAs('COURIER', { firstName: 'Bo', lastName: 'Busy' });
  away = await ctx.loginAs('COURIER', { firstName: 'Al', lastName: 'Away' });
});
afterAll(() => ctx.close());

beforeEach(async () => {
  await closeOpenWork(ctx.db);
});

const board = async (token = staff.token, query = '') => ctx.request({ method: 'GET', url: `/api/dispatch/operations${query}`, token });
const read = async () => {
  const res = await board();
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OperationsBoard>();
};
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);
const paid = (values: Partial<Parameters<typeof createOrder>[1]> = {}) => createOrder(ctx.db, { restaurantId, userId: customerId, ...values });

describe('the operations board', () => {
  it('shows each open order by stage with its age, promise and lateness; late or unacknowledged ones at risk', async () => {
    const waiting = await paid({ paidAt: ago(4) });
    await ctx.db
      .update(orders)
      .set({ escalation: 'atRisk', promisedAt: ago(-30), estimatedDropoffAt: ago(-30) })
      .where(eq(orders.id, waiting.id));
    const cooking = await paid({ paidAt: ago(10) });
    await ctx.db
      .update(orders)
      .set({ acceptedAt: ago(9), readyAt: ago(-5), promisedAt: ago(-20), estimatedDropoffAt: ago(-12) })
      .where(eq(orders.id, cooking.id));
    const late = await paid({ status: 'READY_FOR_DELIVERY', courierId: busy.userId, paidAt: ago(40) });
    await ctx.db
      .update(orders)
      .set({ acceptedAt: ago(39), promisedAt: ago(5), estimatedDropoffAt: ago(-6) })
      .where(eq(orders.id, late.id));
    const prepared = await paid({ status: 'AWAITING_PICKUP', paidAt: ago(20) });
    await paid({ status: 'PENDING' });

    const view = await read();
    expect(view.zone).toMatchObject({ id: 1 });
    const mine = view.orders.filter((o) => o.restaurant.id === restaurantId);
    expect(mine.map((o) => [o.id, o.stage])).toEqual([
      [late.id, 'onTheWay'],
      [prepared.id, 'waitingForCourier'],
      [cooking.id, 'preparing'],
      [waiting.id, 'awaitingAcknowledgement'],
    ]);
    const byId = new Map(mine.map((o) => [o.id, o]));
    expect(byId.get(waiting.id)).toMatchObject({
      atRisk: true,
      escalation: 'atRisk',
      lateMinutes: 0,
      restaurant: { name: 'Board Bistro', phone: '+49203555000', position: { latitude: 51.4336, longitude: 6.7652 } },
      restaurantCall: null,
    });
    expect(byId.get(cooking.id)).toMatchObject({ atRisk: false, lateMinutes: -8 });
    expect(byId.get(late.id)).toMatchObject({ atRisk: true, lateMinutes: 11, courier: { id: busy.userId, name: 'Bo Busy' } });
    expect(new Date(view.at).getTime() - new Date(byId.get(waiting.id)!.paidAt).getTime()).toBeGreaterThanOrEqual(4 * MINUTE);
  });

  it('shows couriers idle, busy with what, or offline before their shift ended; and demand against capacity', async () => {
    await setCourierPresence(ctx.db, idle.userId, { online: true, latitude: 51.44, longitude: 6.77 });
    await setCourierPresence(ctx.db, busy.userId, { online: true, latitude: 51.43, longitude: 6.76 });
    await setCourierPresence(ctx.db, away.userId, { online: false });
    await ctx.db
      .update(courierProfiles)
      .set({ shiftEndsAt: ago(-60) })
      .where(eq(courierProfiles.userId, away.userId));
    const placedBefore = (await read()).demand.ordersPlaced;
    const carried = await paid({ status: 'READY_FOR_DELIVERY', courierId: busy.userId, paidAt: ago(12) });
    await paid({ paidAt: ago(45) });

    const view = await read();
    const state = (id: number) => view.couriers.find((c) => c.id === id);
    expect(state(idle.userId)).toMatchObject({ name: 'Ida Idle', state: 'idle', orderNumbers: [], position: { latitude: 51.44, longitude: 6.77 } });
    expect(state(busy.userId)).toMatchObject({ state: 'busy', orderNumbers: [carried.orderNumber] });
    expect(state(away.userId)).toMatchObject({ state: 'offline', position: null });
    // Paid 12 minutes ago counts; 45 minutes ago is outside the window.
    expect(view.demand).toMatchObject({ windowMinutes: 30, ordersPlaced: placedBefore + 1, couriersOnline: 2 });
    expect(view.demand.capacity).toBe(Math.floor((2 * 30) / view.demand.minutesPerDelivery));
  });

  it('is for staff only, and says so for an unknown zone', async () => {
    expect((await board(kitchen.token)).json()).toMatchObject({ status: 403 });
    expect((await board(idle.token)).statusCode).toBe(403);
    expect((await board(staff.token, '?zoneId=999')).json()).toMatchObject({ status: 404, errorCode: 'zoneNotFound' });
    expect((await board(staff.token, '?zoneId=abc')).json()).toMatchObject({ status: 400, errorCode: 'validationFailed' });
  });
});

describe('noting a call to the restaurant', () => {
  it('records who called and when, on the board and in the audit log', async () => {
    const order = await paid({ paidAt: ago(5) });
    const res = await ctx.request({ method: 'POST', url: `/api/order/${order.id}/restaurant-call`, token: staff.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ orderId: order.id, by: 'Sanna Service' });
    const row = (await read()).orders.find((o) => o.id === order.id)!;
    expect(row.restaurantCall).toEqual({ at: res.json().at, by: 'Sanna Service' });
    const audit = await ctx.db.query.auditLog.findMany({ where: and(eq(auditLog.action, 'order.restaurantCalled'), eq(auditLog.entityId, String(order.id))) });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(staff.userId);
  });

  it('refuses a delivered or unknown order, and anyone but staff', async () => {
    const done = await paid({ status: 'DELIVERED' });
    const call = (id: number, token = staff.token) => ctx.request({ method: 'POST', url: `/api/order/${id}/restaurant-call`, token });
    expect((await call(done.id)).json()).toMatchObject({ status: 409, errorCode: 'orderNotOpen' });
    expect((await call(999_999)).json()).toMatchObject({ status: 404, errorCode: 'orderNotFound' });
    expect((await call(done.id, kitchen.token)).statusCode).toBe(403);
    expect((await ctx.db.query.orders.findFirst({ where: eq(orders.id, done.id) }))!.restaurantCalledAt).toBeNull();
  });
});
