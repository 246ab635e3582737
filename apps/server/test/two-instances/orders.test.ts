import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { MAX_ORDERS_PER_TRIP } from '@forkly/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNELS } from '../../src/db/channels';
import { auditLog, courierTrips, deliveryZones, jobs, orderEstimates, orders, orderStatusHistory } from '../../src/db/schema/index';
import { ROUND_JOB } from '../../src/features/dispatch/round-job';
import { createOrder, createRestaurantOf, kmNorthOf, setCourierPresence } from '../order-state-factories';
import { openStream } from '../../src/features/events/test-stream';
import { scheduleEscalation } from '../../src/features/kitchen-escalation/escalation.service';
import { SWEEP_JOB } from '../../src/features/payments/order-sweeper';
import { createUser } from '../factories';
import { backdateOrder, createOpenRestaurant, NEAR_ADDRESS } from '../order-factories';
import { startCluster, until, type Cluster, type Instance } from './cluster';

/** Orders across two instances on one PostgreSQL (issue 11): live events, idempotency, dispatch, the sweeper. */
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster([4600, 4601]);
});
afterAll(() => cluster?.close());

const centre = { latitude: 51.4336, longitude: 6.7652 };

describe('two instances, one database: orders', () => {
  it("a customer's event stream on A sees a courier's tap made on B within 1 s", async () => {
    const { a, b, db } = cluster;
    const customer = await cluster.loginAs('USER');
    const courier = await cluster.loginAs('COURIER', {}, b);
    const kitchen = await cluster.loginAs('RESTAURANT_ADMIN');
    const restaurant = await createRestaurantOf(db, kitchen.userId);
    await setCourierPresence(db, courier.userId, { online: true });
    const order = await createOrder(db, { restaurantId: restaurant.id, userId: customer.userId, status: 'AWAITING_PICKUP', courierId: courier.userId });

    const ticket = (await (await a.call('/events/ticket', { method: 'POST', token: customer.token })).json()) as { ticket: string };
    const stream = await openStream(a.origin, ticket.ticket);
    try {
      expect(stream.status).toBe(200);
      await stream.waitFor(() => stream.comments.includes('connected'));
      const tapped = Date.now();
      const res = await b.call(`/courier/order/${order.id}?status=READY_FOR_DELIVERY`, { method: 'PUT', token: courier.token });
      expect(res.status).toBe(200);
      await stream.waitFor(
        () =>
          stream.events.some(
            (e) =>
              e.event === 'order' &&
              (e.data as { orderId: number; status: string }).orderId === order.id &&
              (e.data as { status: string }).status === 'READY_FOR_DELIVERY',
          ),
        1000,
      );
      expect(Date.now() - tapped).toBeLessThan(1000);
    } finally {
      stream.close();
      // The dispatch test below counts on its own ten couriers only.
      await setCourierPresence(db, courier.userId, { online: false });
    }
  });

  it('the same Idempotency-Key sent to both instances at once makes one order', async () => {
    const { a, b, db } = cluster;
    const shop = await createOpenRestaurant(db);
    const customer = await cluster.loginAs('USER');
    const basket = { restaurantId: shop.restaurant.id, lines: [{ menuId: shop.pizza.id, quantity: 2 }], deliveryAddress: NEAR_ADDRESS };
    const headers = { 'idempotency-key': `two-instances-${Date.now()}` };
    const send = (to: Instance) => to.call('/order/make-order', { method: 'POST', token: customer.token, body: basket, headers });
    const answers = await Promise.all([send(a), send(b), send(a), send(b)]);
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const ids = new Set(await Promise.all(answers.map(async (r) => ((await r.json()) as { id: number }).id)));
    expect(ids.size).toBe(1);
    const [made] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, customer.userId));
    expect(made!.n).toBe(1);
  });

  it("50 orders made ready in parallel, half on each instance, with 10 couriers online: each zone's rounds plan them once, none assigned twice, one trip per courier", async () => {
    const { a, b, db } = cluster;
    const customerId = (await createUser(db)).id;
    const kitchens = await Promise.all([0, 1, 2, 3, 4].map(() => cluster.loginAs('RESTAURANT_ADMIN')));
    const restaurants = await Promise.all(kitchens.map((k, i) => createRestaurantOf(db, k.userId, kmNorthOf(centre, i))));
    const couriers = await Promise.all(Array.from({ length: 10 }, () => createUser(db, { role: 'COURIER' })));
    for (const [i, courier] of couriers.entries()) await setCourierPresence(db, courier.id, { online: true, ...kmNorthOf(centre, i * 0.5) });
    const made = [];
    for (let i = 0; i < 50; i++) made.push(await createOrder(db, { restaurantId: restaurants[i % 5]!.id, userId: customerId }));

    // Each move wakes the zone's round (decision 035), on whichever instance's worker claims it.
    const results = await Promise.all(
      made.map((order, i) => (i % 2 ? b : a).call(`/restaurant/order/${order.id}?status=AWAITING_PICKUP`, { method: 'PUT', token: kitchens[i % 5]!.token })),
    );
    expect(results.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const ids = made.map((o) => o.id);
    // Every order gets its promise from one round; all ten couriers get a trip.
    await until(async () => {
      const [promised] = await db
        .select({ n: count() })
        .from(orders)
        .where(and(inArray(orders.id, ids), isNotNull(orders.promisedAt)));
      const [open] = await db.select({ n: count() }).from(courierTrips).where(eq(courierTrips.state, 'OPEN'));
      return promised!.n === 50 && open!.n >= 10;
    }, 20_000);

    const placed = await db
      .select({ orderId: orderEstimates.orderId })
      .from(orderEstimates)
      .where(and(inArray(orderEstimates.orderId, ids), eq(orderEstimates.reason, 'placed')));
    expect(placed).toHaveLength(50);
    const audit = await db.select({ entityId: auditLog.entityId }).from(auditLog).where(eq(auditLog.action, 'order.assign'));
    const assignmentsPerOrder = new Map<string, number>();
    for (const entry of audit) assignmentsPerOrder.set(entry.entityId!, (assignmentsPerOrder.get(entry.entityId!) ?? 0) + 1);
    expect([...assignmentsPerOrder.values()].filter((n) => n > 1)).toEqual([]);
    const open = await db.select().from(courierTrips).where(eq(courierTrips.state, 'OPEN'));
    expect(new Set(open.map((t) => t.courierId)).size).toBe(open.length);
    const assigned = await db
      .select({ tripId: orders.tripId })
      .from(orders)
      .where(and(inArray(orders.id, ids), isNotNull(orders.tripId)));
    const perTrip = new Map<number, number>();
    for (const row of assigned) perTrip.set(row.tripId!, (perTrip.get(row.tripId!) ?? 0) + 1);
    expect(Math.max(...perTrip.values())).toBeLessThanOrEqual(MAX_ORDERS_PER_TRIP);
  });

  it("two zones plan side by side: one zone's held lock holds up only that zone's round", async () => {
    const { db } = cluster;
    const [zone] = await db.insert(deliveryZones).values({ name: 'Second zone' }).returning();
    const customerId = (await createUser(db)).id;
    const first = await createRestaurantOf(db, (await createUser(db, { role: 'RESTAURANT_ADMIN' })).id, centre);
    const second = await createRestaurantOf(db, (await createUser(db, { role: 'RESTAURANT_ADMIN' })).id, { ...kmNorthOf(centre, 20), zoneId: zone!.id });
    // Zone 1's lock is held elsewhere (a long reassignment, say) before its order exists, so no
    // round that happens to be running (the minute round, a wake-up) can plan that order early.
    const holder = await cluster.hold('select pg_advisory_xact_lock(7263011, 1)');
    const promised = async (id: number) => (await db.query.orders.findFirst({ where: eq(orders.id, id) }))!.promisedAt;
    let firstOrderId = 0;
    try {
      firstOrderId = (await createOrder(db, { restaurantId: first.id, userId: customerId })).id;
      const inSecond = await createOrder(db, { restaurantId: second.id, userId: customerId });
      // The workers make one round row per zone when they start; the new zone's is made here.
      await db.insert(jobs).values({ kind: ROUND_JOB, key: `${ROUND_JOB}:${zone!.id}`, payload: { zoneId: zone!.id } });
      // Both zones' rounds fall due.
      await db
        .update(jobs)
        .set({ runAt: new Date() })
        .where(inArray(jobs.key, [`${ROUND_JOB}:1`, `${ROUND_JOB}:${zone!.id}`]));
      await db.execute(sql`select pg_notify(${CHANNELS.jobsDue}, ${ROUND_JOB})`);
      // The second zone plans its order; the first zone's round waits for its lock.
      await until(() => promised(inSecond.id), 10_000);
      expect(await promised(firstOrderId)).toBeNull();
    } finally {
      await holder.release();
    }
    await until(() => promised(firstOrderId), 10_000);
    // Each zone's round row is queued again, once.
    const rows = await until(async () => {
      const list = await db.select().from(jobs).where(eq(jobs.kind, ROUND_JOB));
      return list.every((row) => row.state === 'queued') && list;
    }, 10_000);
    expect(rows.map((r) => r.key).sort()).toEqual([`${ROUND_JOB}:1`, `${ROUND_JOB}:${zone!.id}`].sort());
  });

  it('a paid order nobody in the kitchen acknowledged is cancelled and refunded once, with both instances running', async () => {
    const { db } = cluster;
    const customerId = (await createUser(db)).id;
    const kitchen = await createUser(db, { role: 'RESTAURANT_ADMIN' });
    const restaurant = await createRestaurantOf(db, kitchen.id);
    const paidAt = new Date(Date.now() - 10 * 60_000);
    const order = await createOrder(db, { restaurantId: restaurant.id, userId: customerId, paidAt });
    // Its three steps, planned as payment plans them, all due now: both workers are woken at once.
    const escalation = { louderAfterMs: 120_000, atRiskAfterMs: 180_000, cancelAfterMs: 480_000 };
    await db.transaction((tx) => scheduleEscalation(tx, { config: { escalation } } as Parameters<typeof scheduleEscalation>[1], order.id, paidAt));
    const cancelled = await until(async () => {
      const row = await db.query.orders.findFirst({ where: eq(orders.id, order.id) });
      return row?.refundedAt && row;
    }, 10_000);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelReason: 'missed' });

    const moves = await db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.toStatus, 'CANCELLED')));
    expect(moves).toHaveLength(1);
    const refunds = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.entityId, String(order.id))));
    expect(refunds).toHaveLength(1);
    const steps = await until(async () => {
      const rows = await db
        .select()
        .from(jobs)
        .where(sql`${jobs.key} like ${`order.escalate:${order.id}:%`}`);
      return rows.length === 0 && rows;
    }, 5000);
    expect(steps).toEqual([]);
  });

  it('the sweeper expires an unpaid order once, with both instances running', async () => {
    const { db } = cluster;
    const customerId = (await createUser(db)).id;
    const kitchen = await createUser(db, { role: 'RESTAURANT_ADMIN' });
    const restaurant = await createRestaurantOf(db, kitchen.id);
    const order = await createOrder(db, { restaurantId: restaurant.id, userId: customerId, status: 'PENDING' });
    await backdateOrder(db, order.id, 31);

    // The recurring tick is due now, and both workers are woken at the same moment.
    await db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.key, SWEEP_JOB));
    await db.execute(sql`select pg_notify(${CHANNELS.jobsDue}, ${SWEEP_JOB})`);
    await until(async () => (await db.query.orders.findFirst({ where: eq(orders.id, order.id) }))?.status === 'CANCELLED', 10_000);

    const moves = await db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.toStatus, 'CANCELLED')));
    expect(moves).toHaveLength(1);
    // One tick row, queued again a minute on, by whichever instance ran it.
    const ticks = await until(async () => {
      const rows = await db.select().from(jobs).where(eq(jobs.kind, SWEEP_JOB));
      return rows.every((row) => row.state !== 'running') && rows;
    }, 5000);
    expect(ticks).toHaveLength(1);
    expect(ticks[0]!.state).toBe('queued');
    expect(ticks[0]!.runAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
  });
});
