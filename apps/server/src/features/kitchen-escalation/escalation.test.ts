import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs, orders, orderStatusHistory, users } from '../../db/schema/index';
import { DEFAULT_PASSWORD } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { openSecondInstance, runJobs } from '../../../test/jobs';
import { createOpenRestaurant } from '../../../test/order-factories';
import { placePaidOrder } from '../../../test/paid-order';
import { MAIL_JOB } from '../jobs/index';
import { ESCALATION_JOB } from './escalation.service';

/** Issue 21: a paid order nobody in the kitchen acknowledges escalates, on a clock the test moves. */
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createOpenRestaurant>>;
let customer: { token: string; userId: number; username: string };
let kitchen: { token: string; userId: number };
const SECOND = 1000;

beforeAll(async () => {
  ctx = await createTestContext();
  shop = await createOpenRestaurant(ctx.db);
  customer = await ctx.loginAs('USER');
  const res = await ctx.request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId: shop.account.username, password: DEFAULT_PASSWORD } });
  kitchen = { token: res.json().access_token, userId: shop.account.id };
});
afterAll(() => ctx.close());

const order = async (id: number) => (await ctx.db.query.orders.findFirst({ where: eq(orders.id, id) }))!;
const paidAt = async (id: number) => (await order(id)).paidAt!.getTime();
/** The escalation jobs as a worker would run them at `ms` after payment. */
const at = async (id: number, ms: number) => runJobs(ctx.app, { now: new Date((await paidAt(id)) + ms), kinds: [ESCALATION_JOB] });
const escalationsOf = (id: number) =>
  ctx.db.query.auditLog.findMany({ where: and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'order.escalate')) });
const place = () => placePaidOrder(ctx, { token: customer.token, restaurantId: shop.restaurant.id, menuIds: [shop.pizza.id, shop.pasta.id] });

describe('an order the kitchen does not acknowledge', () => {
  it('rings louder at 2 min, is at risk at 3 min, and at 8 min is cancelled and refunded once, the customer and the restaurant told', async () => {
    await ctx.db.update(users).set({ locale: 'de' }).where(eq(users.id, customer.userId));
    const placed = await place();
    expect((await at(placed.id, 119 * SECOND)).done).toBe(0);
    expect((await order(placed.id)).escalation).toBeNull();
    await at(placed.id, 120 * SECOND);
    expect((await order(placed.id)).escalation).toBe('louder');
    await at(placed.id, 180 * SECOND);
    expect(await order(placed.id)).toMatchObject({ escalation: 'atRisk', status: 'CONFIRMED' });
    await at(placed.id, 479 * SECOND);
    expect((await order(placed.id)).status).toBe('CONFIRMED');

    const mails = ctx.mails.length;
    await at(placed.id, 480 * SECOND);
    await runJobs(ctx.app, { kinds: [MAIL_JOB] });
    const cancelled = await order(placed.id);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelReason: 'missed', escalation: null });
    expect(cancelled.refundedAt).toBeInstanceOf(Date);
    const sent = ctx.mails.slice(mails);
    expect(sent.map((m) => m.kind).sort()).toEqual(['order-missed', 'order-refund']);
    expect(sent.find((m) => m.kind === 'order-refund')).toMatchObject({
      subject: `Ihre Forkly-Bestellung ${placed.orderNumber} wurde storniert und erstattet`,
    });
    expect(sent.find((m) => m.kind === 'order-refund')!.text).toContain('nicht rechtzeitig bestätigt');
    expect(sent.find((m) => m.kind === 'order-missed')).toMatchObject({
      to: shop.restaurant.email,
      subject: `Missed order ${placed.orderNumber} was cancelled`,
    });
    expect((await escalationsOf(placed.id)).map((e) => e.details)).toEqual([
      { before: { escalation: null }, after: { escalation: 'louder' } },
      { before: { escalation: 'louder' }, after: { escalation: 'atRisk' } },
    ]);
    // Nothing is left to run, and running again changes nothing.
    expect(await ctx.db.select().from(jobs).where(eq(jobs.kind, ESCALATION_JOB))).toEqual([]);
    const moves = await ctx.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, placed.id), eq(orderStatusHistory.toStatus, 'CANCELLED')));
    expect(moves).toHaveLength(1);
    const view = await ctx.request({ method: 'GET', url: `/api/order/${placed.id}`, token: customer.token });
    expect(view.json()).toMatchObject({ cancelReason: 'missed', delivery: { stage: 'cancelled' } });
  });

  it('changes nothing for an order acknowledged at 7:59', async () => {
    const placed = await place();
    await at(placed.id, 479 * SECOND);
    expect((await order(placed.id)).escalation).toBe('atRisk');
    const accepted = await ctx.request({
      method: 'PUT',
      url: `/api/restaurant/order/${placed.id}/accept`,
      token: kitchen.token,
      payload: { readyInMinutes: 15 },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await order(placed.id)).escalation).toBeNull();
    await at(placed.id, 480 * SECOND);
    expect(await order(placed.id)).toMatchObject({ status: 'CONFIRMED', cancelReason: null, refundedAt: null });
  });

  it('cancels exactly once when two instances run its jobs at the same moment', async () => {
    const placed = await place();
    const second = await openSecondInstance(ctx);
    try {
      const now = new Date((await paidAt(placed.id)) + 480 * SECOND);
      const results = await Promise.all([runJobs(ctx.app, { now, kinds: [ESCALATION_JOB] }), runJobs(second.app, { now, kinds: [ESCALATION_JOB] })]);
      expect(results.reduce((n, r) => n + r.done, 0)).toBe(3);
      const moves = await ctx.db
        .select()
        .from(orderStatusHistory)
        .where(and(eq(orderStatusHistory.orderId, placed.id), eq(orderStatusHistory.toStatus, 'CANCELLED')));
      expect(moves).toHaveLength(1);
      const refunds = await ctx.db.query.auditLog.findMany({ where: and(eq(auditLog.action, 'order.refund'), eq(auditLog.entityId, String(placed.id))) });
      expect(refunds).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe('the kitchen rejects an order with a reason', () => {
  it('cancels and refunds it; the customer is told why, in their language', async () => {
    await ctx.db.update(users).set({ locale: 'fi' }).where(eq(users.id, customer.userId));
    const placed = await place();
    const mails = ctx.mails.length;
    const res = await ctx.request({ method: 'PUT', url: `/api/restaurant/order/${placed.id}?status=CANCELLED&reason=itemUnavailable`, token: kitchen.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CANCELLED', cancelReason: 'itemUnavailable' });
    const refund = ctx.mails.slice(mails).find((m) => m.kind === 'order-refund')!;
    expect(refund.subject).toBe(`Forkly-tilauksesi ${placed.orderNumber} peruttiin ja hyvitettiin`);
    expect(refund.text).toContain('ei voinut valmistaa kaikkea tilaamaasi');
    // Its escalation jobs then find it cancelled and do nothing.
    await at(placed.id, 480 * SECOND);
    expect((await order(placed.id)).cancelReason).toBe('itemUnavailable');
    const bad = await ctx.request({ method: 'PUT', url: `/api/restaurant/order/${placed.id}?status=CANCELLED&reason=bored`, token: kitchen.token });
    expect(bad.json()).toMatchObject({ status: 400, errorCode: 'validationFailed' });
  });

  it('remembers the language the app is used in at login, for the mail', async () => {
    const shopper = await ctx.loginAs('USER');
    const res = await ctx.request({
      method: 'POST',
      url: '/api/system/auth/login',
      headers: { 'accept-language': 'fi' },
      payload: { loginId: shopper.username, password: DEFAULT_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect((await ctx.db.query.users.findFirst({ where: eq(users.id, shopper.userId) }))!.locale).toBe('fi');
  });
});
