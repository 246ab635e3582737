import { ORDER_STATUSES, type OrderStatus } from '@forkly/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents } from '../../db/schema/index';
import { createRestaurant, createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createOrder, findOrder, historyOf, setCourierPresence } from '../../../test/order-state-factories';

let ctx: TestContext;
type Session = Awaited<ReturnType<TestContext['loginAs']>>;
let parentAdmin: Session;
let branchAccount: Session;
let otherRestaurant: Session;
let courier: Session;
let otherCourier: Session;
let admin: Session;
let service: Session;
let customerId: number;
let customerEmail: string;
const ids = {} as { parent: number; branch: number; other: number };

beforeAll(async () => {
  ctx = await createTestContext();
  const parent = await createRestaurant(ctx.db, { password: 'Parent#Kitchen2025' });
  const branch = await createRestaurant(ctx.db, { parentRestaurantId: parent.restaurant.id, password: 'Branch#Kitchen2025' });
  const other = await createRestaurant(ctx.db, { password: 'Other#Kitchen2025' });
  ids.parent = parent.restaurant.id;
  ids.branch = branch.restaurant.id;
  ids.other = other.restaurant.id;
  const login = async (username: string, password: string) => {
    const res = await ctx.request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId: username, password } });
    return { token: res.json().access_token as string, userId: 0, refreshToken: '', username };
  };
  parentAdmin = { ...(await login(parent.account.username, 'Parent#Kitchen2025')), userId: parent.account.id };
  branchAccount = { ...(await login(branch.account.username, 'Branch#Kitchen2025')), userId: branch.account.id };
  otherRestaurant = { ...(await login(other.account.username, 'Other#Kitchen2025')), userId: other.account.id };
  courier = await ctx.loginAs('COURIER');
  otherCourier = await ctx.loginAs('COURIER');
  admin = await ctx.loginAs('ADMIN');
  service = await ctx.loginAs('SERVICE');
  const customerAccount = await createUser(ctx.db);
  customerId = customerAccount.id;
  customerEmail = customerAccount.email;
});
afterAll(() => ctx.close());

const restaurantMove = (id: number, status: string, who: Session) =>
  ctx.request({ method: 'PUT', url: `/api/restaurant/order/${id}?status=${status}`, token: who.token });
const courierMove = (id: number, status: string, who: Session) =>
  ctx.request({ method: 'PUT', url: `/api/courier/order/${id}?status=${status}`, token: who.token });

/** The order and its history, to prove a refused call changed nothing. */
async function snapshot(id: number) {
  const { updatedAt: _updatedAt, ...order } = await findOrder(ctx.db, id);
  return { order, history: (await historyOf(ctx.db, id)).length };
}

describe('PUT /restaurant/order/{id}', () => {
  it('lets a restaurant mark its paid order prepared, recording who and when, and answers the order', async () => {
    const order = await createOrder(ctx.db, { restaurantId: ids.parent, userId: customerId });
    const before = Date.now();
    const res = await restaurantMove(order.id, 'AWAITING_PICKUP', parentAdmin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: order.id, orderNumber: order.orderNumber, status: 'AWAITING_PICKUP', restaurant: { id: ids.parent } });
    expect(body.history.at(-1)).toMatchObject({ fromStatus: 'CONFIRMED', toStatus: 'AWAITING_PICKUP' });
    const last = (await historyOf(ctx.db, order.id)).at(-1)!;
    expect(last).toMatchObject({ fromStatus: 'CONFIRMED', toStatus: 'AWAITING_PICKUP', actorId: parentAdmin.userId });
    expect(last.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("lets a branch move its own orders and its parent restaurant move the branch's", async () => {
    const first = await createOrder(ctx.db, { restaurantId: ids.branch, userId: customerId });
    expect((await restaurantMove(first.id, 'AWAITING_PICKUP', branchAccount)).statusCode).toBe(200);
    const second = await createOrder(ctx.db, { restaurantId: ids.branch, userId: customerId });
    expect((await restaurantMove(second.id, 'CANCELLED', parentAdmin)).statusCode).toBe(200);
    expect((await findOrder(ctx.db, second.id)).status).toBe('CANCELLED');
  });

  it("refuses another restaurant's orders and a branch its parent's with 403, changing nothing", async () => {
    const parentOrder = await createOrder(ctx.db, { restaurantId: ids.parent, userId: customerId });
    const branchOrder = await createOrder(ctx.db, { restaurantId: ids.branch, userId: customerId });
    for (const [orderId, who] of [
      [parentOrder.id, otherRestaurant],
      [parentOrder.id, branchAccount],
      [branchOrder.id, otherRestaurant],
    ] as const) {
      for (const status of ['AWAITING_PICKUP', 'CANCELLED']) {
        const before = await snapshot(orderId);
        const res = await restaurantMove(orderId, status, who);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ errorCode: 'forbidden' });
        expect(await snapshot(orderId)).toEqual(before);
      }
    }
  });

  it('records the refund of a cancelled paid demo order and mails the customer once; an unpaid one gets none', async () => {
    const paid = await createOrder(ctx.db, { restaurantId: ids.parent, userId: customerId });
    const mails = ctx.mails.length;
    const [res, twin] = await Promise.all([restaurantMove(paid.id, 'CANCELLED', parentAdmin), restaurantMove(paid.id, 'CANCELLED', admin)]);
    expect([res.statusCode, twin.statusCode].sort()).toEqual([200, 409]);
    expect((res.statusCode === 200 ? res : twin).json().status).toBe('CANCELLED');
    expect((await findOrder(ctx.db, paid.id)).refundedAt).toBeInstanceOf(Date);
    expect((await historyOf(ctx.db, paid.id)).at(-1)).toMatchObject({ toStatus: 'CANCELLED', reason: 'refund due' });
    const refundMails = ctx.mails.slice(mails).filter((m) => m.kind === 'order-refund');
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]).toMatchObject({ to: customerEmail, subject: `Your Forkly order ${paid.orderNumber} was cancelled and refunded` });
    expect(refundMails[0]!.text).toContain('We have refunded €21.99 (demo payment, no money moved).');

    const unpaid = await createOrder(ctx.db, { restaurantId: ids.parent, userId: customerId, paidAt: null });
    expect((await restaurantMove(unpaid.id, 'CANCELLED', parentAdmin)).statusCode).toBe(200);
    expect((await findOrder(ctx.db, unpaid.id)).refundedAt).toBeNull();
    expect((await historyOf(ctx.db, unpaid.id)).at(-1)?.reason).toBeNull();
    expect(ctx.mails.slice(mails).filter((m) => m.kind === 'order-refund')).toHaveLength(1);
  });

  it('lets staff cancel any confirmed order, and nothing else (403)', async () => {
    for (const who of [admin, service]) {
      const order = await createOrder(ctx.db, { restaurantId: ids.other, userId: customerId });
      const before = await snapshot(order.id);
      const prepared = await restaurantMove(order.id, 'AWAITING_PICKUP', who);
      expect(prepared.statusCode).toBe(403);
      expect(await snapshot(order.id)).toEqual(before);
      const cancelled = await restaurantMove(order.id, 'CANCELLED', who);
      expect(cancelled.statusCode).toBe(200);
      expect((await historyOf(ctx.db, order.id)).at(-1)).toMatchObject({ toStatus: 'CANCELLED', actorId: who.userId });
    }
    const delivered = await createOrder(ctx.db, { restaurantId: ids.other, userId: customerId, status: 'DELIVERED' });
    expect((await restaurantMove(delivered.id, 'CANCELLED', admin)).statusCode).toBe(409);
  });

  it('refuses every move the restaurant path does not allow with 409, changing nothing', async () => {
    const allowed = new Set(['CONFIRMED>AWAITING_PICKUP', 'CONFIRMED>CANCELLED']);
    for (const from of ORDER_STATUSES) {
      const order = await createOrder(ctx.db, { restaurantId: ids.parent, userId: customerId, status: from });
      for (const to of ORDER_STATUSES) {
        if (allowed.has(`${from}>${to}`)) continue;
        const before = await snapshot(order.id);
        const res = await restaurantMove(order.id, to, parentAdmin);
        expect({ from, to, status: res.statusCode }).toEqual({ from, to, status: 409 });
        expect(res.json()).toMatchObject({ errorCode: 'orderStatusChangeNotAllowed', message: 'This status change is not allowed' });
        expect(await snapshot(order.id)).toEqual(before);
      }
    }
  });

  it('answers 404 for an unknown order, 400 for a bad status, 403 to the other roles', async () => {
    expect((await restaurantMove(999_999, 'CANCELLED', parentAdmin)).json()).toMatchObject({ status: 404, errorCode: 'orderNotFound' });
    const order = await createOrder(ctx.db, { restaurantId: ids.parent, userId: customerId });
    const bad = await restaurantMove(order.id, 'COOKED', parentAdmin);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['status']);
    expect((await ctx.request({ method: 'PUT', url: `/api/restaurant/order/${order.id}`, token: parentAdmin.token })).statusCode).toBe(400);
    expect((await restaurantMove(order.id, 'CANCELLED', courier)).statusCode).toBe(403);
    expect((await restaurantMove(order.id, 'CANCELLED', await ctx.loginAs('USER'))).statusCode).toBe(403);
    expect((await ctx.request({ method: 'PUT', url: `/api/restaurant/order/${order.id}?status=CANCELLED` })).statusCode).toBe(401);
    expect((await findOrder(ctx.db, order.id)).status).toBe('CONFIRMED');
  });

  it('writes and announces a live event for the order when the change commits, none for a refused one', async () => {
    const heard: string[] = [];
    const stop = await ctx.handle.listen('live_event', (payload) => heard.push(payload));
    const eventsOf = async (orderId: number) =>
      (
        await ctx.db
          .select({ id: liveEvents.id })
          .from(liveEvents)
          .where(and(eq(liveEvents.kind, 'order'), eq(liveEvents.subjectId, orderId)))
      ).map((e) => String(e.id));
    try {
      const order = await createOrder(ctx.db, { restaurantId: ids.parent, userId: customerId });
      expect((await restaurantMove(order.id, 'CANCELLED', parentAdmin)).statusCode).toBe(200);
      const [written] = await eventsOf(order.id);
      await expect.poll(() => heard, { timeout: 5000 }).toContain(written);
      const refused = await createOrder(ctx.db, { restaurantId: ids.parent, userId: customerId, status: 'DELIVERED' });
      expect((await restaurantMove(refused.id, 'CANCELLED', parentAdmin)).statusCode).toBe(409);
      expect(await eventsOf(refused.id)).toEqual([]);
    } finally {
      await stop();
    }
  });
});

describe('PUT /courier/order/{id}', () => {
  async function assignedOrder(status: OrderStatus, courierId = courier.userId) {
    return createOrder(ctx.db, { restaurantId: ids.parent, userId: customerId, status, courierId });
  }

  it('lets the assigned courier confirm pickup, then delivery, recording each', async () => {
    await setCourierPresence(ctx.db, courier.userId, { online: true });
    const order = await assignedOrder('AWAITING_PICKUP');
    const pickedUp = await courierMove(order.id, 'READY_FOR_DELIVERY', courier);
    expect(pickedUp.statusCode).toBe(200);
    expect(pickedUp.json()).toMatchObject({ id: order.id, status: 'READY_FOR_DELIVERY', courier: { id: courier.userId } });
    const delivered = await courierMove(order.id, 'DELIVERED', courier);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().status).toBe('DELIVERED');
    const history = await historyOf(ctx.db, order.id);
    expect(history.slice(-2)).toMatchObject([
      { fromStatus: 'AWAITING_PICKUP', toStatus: 'READY_FOR_DELIVERY', actorId: courier.userId },
      { fromStatus: 'READY_FOR_DELIVERY', toStatus: 'DELIVERED', actorId: courier.userId },
    ]);
  });

  it("refuses another courier's order and an unassigned one with 403, changing nothing", async () => {
    const theirs = await assignedOrder('AWAITING_PICKUP', otherCourier.userId);
    const unassigned = await createOrder(ctx.db, { restaurantId: ids.parent, userId: customerId, status: 'AWAITING_PICKUP' });
    for (const id of [theirs.id, unassigned.id]) {
      for (const status of ['READY_FOR_DELIVERY', 'DELIVERED']) {
        const before = await snapshot(id);
        const res = await courierMove(id, status, courier);
        expect(res.statusCode).toBe(403);
        expect(await snapshot(id)).toEqual(before);
      }
    }
  });

  it('refuses every move the courier path does not allow with 409, changing nothing', async () => {
    const allowed = new Set(['AWAITING_PICKUP>READY_FOR_DELIVERY', 'READY_FOR_DELIVERY>DELIVERED']);
    for (const from of ORDER_STATUSES) {
      const order = await assignedOrder(from);
      for (const to of ORDER_STATUSES) {
        if (allowed.has(`${from}>${to}`)) continue;
        const before = await snapshot(order.id);
        const res = await courierMove(order.id, to, courier);
        expect({ from, to, status: res.statusCode }).toEqual({ from, to, status: 409 });
        expect(await snapshot(order.id)).toEqual(before);
      }
    }
  });

  it('is for couriers only and answers 404 for an unknown order', async () => {
    const order = await assignedOrder('AWAITING_PICKUP');
    for (const who of [parentAdmin, admin, service]) expect((await courierMove(order.id, 'READY_FOR_DELIVERY', who)).statusCode).toBe(403);
    expect((await courierMove(999_999, 'READY_FOR_DELIVERY', courier)).statusCode).toBe(404);
    expect((await findOrder(ctx.db, order.id)).status).toBe('AWAITING_PICKUP');
  });
});
