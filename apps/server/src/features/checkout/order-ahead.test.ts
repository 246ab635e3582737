import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyWindowLater, orderAheadLeadMinutes } from '@forkly/domain';
import { jobs, orders } from '../../db/schema/index';
import { DEFAULT_PASSWORD } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { runJobs } from '../../../test/jobs';
import { createOpenRestaurant, NEAR_ADDRESS } from '../../../test/order-factories';
import { placePaidOrder } from '../../../test/paid-order';
import { runZoneRound } from '../dispatch/dispatch-round.service';
import { kmNorthOf, setCourierPresence } from '../../../test/order-state-factories';
import { MAIL_JOB } from '../jobs/index';
import { ESCALATION_JOB } from '../kitchen-escalation/escalation.service';

/** Issue 25, decision 046: an order for a later slot, from a restaurant that is closed now, on clocks the test moves. */
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createOpenRestaurant>>;
let customer: { token: string; userId: number };
let kitchen: { token: string };
let courier: { token: string; userId: number };
let staff: { token: string };
const MINUTE = 60_000;
const TZ = 'Europe/Berlin';

beforeAll(async () => {
  ctx = await createTestContext();
  // Closed now, opening in about two hours for four hours, every day.
  shop = await createOpenRestaurant(ctx.db, { openingHours: dailyWindowLater(new Date(), TZ, 120, 240), timeZone: TZ, preparationMinutes: 20 });
  customer = await ctx.loginAs('USER');
  courier = await ctx.loginAs('COURIER');
  staff = await ctx.loginAs('SERVICE');
  const res = await ctx.request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId: shop.account.username, password: DEFAULT_PASSWORD } });
  kitchen = { token: res.json().access_token };
});
afterAll(() => ctx.close());

const slotsNow = async () =>
  (await ctx.request({ method: 'GET', url: `/api/restaurant/${shop.restaurant.id}/delivery-slots` })).json<{ slots: string[] }>().slots;
const order = async (id: number) => (await ctx.db.query.orders.findFirst({ where: eq(orders.id, id) }))!;
const basket = (scheduledFor?: string) => ({
  restaurantId: shop.restaurant.id,
  lines: [{ menuId: shop.pizza.id, quantity: 2 }],
  deliveryAddress: NEAR_ADDRESS,
  ...(scheduledFor ? { scheduledFor } : {}),
});
const makeOrder = (scheduledFor?: string) =>
  ctx.request({ method: 'POST', url: '/api/order/make-order', token: customer.token, payload: basket(scheduledFor) });
const placeFor = (slot: string) =>
  placePaidOrder(ctx, { token: customer.token, restaurantId: shop.restaurant.id, menuIds: [shop.pizza.id, shop.pasta.id], scheduledFor: slot });
const waiting = async () =>
  (await ctx.request({ method: 'GET', url: '/api/restaurant/waiting-orders', token: kitchen.token })).json<{ orders: { id: number }[] }>().orders;
/** The order ids on the staff's operations board of the zone. */
const onBoard = async () =>
  (await ctx.request({ method: 'GET', url: '/api/dispatch/operations', token: staff.token })).json<{ orders: { id: number }[] }>().orders.map((o) => o.id);
const cancel = (id: number) => ctx.request({ method: 'PUT', url: `/api/order/${id}/cancel`, token: customer.token });

describe('the slots a closed restaurant offers', () => {
  it('are quarter hours from its opening plus the lead time, up to two days ahead, without "As soon as possible"', async () => {
    const res = await ctx.request({ method: 'GET', url: `/api/restaurant/${shop.restaurant.id}/delivery-slots` });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ asapAvailable: boolean; opensAt: string; slots: string[]; timeZone: string }>();
    expect(body).toMatchObject({ asapAvailable: false, timeZone: TZ });
    const lead = orderAheadLeadMinutes(20, shop.restaurant.deliveryRadiusMeters);
    const first = new Date(body.slots[0]!).getTime();
    expect(first).toBeGreaterThanOrEqual(new Date(body.opensAt).getTime() + lead * MINUTE);
    expect(first - new Date(body.opensAt).getTime()).toBeLessThan((lead + 15) * MINUTE);
    expect(new Date(body.slots.at(-1)!).getTime()).toBeLessThanOrEqual(Date.now() + 2 * 24 * 60 * MINUTE);
    expect(body.slots.every((slot) => new Date(slot).getUTCMinutes() % 15 === 0)).toBe(true);
  });

  it('answers 404 for a restaurant that does not exist', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/restaurant/999999/delivery-slots' })).json()).toMatchObject({ errorCode: 'restaurantNotFound' });
  });
});

describe('placing an order ahead', () => {
  it('is refused for "as soon as possible" while closed, and for any time that is not a slot, changing nothing', async () => {
    const count = (await ctx.db.select().from(orders).where(eq(orders.restaurantId, shop.restaurant.id))).length;
    expect((await makeOrder()).json()).toMatchObject({ status: 409, errorCode: 'restaurantClosed' });
    const [first] = await slotsNow();
    for (const time of [
      new Date(new Date(first!).getTime() + 5 * MINUTE).toISOString(),
      new Date(Date.now() - MINUTE).toISOString(),
      new Date(Date.now() + 3 * 24 * 60 * MINUTE).toISOString(),
    ]) {
      const res = await makeOrder(time);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        errorCode: 'slotNotAvailable',
        fields: { scheduledFor: 'This delivery time is not available, please choose another one' },
      });
    }
    expect((await makeOrder('tomorrow at noon')).json()).toMatchObject({
      status: 400,
      errorCode: 'validationFailed',
      fields: { scheduledFor: expect.any(String) },
    });
    expect((await ctx.db.select().from(orders).where(eq(orders.restaurantId, shop.restaurant.id))).length).toBe(count);
  });

  it('prices a basket for a slot without a refusal', async () => {
    const [first] = await slotsNow();
    const priced = await ctx.request({ method: 'POST', url: '/api/order/price-list', payload: basket(first) });
    expect(priced.json().orderRefusal).toBeUndefined();
    const closed = await ctx.request({ method: 'POST', url: '/api/order/price-list', payload: basket() });
    expect(closed.json().orderRefusal).toMatchObject({ errorCode: 'restaurantClosed' });
  });
});

describe('a paid order for a slot', () => {
  it('stays out of the kitchen queue, escalation and dispatch until it is due, then enters all three', async () => {
    const slot = (await slotsNow())[0]!;
    const placed = await placeFor(slot);
    const paid = await order(placed.id);
    const lead = orderAheadLeadMinutes(20, shop.restaurant.deliveryRadiusMeters);
    const due = new Date(slot).getTime() - lead * MINUTE;
    expect(paid).toMatchObject({ status: 'CONFIRMED', promisedAt: new Date(slot), scheduledFor: new Date(slot) });
    expect(paid.kitchenDueAt!.getTime()).toBe(due);
    expect(paid.readyAt!.getTime()).toBe(due + 20 * MINUTE);
    const view = await ctx.request({ method: 'GET', url: `/api/order/${placed.id}`, token: customer.token });
    expect(view.json()).toMatchObject({ scheduledFor: new Date(slot).toISOString() });

    // The escalation clock starts when it is due: eight minutes after payment nothing happens.
    const escalations = await ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, ESCALATION_JOB), eq(jobs.key, `${ESCALATION_JOB}:${placed.id}:cancel`)));
    expect(escalations[0]!.runAt.getTime()).toBe(due + 8 * MINUTE);
    expect((await runJobs(ctx.app, { now: new Date(paid.paidAt!.getTime() + 8 * MINUTE), kinds: [ESCALATION_JOB] })).done).toBe(0);
    expect(await order(placed.id)).toMatchObject({ status: 'CONFIRMED', escalation: null });

    // Not in the kitchen's ringing queue nor on the staff's board, and no round plans it yet, a courier waiting next door.
    expect((await waiting()).map((o) => o.id)).not.toContain(placed.id);
    expect(await onBoard()).not.toContain(placed.id);
    await setCourierPresence(ctx.db, courier.userId, { online: true, ...kmNorthOf({ latitude: 51.4336, longitude: 6.7652 }, 0.5) });
    await runZoneRound(ctx.app.deps, { zoneId: shop.restaurant.zoneId, now: new Date(due - MINUTE) });
    expect(await order(placed.id)).toMatchObject({ courierId: null, tripId: null, promisedAt: new Date(slot) });

    // Its time comes (the due moment moved to just now): the kitchen's queue rings for it, and staff see it.
    await ctx.db
      .update(orders)
      .set({ kitchenDueAt: new Date(Date.now() - MINUTE) })
      .where(eq(orders.id, placed.id));
    expect((await waiting()).map((o) => o.id)).toContain(placed.id);
    expect(await onBoard()).toContain(placed.id);
    const accepted = await ctx.request({
      method: 'PUT',
      url: `/api/restaurant/order/${placed.id}/accept`,
      token: kitchen.token,
      payload: { readyInMinutes: 5 },
    });
    expect(accepted.statusCode).toBe(200);
    await runZoneRound(ctx.app.deps, { zoneId: shop.restaurant.zoneId, now: new Date(Date.now() + 3 * MINUTE) });
    expect((await order(placed.id)).courierId).toBe(courier.userId);
    // The promise stays the slot.
    expect((await order(placed.id)).promisedAt).toEqual(new Date(slot));
  });

  it('may be accepted before it is due, with the ready time counted from when it is due; dispatch still waits', async () => {
    const slot = (await slotsNow())[0]!;
    const placed = await placeFor(slot);
    const due = (await order(placed.id)).kitchenDueAt!;
    const view = await ctx.request({ method: 'GET', url: `/api/order/${placed.id}`, token: kitchen.token });
    expect(view.json().delivery).toMatchObject({ stage: 'awaitingKitchen', kitchenDueAt: due.toISOString() });
    // Not marked prepared hours before its slot: its food would wait on the counter.
    const prepared = await ctx.request({ method: 'PUT', url: `/api/restaurant/order/${placed.id}?status=AWAITING_PICKUP`, token: kitchen.token });
    expect(prepared.statusCode).toBe(409);
    expect(prepared.json()).toMatchObject({ errorCode: 'scheduledOrderNotDue' });
    expect(await order(placed.id)).toMatchObject({ status: 'CONFIRMED', preparedAt: null });

    const accepted = await ctx.request({
      method: 'PUT',
      url: `/api/restaurant/order/${placed.id}/accept`,
      token: kitchen.token,
      payload: { readyInMinutes: 15 },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().delivery).toMatchObject({ stage: 'preparing', readyAt: new Date(due.getTime() + 15 * MINUTE).toISOString() });
    // Pushed back once before it is due: from the due moment too, and later than before.
    const pushed = await ctx.request({
      method: 'PUT',
      url: `/api/restaurant/order/${placed.id}/ready-time`,
      token: kitchen.token,
      payload: { readyInMinutes: 25 },
    });
    expect(pushed.statusCode, pushed.body).toBe(200);
    expect((await order(placed.id)).readyAt).toEqual(new Date(due.getTime() + 25 * MINUTE));
    await setCourierPresence(ctx.db, courier.userId, { online: true, ...kmNorthOf({ latitude: 51.4336, longitude: 6.7652 }, 0.5) });
    await runZoneRound(ctx.app.deps, { zoneId: shop.restaurant.zoneId, now: new Date(due.getTime() - MINUTE) });
    expect(await order(placed.id)).toMatchObject({ courierId: null, promisedAt: new Date(slot) });
  });

  it('is cancelled with a full refund until 30 minutes before its slot, and refused after that', async () => {
    const slot = (await slotsNow())[0]!;
    const mails = ctx.mails.length;
    const early = await placeFor(slot);
    // The receipt says when it comes, and until when it may be cancelled.
    await runJobs(ctx.app, { kinds: [MAIL_JOB] });
    const receipt = ctx.mails.slice(mails).find((m) => m.kind === 'order-confirmation' && m.subject.includes(early.orderNumber));
    expect(receipt?.text).toMatch(/Scheduled for \w{3} \d{1,2}:\d{2}.*\. You can cancel it free of charge until \w{3} \d{1,2}:\d{2}/);
    const res = await cancel(early.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CANCELLED', scheduledFor: new Date(slot).toISOString() });
    const cancelled = await order(early.id);
    expect(cancelled.refundedAt).toBeInstanceOf(Date);
    // Its escalation finds it cancelled and does nothing.
    await runJobs(ctx.app, { now: new Date(new Date(slot).getTime() + MINUTE), kinds: [ESCALATION_JOB] });
    expect((await order(early.id)).status).toBe('CANCELLED');

    const late = await placeFor(slot);
    // The clock moves to 29 minutes before the slot.
    await ctx.db
      .update(orders)
      .set({ scheduledFor: new Date(Date.now() + 29 * MINUTE) })
      .where(eq(orders.id, late.id));
    const refused = await cancel(late.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'scheduledCancelTooLate' });
    expect(await order(late.id)).toMatchObject({ status: 'CONFIRMED', refundedAt: null });
  });
});
