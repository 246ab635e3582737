import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { createOrder, findOrder } from '../../../test/order-state-factories';
import { a, accept, ctx, customerId, kitchen, MINUTE, online, paidOrder, pushBack, restaurantId, round, installDispatchWorld } from './test-fixtures';

installDispatchWorld();

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
