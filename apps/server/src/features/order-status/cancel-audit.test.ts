import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { createRestaurant, createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createOrder } from '../../../test/order-state-factories';
import { REFUND_RETRY_AFTER_MS, refundCancelledOrder } from '../payments/index';
import { retryRefundsAt } from '../../../test/jobs';

/**
 * Issue 8, "Accountability": a cancel on the restaurant path is recorded as `order.cancel` with the
 * status before and after, and the refund that follows as `order.refund` when it is made (actor:
 * who cancelled; null for the sweep's retry). A refused cancel records nothing.
 */
let ctx: TestContext;
type Session = { token: string; userId: number; username: string };
let admin: Session;
let service: Session;
let kitchen: Session;
let restaurantId: number;
let customerId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const { restaurant, account } = await createRestaurant(ctx.db);
  restaurantId = restaurant.id;
  const login = await ctx.request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId: account.username, password: DEFAULT_PASSWORD } });
  kitchen = { token: login.json().access_token, userId: account.id, username: account.username };
  admin = await ctx.loginAs('ADMIN');
  service = await ctx.loginAs('SERVICE');
  customerId = (await createUser(ctx.db)).id;
});
afterAll(() => ctx.close());

const cancel = (id: number, who: Session) => ctx.request({ method: 'PUT', url: `/api/restaurant/order/${id}?status=CANCELLED`, token: who.token });

/** The order's audit entries, oldest first, through ADMIN's record. */
async function auditOf(orderId: number) {
  const res = await ctx.request({ method: 'GET', url: `/api/audit-log?entity=order&entityId=${orderId}&limit=100`, token: admin.token });
  expect(res.statusCode).toBe(200);
  return (res.json().results as { action: string; actor: { id: number } | null; before: unknown; after: unknown }[]).reverse();
}

describe('cancelling through the restaurant path', () => {
  it.each([
    ['ADMIN', () => admin],
    ['SERVICE', () => service],
  ])('records a cancel by %s with the status before and after, then the refund it made', async (_role, who) => {
    const order = await createOrder(ctx.db, { restaurantId, userId: customerId });
    expect((await cancel(order.id, who())).statusCode).toBe(200);
    const entries = await auditOf(order.id);
    expect(entries).toMatchObject([
      { action: 'order.cancel', actor: { id: who().userId, username: who().username }, before: { status: 'CONFIRMED' }, after: { status: 'CANCELLED' } },
      { action: 'order.refund', actor: { id: who().userId }, before: { refunded: false }, after: { refunded: true, total: 21.99, provider: 'demo' } },
    ]);
    expect(entries).toHaveLength(2);
  });

  it("records a kitchen's rejection with the restaurant's account as actor", async () => {
    const order = await createOrder(ctx.db, { restaurantId, userId: customerId });
    expect((await cancel(order.id, kitchen)).statusCode).toBe(200);
    expect(await auditOf(order.id)).toMatchObject([
      { action: 'order.cancel', actor: { id: kitchen.userId }, before: { status: 'CONFIRMED' } },
      { action: 'order.refund', actor: { id: kitchen.userId } },
    ]);
  });

  it('records no refund for an order that was never paid', async () => {
    const order = await createOrder(ctx.db, { restaurantId, userId: customerId, paidAt: null });
    expect((await cancel(order.id, admin)).statusCode).toBe(200);
    expect((await auditOf(order.id)).map((e) => e.action)).toEqual(['order.cancel']);
  });

  it('records nothing for a refused move: a second cancel, staff preparing, a stranger, a missing order', async () => {
    const order = await createOrder(ctx.db, { restaurantId, userId: customerId });
    expect((await cancel(order.id, service)).statusCode).toBe(200);
    expect((await cancel(order.id, admin)).statusCode).toBe(409);
    const other = await createOrder(ctx.db, { restaurantId, userId: customerId });
    expect((await ctx.request({ method: 'PUT', url: `/api/restaurant/order/${other.id}?status=AWAITING_PICKUP`, token: admin.token })).statusCode).toBe(403);
    const stranger = await createRestaurant(ctx.db);
    const login = await ctx.request({
      method: 'POST',
      url: '/api/system/auth/login',
      payload: { loginId: stranger.account.username, password: DEFAULT_PASSWORD },
    });
    expect((await cancel(other.id, { token: login.json().access_token, userId: stranger.account.id, username: '' })).statusCode).toBe(403);
    expect((await cancel(2_000_000, admin)).statusCode).toBe(404);
    expect((await auditOf(order.id)).map((e) => e.action)).toEqual(['order.cancel', 'order.refund']);
    expect(await auditOf(other.id)).toEqual([]);
  });
});

describe('the refund of a cancelled order', () => {
  it("is recorded by the sweep's retry with no actor, once, however many calls race", async () => {
    // A cancel whose own refund attempt did not go through: cancelled, paid, not refunded, a while ago.
    const order = await createOrder(ctx.db, { restaurantId, userId: customerId, status: 'CANCELLED' });
    await ctx.db
      .update(orders)
      .set({ updatedAt: new Date(Date.now() - REFUND_RETRY_AFTER_MS - 60_000) })
      .where(eq(orders.id, order.id));
    const later = new Date(Date.now() + 1000);
    const results = await Promise.all([retryRefundsAt(ctx.app, later), refundCancelledOrder(ctx.app.deps, order.id)]);
    expect(results).toEqual([expect.any(Number), true]);
    const entries = await auditOf(order.id);
    expect(entries).toMatchObject([{ action: 'order.refund', actor: null, after: { refunded: true, total: 21.99 } }]);
    expect(entries).toHaveLength(1);
    expect(await refundCancelledOrder(ctx.app.deps, order.id, undefined, admin.userId)).toBe(true);
    expect(await auditOf(order.id)).toHaveLength(1);
  });
});
