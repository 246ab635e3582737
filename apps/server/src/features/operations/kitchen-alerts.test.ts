import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitchenAlerts } from '@forkly/contracts';
import { auditLog, orders } from '../../db/schema/index';
import { createRestaurant, createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { NEAR_ADDRESS, createOpenRestaurant } from '../../../test/order-factories';
import { createOrder } from '../../../test/order-state-factories';

/** Issue 21: what the kitchen's banner and ring read, and the pause staff set from the board. */
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createOpenRestaurant>>;
let branch: Awaited<ReturnType<typeof createRestaurant>>;
let owner: string;
let branchToken: string;
let staff: Awaited<ReturnType<TestContext['loginAs']>>;
let customerId: number;

const login = async (username: string) =>
  (await ctx.request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId: username, password: DEFAULT_PASSWORD } })).json<{
    access_token: string;
  }>().access_token;

beforeAll(async () => {
  ctx = await createTestContext();
  shop = await createOpenRestaurant(ctx.db);
  branch = await createRestaurant(ctx.db, { parentRestaurantId: shop.restaurant.id });
  owner = await login(shop.account.username);
  branchToken = await login(branch.account.username);
  staff = await ctx.loginAs('ADMIN');
  customerId = (await createUser(ctx.db)).id;
});
afterAll(() => ctx.close());

const alerts = async (token: string) => {
  const res = await ctx.request({ method: 'GET', url: '/api/restaurant/waiting-orders', token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<KitchenAlerts>();
};
const pause = (body: Record<string, unknown>, token = staff.token, id = shop.restaurant.id) =>
  ctx.request({ method: 'PUT', url: `/api/restaurant/${id}/pause`, token, payload: body });

describe("the kitchen's waiting orders", () => {
  it('lists paid orders nobody accepted, oldest first; a branch sees only its own; accepting takes one off', async () => {
    const first = await createOrder(ctx.db, { restaurantId: shop.restaurant.id, userId: customerId, paidAt: new Date(Date.now() - 90_000) });
    const second = await createOrder(ctx.db, { restaurantId: shop.restaurant.id, userId: customerId });
    await ctx.db.update(orders).set({ escalation: 'louder' }).where(eq(orders.id, first.id));
    await createOrder(ctx.db, { restaurantId: shop.restaurant.id, userId: customerId, status: 'PENDING' });
    const atBranch = await createOrder(ctx.db, { restaurantId: branch.restaurant.id, userId: customerId });

    const mine = await alerts(owner);
    expect(mine).toMatchObject({ restaurantId: shop.restaurant.id, pausedReason: null });
    expect(mine.orders.map((o) => [o.id, o.escalation])).toEqual([
      [first.id, 'louder'],
      [second.id, null],
    ]);
    expect(mine.orders[0]).toMatchObject({ orderNumber: first.orderNumber, total: 21.99 });
    expect((await alerts(branchToken)).orders.map((o) => o.id)).toEqual([atBranch.id]);

    const accepted = await ctx.request({ method: 'PUT', url: `/api/restaurant/order/${first.id}/accept`, token: owner, payload: { readyInMinutes: 10 } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await alerts(owner)).orders.map((o) => o.id)).toEqual([second.id]);
  });

  it('is for restaurant accounts only', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/restaurant/waiting-orders', token: staff.token });
    expect(res.statusCode).toBe(403);
  });
});

describe('staff pausing a restaurant', () => {
  it('needs a reason; the restaurant then takes no orders and its dashboard says why, until the pause is lifted', async () => {
    const missing = await pause({ paused: true });
    expect(missing.json()).toMatchObject({ status: 400, errorCode: 'validationFailed', fields: { reason: expect.any(String) } });
    expect((await pause({ paused: true, reason: 'x'.repeat(201) })).json()).toMatchObject({ status: 400, fields: { reason: expect.any(String) } });
    expect((await pause({ paused: 'yes', reason: 'r' })).statusCode).toBe(400);
    expect((await pause({ paused: true, reason: 'Missed three orders tonight' }, owner)).statusCode).toBe(403);
    expect((await pause({ paused: true, reason: 'r' }, staff.token, 999_999)).json()).toMatchObject({ status: 404, errorCode: 'restaurantNotFound' });
    expect((await ctx.db.query.restaurants.findFirst({ where: (r, { eq: is }) => is(r.id, shop.restaurant.id) }))!.paused).toBe(false);

    const paused = await pause({ paused: true, reason: '  Missed three orders tonight ' });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ paused: true, pausedReason: 'Missed three orders tonight', status: 'paused' });
    expect((await alerts(owner)).pausedReason).toBe('Missed three orders tonight');
    const settings = await ctx.request({ method: 'GET', url: `/api/restaurant/${shop.restaurant.id}/settings`, token: owner });
    expect(settings.json()).toMatchObject({ paused: true, pausedReason: 'Missed three orders tonight' });
    const customer = await ctx.loginAs('USER');
    const order = await ctx.request({
      method: 'POST',
      url: '/api/order/make-order',
      token: customer.token,
      payload: { restaurantId: shop.restaurant.id, lines: [{ menuId: shop.pizza.id, quantity: 1 }], deliveryAddress: NEAR_ADDRESS },
    });
    expect(order.json()).toMatchObject({ errorCode: 'restaurantPaused' });

    const lifted = await pause({ paused: false, reason: 'ignored' });
    expect(lifted.json()).toMatchObject({ paused: false, pausedReason: null });
    expect((await alerts(owner)).pausedReason).toBeNull();
    const audit = await ctx.db.query.auditLog.findMany({
      where: and(eq(auditLog.action, 'restaurant.pause'), eq(auditLog.entityId, String(shop.restaurant.id))),
    });
    expect(audit.map((a) => a.details)).toEqual([
      { before: { paused: false, reason: null }, after: { paused: true, reason: 'Missed three orders tonight' } },
      { before: { paused: true, reason: 'Missed three orders tonight' }, after: { paused: false, reason: null } },
    ]);
  });

  it('keeps the reason while the restaurant saves other settings, and drops it when the restaurant runs again', async () => {
    await pause({ paused: true, reason: 'Kitchen overloaded' });
    const current = (await ctx.request({ method: 'GET', url: `/api/restaurant/${shop.restaurant.id}/settings`, token: owner })).json<Record<string, unknown>>();
    const {
      restaurantId: _id,
      name: _name,
      parentRestaurantId: _parent,
      timeZone: _tz,
      status: _status,
      opensAt: _opens,
      closesAt: _closes,
      pausedReason: _reason,
      ...editable
    } = current;
    const saved = await ctx.request({
      method: 'PUT',
      url: `/api/restaurant/${shop.restaurant.id}/settings`,
      token: owner,
      payload: { ...editable, preparationMinutes: 25 },
    });
    expect(saved.json()).toMatchObject({ paused: true, pausedReason: 'Kitchen overloaded' });
    const running = await ctx.request({
      method: 'PUT',
      url: `/api/restaurant/${shop.restaurant.id}/settings`,
      token: owner,
      payload: { ...editable, paused: false },
    });
    expect(running.json()).toMatchObject({ paused: false, pausedReason: null });
    expect((await ctx.db.query.restaurants.findFirst({ where: (r, { eq: is }) => is(r.id, shop.restaurant.id) }))!.pausedReason).toBeNull();
  });
});
