import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courierProfiles } from '../../db/schema/index';
import { runZoneRound } from '../dispatch/dispatch-round.service';
import { createTestContext, type TestContext } from '../../../test/helper';
import { NEAR_ADDRESS } from '../../../test/order-factories';
import { createOrder, historyOf, setCourierPresence } from '../../../test/order-state-factories';
import { GONE_FOR_CUSTOMERS, VISIBLE_TO_CUSTOMERS, removalFixtures } from './test-fixtures';

let ctx: TestContext;
const f = removalFixtures(() => ctx);
type Session = Awaited<ReturnType<TestContext['loginAs']>>;
let admin: Session;
let service: Session;
let customer: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('ADMIN');
  service = await ctx.loginAs('SERVICE');
  customer = await ctx.loginAs('USER');
});
afterAll(() => ctx.close());

const remove = (id: number | string, token?: string, payload?: object) =>
  ctx.request({ method: 'DELETE', url: `/api/credential/restaurant/remove/${id}`, token, ...(payload ? { payload } : {}) });

describe('DELETE /credential/restaurant/remove/{id}', () => {
  it('is for ADMIN and SERVICE: a visitor gets 401, every other role 403 (its own restaurant too), and nothing changes', async () => {
    const shop = await f.kitchen();
    expect((await remove(shop.restaurant.id)).statusCode).toBe(401);
    for (const role of ['USER', 'COURIER', 'RESTAURANT_ADMIN', 'RESTAURANT_BRANCH'] as const) {
      const { token } = await ctx.loginAs(role);
      expect((await remove(shop.restaurant.id, token)).statusCode, role).toBe(403);
    }
    expect((await remove(shop.restaurant.id, shop.token)).statusCode).toBe(403);
    expect((await f.restaurantRow(shop.restaurant.id)).removedAt).toBeNull();
    expect(await f.customerView(shop.restaurant, shop.pizza.id)).toEqual(VISIBLE_TO_CUSTOMERS);
  });

  it('removes the restaurant and its branches: logins stop at once and customers no longer see them', async () => {
    const shop = await f.kitchen();
    const branch = await f.kitchen({ parentRestaurantId: shop.restaurant.id });
    const res = await remove(shop.restaurant.id, service.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ removedRestaurantIds: [shop.restaurant.id, branch.restaurant.id], cancelledOrderIds: [] });

    for (const made of [shop, branch]) {
      expect(await f.restaurantRow(made.restaurant.id)).toMatchObject({ visible: false, removedAt: expect.any(Date) });
      expect((await f.accountRow(made.account.id)).enabled).toBe(false);
      // The token from before is refused on its next request, and a new login is refused too.
      expect((await ctx.request({ method: 'GET', url: '/api/active-user', token: made.token })).statusCode).toBe(401);
      expect((await f.login(made.account.username)).json()).toMatchObject({ errorCode: 'accountDisabled' });
      expect(await f.customerView(made.restaurant, made.pizza.id)).toEqual(GONE_FOR_CUSTOMERS);
    }
    const makeOrder = await ctx.request({
      method: 'POST',
      url: '/api/order/make-order',
      token: customer.token,
      payload: { restaurantId: branch.restaurant.id, lines: [{ menuId: branch.pizza.id, quantity: 2 }], deliveryAddress: NEAR_ADDRESS },
    });
    expect(makeOrder.json()).toMatchObject({ status: 404, errorCode: 'restaurantNotFound' });

    const audit = await f.auditOf('restaurant', branch.restaurant.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'restaurant.remove',
        actorId: service.userId,
        details: {
          before: { visible: true, removedAt: null },
          after: expect.objectContaining({ visible: false, accountDisabled: true, removedWith: shop.restaurant.id, cancelledOrders: [] }),
        },
      }),
    ]);
  });

  it('cancels open orders (refunding paid ones through the demo provider) and keeps past orders as they were', async () => {
    const shop = await f.kitchen();
    const courier = await ctx.loginAs('COURIER');
    await setCourierPresence(ctx.db, courier.userId, { online: true });
    const order = (status: Parameters<typeof createOrder>[1]['status'], courierId?: number) =>
      createOrder(ctx.db, { restaurantId: shop.restaurant.id, userId: customer.userId, status, courierId });
    const unpaid = await order('PENDING');
    const paid = await order('CONFIRMED');
    const prepared = await order('AWAITING_PICKUP', courier.userId);
    const onTheWay = await order('READY_FOR_DELIVERY', courier.userId);
    const delivered = await order('DELIVERED');
    const mails = ctx.mails.length;

    const res = await remove(shop.restaurant.id, admin.token);
    expect(res.json()).toEqual({ removedRestaurantIds: [shop.restaurant.id], cancelledOrderIds: [unpaid.id, paid.id, prepared.id] });

    expect(await f.orderRow(unpaid.id)).toMatchObject({ status: 'CANCELLED', refundedAt: null });
    for (const id of [paid.id, prepared.id]) expect(await f.orderRow(id)).toMatchObject({ status: 'CANCELLED', refundedAt: expect.any(Date) });
    expect((await f.orderRow(onTheWay.id)).status).toBe('READY_FOR_DELIVERY');
    expect((await f.orderRow(delivered.id)).status).toBe('DELIVERED');
    expect(ctx.mails.slice(mails).filter((m) => m.kind === 'order-refund')).toHaveLength(2);
    expect((await historyOf(ctx.db, paid.id)).at(-1)).toMatchObject({
      fromStatus: 'CONFIRMED',
      toStatus: 'CANCELLED',
      actorId: admin.userId,
      reason: 'restaurant removed, refund due',
    });
    expect((await f.auditOf('order', paid.id)).map((a) => [a.action, a.actorId])).toEqual([
      ['order.cancel', admin.userId],
      ['order.refund', admin.userId],
    ]);
    expect((await f.auditOf('order', unpaid.id)).map((a) => [a.action, a.details])).toEqual([
      ['order.cancel', { before: { status: 'PENDING' }, after: { status: 'CANCELLED', reason: 'restaurant removed', refundDue: false } }],
    ]);
    // Staff still read the past orders with their history.
    const detail = await ctx.request({ method: 'GET', url: `/api/order/${delivered.id}`, token: admin.token });
    expect(detail.json()).toMatchObject({ id: delivered.id, status: 'DELIVERED' });
    // ...and so does the customer, with nothing to order again (issue 22).
    const own = await ctx.request({ method: 'GET', url: `/api/order/${delivered.id}`, token: customer.token });
    expect(own.json().restaurant).toMatchObject({ id: shop.restaurant.id, orderable: false });
    const list = await ctx.request({ method: 'GET', url: '/api/paged-orders?page=1', token: customer.token });
    expect(list.json().results.find((o: { id: number }) => o.id === delivered.id).restaurant.orderable).toBe(false);
  });

  it('closes the payment page of an order placed before the removal: Pay takes no money', async () => {
    const shop = await f.kitchen();
    const placed = await ctx.request({
      method: 'POST',
      url: '/api/order/make-order',
      token: customer.token,
      payload: { restaurantId: shop.restaurant.id, lines: [{ menuId: shop.pizza.id, quantity: 2 }], deliveryAddress: NEAR_ADDRESS },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { redirectUrl } = (await ctx.request({ method: 'POST', url: `/api/checkout?orderId=${placed.json().id}`, token: customer.token })).json();
    const page = await ctx.app.inject({ method: 'GET', url: redirectUrl });
    const token = /name="token" value="([^"]+)"/.exec(page.body)![1]!;

    expect((await remove(shop.restaurant.id, admin.token)).json().cancelledOrderIds).toEqual([placed.json().id]);
    const pay = await ctx.app.inject({
      method: 'POST',
      url: `${redirectUrl}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(pay.headers.location ?? '').not.toContain('/details/success');
    expect(await f.orderRow(placed.json().id)).toMatchObject({ status: 'CANCELLED', paidAt: null });
  });

  it('frees the courier of a cancelled prepared order for a waiting one', async () => {
    const gone = await f.kitchen();
    const other = await f.kitchen();
    // Only this courier is online; its trip is to the restaurant that goes.
    await ctx.db.update(courierProfiles).set({ status: 'OFFLINE', availability: false });
    const courier = await ctx.loginAs('COURIER');
    await setCourierPresence(ctx.db, courier.userId, { online: true });
    const held = await createOrder(ctx.db, { restaurantId: gone.restaurant.id, userId: customer.userId, status: 'AWAITING_PICKUP' });
    await runZoneRound(ctx.app.deps, { zoneId: 1 });
    expect((await f.orderRow(held.id)).courierId).toBe(courier.userId);
    const waiting = await createOrder(ctx.db, { restaurantId: other.restaurant.id, userId: customer.userId, status: 'AWAITING_PICKUP' });
    await runZoneRound(ctx.app.deps, { zoneId: 1 });
    expect((await f.orderRow(waiting.id)).courierId).toBeNull();

    expect((await remove(gone.restaurant.id, admin.token)).statusCode).toBe(200);
    expect(await f.orderRow(held.id)).toMatchObject({ status: 'CANCELLED', courierId: null, tripId: null });
    await runZoneRound(ctx.app.deps, { zoneId: 1 });
    expect((await f.orderRow(waiting.id)).courierId).toBe(courier.userId);
  });

  it('answers 404 for an unknown restaurant and for one already removed, changing nothing more', async () => {
    expect((await remove(999_999, admin.token)).json()).toMatchObject({ status: 404, errorCode: 'restaurantNotFound' });
    const shop = await f.kitchen();
    expect((await remove(shop.restaurant.id, admin.token)).statusCode).toBe(200);
    const removedAt = (await f.restaurantRow(shop.restaurant.id)).removedAt;
    expect((await remove(shop.restaurant.id, service.token)).json()).toMatchObject({ status: 404, errorCode: 'restaurantNotFound' });
    expect((await f.restaurantRow(shop.restaurant.id)).removedAt).toEqual(removedAt);
    expect(await f.auditOf('restaurant', shop.restaurant.id)).toHaveLength(1);
  });

  it('removes once when two staff remove the same restaurant at the same moment', async () => {
    const shop = await f.kitchen();
    const open = await createOrder(ctx.db, { restaurantId: shop.restaurant.id, userId: customer.userId, status: 'CONFIRMED' });
    const mails = ctx.mails.length;
    const answers = await Promise.all([remove(shop.restaurant.id, admin.token), remove(shop.restaurant.id, service.token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    expect(await f.auditOf('restaurant', shop.restaurant.id)).toHaveLength(1);
    expect((await f.auditOf('order', open.id)).map((a) => a.action)).toEqual(['order.cancel', 'order.refund']);
    expect(ctx.mails.slice(mails).filter((m) => m.kind === 'order-refund')).toHaveLength(1);
  });

  it('refuses a bad id or a body with 400 and the field, changing nothing', async () => {
    const shop = await f.kitchen();
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await remove(id, admin.token);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().fields, id).toHaveProperty('id');
    }
    const withBody = await remove(shop.restaurant.id, admin.token, { reason: 'x' });
    expect(withBody.statusCode).toBe(400);
    expect((await f.restaurantRow(shop.restaurant.id)).removedAt).toBeNull();
  });

  it('leaves the staff list by default; `removed=true` lists removed restaurants with when', async () => {
    const shop = await f.kitchen();
    await remove(shop.restaurant.id, admin.token);
    const list = (query: string) =>
      ctx.request({ method: 'GET', url: `/api/paged-restaurants?page=1&restaurantId=${shop.restaurant.id}${query}`, token: admin.token });
    expect((await list('')).json()).toMatchObject({ results: [], totalCount: 0 });
    expect((await list('&removed=true')).json().results).toEqual([
      expect.objectContaining({ id: shop.restaurant.id, visible: false, removedAt: expect.any(String) }),
    ]);
  });
});
