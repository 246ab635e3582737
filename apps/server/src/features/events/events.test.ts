import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { courierProfiles, orders } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createRestaurant, createUser } from '../../../test/factories';
import { openStream as openTestStream, until, type TestStream } from './test-stream';

let ctx: TestContext;
let baseUrl: string;
const streams: TestStream[] = [];

beforeAll(async () => {
  // Only intervals are fake: the heartbeat is driven by hand, everything else runs in real time.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await ctx?.close();
  vi.useRealTimers();
});

function openStream(ticket: string): Promise<TestStream> {
  return openTestStream(baseUrl, ticket).then((stream) => (streams.push(stream), stream));
}

async function ticketFor(token: string): Promise<string> {
  const res = await ctx.request({ method: 'POST', url: '/api/events/ticket', token });
  expect(res.statusCode).toBe(200);
  return res.json<{ ticket: string }>().ticket;
}

async function streamFor(token: string): Promise<TestStream> {
  const stream = await openStream(await ticketFor(token));
  expect(stream.status).toBe(200);
  await stream.waitFor(() => stream.comments.includes('connected'));
  return stream;
}

async function insertOrder(values: { userId: number; restaurantId: number; courierId?: number; status?: (typeof orders.$inferInsert)['status'] }) {
  const [order] = await ctx.db
    .insert(orders)
    .values({
      status: 'CONFIRMED',
      subtotalCents: 1000,
      totalCents: 1000,
      street: 'Königstraße',
      houseNumber: '1',
      zip: '47051',
      city: 'Duisburg',
      latitude: 51.4343,
      longitude: 6.7623,
      ...values,
    })
    .returning();
  return order!;
}

const setStatus = (orderId: number, status: (typeof orders.$inferInsert)['status'], courierId?: number) =>
  ctx.db
    .update(orders)
    .set({ status, ...(courierId ? { courierId } : {}) })
    .where(eq(orders.id, orderId));

const orderEvents = (stream: TestStream) =>
  stream.events.filter((e) => e.event === 'order').map((e) => e.data as { orderId: number; status: string; courierId: number | null });

describe('GET /events', () => {
  it('sends the SSE headers, a retry hint and a heartbeat comment every 25 seconds', async () => {
    const customer = await ctx.loginAs('USER');
    const ticket = await ticketFor(customer.token);
    const headers = await new Promise<http.IncomingHttpHeaders>((resolve) => {
      const request = http.get(`${baseUrl}/api/events?ticket=${encodeURIComponent(ticket)}`, (res) => {
        let first = '';
        res.setEncoding('utf8');
        res.once('data', (chunk: string) => {
          first = chunk;
          expect(first).toContain('retry: 3000');
          resolve(res.headers);
          request.destroy();
        });
      });
    });
    expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(headers['cache-control']).toBe('no-cache, no-transform');
    expect(headers['x-accel-buffering']).toBe('no');

    const stream = await streamFor(customer.token);
    expect(stream.comments).not.toContain('heartbeat');
    vi.advanceTimersByTime(25_000);
    await stream.waitFor(() => stream.comments.includes('heartbeat'));
    stream.close();
  });

  it("tells a customer about their own order's status and not about another customer's", async () => {
    const { restaurant } = await createRestaurant(ctx.db);
    const alice = await ctx.loginAs('USER');
    const bob = await ctx.loginAs('USER');
    const aliceOrder = await insertOrder({ userId: alice.userId, restaurantId: restaurant.id });
    const bobOrder = await insertOrder({ userId: bob.userId, restaurantId: restaurant.id });
    const stream = await streamFor(alice.token);

    await setStatus(bobOrder.id, 'AWAITING_PICKUP');
    await setStatus(aliceOrder.id, 'AWAITING_PICKUP');
    // Events go out in the order they were logged: Bob's, sent first, would arrive before Alice's.
    await stream.waitFor(() => orderEvents(stream).length > 0);
    expect(orderEvents(stream)).toEqual([{ orderId: aliceOrder.id, status: 'AWAITING_PICKUP', courierId: null }]);
    stream.close();
  });

  it('sends one event for one change, however many of its columns move', async () => {
    const { restaurant } = await createRestaurant(ctx.db);
    const customer = await ctx.loginAs('USER');
    const order = await insertOrder({ userId: customer.userId, restaurantId: restaurant.id });
    const stream = await streamFor(customer.token);
    await ctx.db.transaction(async (tx) => {
      await tx.update(orders).set({ status: 'CANCELLED', escalation: null, readyAt: new Date() }).where(eq(orders.id, order.id));
    });
    await stream.waitFor(() => orderEvents(stream).length > 0);
    // A later change to another order is the barrier: a second event for the first change would come before it.
    const later = await insertOrder({ userId: customer.userId, restaurantId: restaurant.id });
    await setStatus(later.id, 'AWAITING_PICKUP');
    await stream.waitFor(() => orderEvents(stream).some((e) => e.orderId === later.id));
    expect(orderEvents(stream).filter((e) => e.orderId === order.id)).toEqual([{ orderId: order.id, status: 'CANCELLED', courierId: null }]);
    stream.close();
  });

  it('tells the customer when the kitchen accepts and when the estimate moves, though the status stays', async () => {
    const { restaurant } = await createRestaurant(ctx.db);
    const customer = await ctx.loginAs('USER');
    const order = await insertOrder({ userId: customer.userId, restaurantId: restaurant.id });
    const stream = await streamFor(customer.token);
    await ctx.db.update(orders).set({ acceptedAt: new Date(), readyAt: new Date() }).where(eq(orders.id, order.id));
    await stream.waitFor(() => orderEvents(stream).length === 1);
    await ctx.db.update(orders).set({ estimatedDropoffAt: new Date() }).where(eq(orders.id, order.id));
    await stream.waitFor(() => orderEvents(stream).length === 2);
    expect(orderEvents(stream).map((e) => e.status)).toEqual(['CONFIRMED', 'CONFIRMED']);
    stream.close();
  });

  it("tells a restaurant about its orders, its parent restaurant about its branch's, and staff about all", async () => {
    const main = await createRestaurant(ctx.db);
    const branch = await createRestaurant(ctx.db, { parentRestaurantId: main.restaurant.id });
    const other = await createRestaurant(ctx.db);
    const customer = await createUser(ctx.db);
    const login = (username: string) =>
      ctx
        .request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId: username, password: 'Correct#Horse42battery' } })
        .then((r) => r.json<{ access_token: string }>().access_token);
    const mainStream = await streamFor(await login(main.account.username));
    const branchStream = await streamFor(await login(branch.account.username));
    const otherStream = await streamFor(await login(other.account.username));
    const staffStream = await streamFor((await ctx.loginAs('SERVICE')).token);

    const order = await insertOrder({ userId: customer.id, restaurantId: branch.restaurant.id });
    await setStatus(order.id, 'AWAITING_PICKUP');
    const expected = { orderId: order.id, status: 'AWAITING_PICKUP', courierId: null };
    for (const stream of [mainStream, branchStream, staffStream]) {
      await stream.waitFor(() => orderEvents(stream).some((e) => e.orderId === order.id));
      expect(orderEvents(stream).filter((e) => e.orderId === order.id)).toEqual([expected]);
    }
    // The other restaurant's own later order is the barrier: the branch's, sent first, would arrive before it.
    const otherOrder = await insertOrder({ userId: customer.id, restaurantId: other.restaurant.id });
    await setStatus(otherOrder.id, 'AWAITING_PICKUP');
    await otherStream.waitFor(() => orderEvents(otherStream).some((e) => e.orderId === otherOrder.id));
    expect(orderEvents(otherStream).filter((e) => e.orderId !== otherOrder.id)).toEqual([]);
    for (const stream of [mainStream, branchStream, otherStream, staffStream]) stream.close();
  });

  it('tells the assigned courier, and the customer where the courier is while the order is on its way', async () => {
    const { restaurant } = await createRestaurant(ctx.db);
    const customer = await ctx.loginAs('USER');
    const courier = await ctx.loginAs('COURIER');
    await ctx.db
      .insert(courierProfiles)
      .values({ userId: courier.userId, status: 'ONLINE', availability: true, latitude: 51.43, longitude: 6.76 })
      .onConflictDoNothing();
    const order = await insertOrder({ userId: customer.userId, restaurantId: restaurant.id, status: 'AWAITING_PICKUP' });
    const customerStream = await streamFor(customer.token);
    const courierStream = await streamFor(courier.token);

    await setStatus(order.id, 'AWAITING_PICKUP', courier.userId);
    await courierStream.waitFor(() => orderEvents(courierStream).some((e) => e.courierId === courier.userId));
    // Not on its way yet: a move says nothing to the customer.
    await ctx.db.update(courierProfiles).set({ latitude: 51.431, longitude: 6.761 }).where(eq(courierProfiles.userId, courier.userId));
    await setStatus(order.id, 'READY_FOR_DELIVERY');
    await customerStream.waitFor(() => orderEvents(customerStream).some((e) => e.status === 'READY_FOR_DELIVERY'));
    expect(customerStream.events.filter((e) => e.event === 'courier-position')).toEqual([]);

    await ctx.db
      .update(courierProfiles)
      .set({ latitude: 51.4325, longitude: 6.7625, positionUpdatedAt: new Date() })
      .where(eq(courierProfiles.userId, courier.userId));
    const position = await customerStream.waitFor(() => customerStream.events.find((e) => e.event === 'courier-position'));
    expect(position.data).toEqual({ orderId: order.id, latitude: 51.4325, longitude: 6.7625 });

    const tracking = await ctx.request({ method: 'GET', url: `/api/order/${order.id}/tracking`, token: customer.token });
    expect(tracking.statusCode).toBe(200);
    expect(tracking.json()).toMatchObject({
      orderId: order.id,
      courier: { latitude: 51.4325, longitude: 6.7625 },
      destination: { latitude: 51.4343, longitude: 6.7623 },
    });
    const stranger = await ctx.loginAs('USER');
    expect((await ctx.request({ method: 'GET', url: `/api/order/${order.id}/tracking`, token: stranger.token })).statusCode).toBe(404);
    customerStream.close();
    courierStream.close();
  });

  it('ends the stream when its session logs out', async () => {
    const customer = await ctx.loginAs('USER');
    const stream = await streamFor(customer.token);
    expect((await ctx.request({ method: 'POST', url: '/api/system/auth/logout', token: customer.token })).statusCode).toBe(200);
    await stream.waitFor(() => stream.ended);
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('on PostgreSQL', () => {
  it('keeps delivering after the LISTEN connection is killed', async () => {
    const { restaurant } = await createRestaurant(ctx.db);
    const customer = await ctx.loginAs('USER');
    const order = await insertOrder({ userId: customer.userId, restaurantId: restaurant.id });
    const stream = await streamFor(customer.token);
    let retries = 0;
    const unwatch = ctx.handle.onListenRetry!(() => retries++);
    const database = ((await ctx.db.execute('select current_database() as name')) as unknown as { rows: { name: string }[] }).rows[0]!.name;
    // From outside the test database: a database cannot refuse connections to itself.
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
    await admin.connect();
    try {
      const listening = `select pid from pg_stat_activity where query ilike 'LISTEN%' and datname = $1`;
      const before = (await admin.query<{ pid: number }>(listening, [database])).rows.map((r) => r.pid);
      expect(before).toHaveLength(1);
      // The first reconnection attempts fail too (the database refuses connections for a while).
      await admin.query(`alter database ${database} allow_connections false`);
      const killed = await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN%' and datname = $1`, [database]);
      expect(killed.rowCount).toBe(1);
      // A failed attempt is no reconnection: no resync until one succeeds.
      await until(() => retries >= 2, 10_000);
      expect(stream.events.some((e) => e.event === 'resync')).toBe(false);
      await admin.query(`alter database ${database} allow_connections true`);
      // Whatever was sent while it was down is unknown: the stream says so, and clients refetch.
      await stream.waitFor(() => stream.events.some((e) => e.event === 'resync'), 10_000);
      const after = (await admin.query<{ pid: number }>(listening, [database])).rows.map((r) => r.pid);
      expect(after).toHaveLength(1);
      expect(after[0]).not.toBe(before[0]);
    } finally {
      await admin.query(`alter database ${database} allow_connections true`).catch(() => {});
      await admin.end();
      unwatch();
    }
    await setStatus(order.id, 'AWAITING_PICKUP');
    await stream.waitFor(() => orderEvents(stream).some((e) => e.orderId === order.id && e.status === 'AWAITING_PICKUP'));
    stream.close();
  });
});

describe('closing the app', () => {
  it('ends every open stream', async () => {
    const customer = await ctx.loginAs('USER');
    const stream = await streamFor(customer.token);
    await ctx.close();
    ctx = undefined as unknown as TestContext;
    await until(() => stream.ended);
  });
});
