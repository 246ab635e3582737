import type { AddressInfo } from 'node:net';
import { count, eq, lte, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_REPLAY_MAX_EVENTS } from '@forkly/contracts';
import { extras, liveEvents, menus, orders, restaurants } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createOrder, createRestaurantOf, setCourierPresence } from '../../../test/order-state-factories';
import { pruneLiveEvents } from './event-replay';
import { openStream, type ResumeFrom, type TestStream } from './test-stream';

/** Decision 038: event ids, the replay of missed events on reconnect, and staff's changes reaching couriers. */
let ctx: TestContext;
let baseUrl: string;
let restaurantId: number;
const streams: TestStream[] = [];
type Session = Awaited<ReturnType<TestContext['loginAs']>>;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  const kitchen = await ctx.loginAs('RESTAURANT_ADMIN');
  restaurantId = (await createRestaurantOf(ctx.db, kitchen.userId, { name: 'Grill am Markt' })).id;
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await ctx?.close();
});

/** A stream as our client opens it, once its `ready` event has come. */
async function streamFor(who: Session, resume: ResumeFrom = {}): Promise<TestStream> {
  const ticket = (await ctx.request({ method: 'POST', url: '/api/events/ticket', token: who.token })).json<{ ticket: string }>().ticket;
  const stream = await openStream(baseUrl, ticket, resume);
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.waitFor(() => stream.events.some((e) => e.event === 'ready'));
  return stream;
}

const readyId = (stream: TestStream) => stream.events.find((e) => e.event === 'ready')!.id!;
const named = (stream: TestStream, event: string) => stream.events.filter((e) => e.event === event);
/** What a stream replayed: the events before its `ready` (a change just made may still come live after it). */
const replayed = (stream: TestStream, event: string) =>
  stream.events
    .slice(
      0,
      stream.events.findIndex((e) => e.event === 'ready'),
    )
    .filter((e) => e.event === event);
const setStatus = (orderId: number, status: 'AWAITING_PICKUP' | 'CANCELLED' | 'DELIVERED') =>
  ctx.db.update(orders).set({ status }).where(eq(orders.id, orderId));
/** The newest logged event's id: a change is in the log once its transaction committed. */
const newestId = async () => Number((await ctx.db.select({ id: max(liveEvents.id) }).from(liveEvents))[0]?.id ?? 0);

describe('event ids and replay', () => {
  it('gives every stream a `ready` id and every logged event an id', async () => {
    const customer = await ctx.loginAs('USER');
    const stream = await streamFor(customer);
    expect(readyId(stream)).toBe(await newestId());
    const order = await createOrder(ctx.db, { restaurantId, userId: customer.userId });
    await setStatus(order.id, 'AWAITING_PICKUP');
    const event = await stream.waitFor(() => named(stream, 'order').find((e) => (e.data as { orderId: number }).orderId === order.id));
    expect(event).toMatchObject({ id: await newestId(), data: { orderId: order.id, status: 'AWAITING_PICKUP', courierId: null } });
  });

  it("replays what a customer missed after its last id, and nothing of another customer's", async () => {
    const customer = await ctx.loginAs('USER');
    const other = await ctx.loginAs('USER');
    const mine = await createOrder(ctx.db, { restaurantId, userId: customer.userId });
    const theirs = await createOrder(ctx.db, { restaurantId, userId: other.userId });
    const first = await streamFor(customer);
    const lastId = readyId(first);
    first.close();

    await setStatus(mine.id, 'AWAITING_PICKUP');
    await setStatus(theirs.id, 'AWAITING_PICKUP');
    await setStatus(mine.id, 'CANCELLED');

    const again = await streamFor(customer, { lastEventId: String(lastId) });
    expect(replayed(again, 'order').map((e) => e.data)).toEqual([
      { orderId: mine.id, status: 'AWAITING_PICKUP', courierId: null },
      { orderId: mine.id, status: 'CANCELLED', courierId: null },
    ]);
    expect(named(again, 'resync')).toEqual([]);
    // The missed events come before `ready`, whose id is where the client stands now.
    expect(readyId(again)).toBe(await newestId());
  });

  it("gives an attacker who sends another viewer's old id only the attacker's own events", async () => {
    const victim = await ctx.loginAs('USER');
    const attacker = await ctx.loginAs('USER');
    const victimOrder = await createOrder(ctx.db, { restaurantId, userId: victim.userId });
    const attackerOrder = await createOrder(ctx.db, { restaurantId, userId: attacker.userId });
    await setStatus(victimOrder.id, 'AWAITING_PICKUP');
    const victimEventId = await newestId();
    await setStatus(attackerOrder.id, 'CANCELLED');
    await setStatus(victimOrder.id, 'CANCELLED');

    // By the browser's own header and by the query parameter: the victim's id opens nothing of the victim's.
    for (const resume of [{ lastEventIdHeader: String(victimEventId) }, { lastEventId: String(victimEventId) }]) {
      const stream = await streamFor(attacker, resume);
      expect(
        replayed(stream, 'order').map((e) => e.data),
        JSON.stringify(resume),
      ).toEqual([{ orderId: attackerOrder.id, status: 'CANCELLED', courierId: null }]);
      expect(named(stream, 'resync')).toEqual([]);
    }
  });

  it('replays from 0, the `ready` of an empty log, everything written since', async () => {
    const customer = await ctx.loginAs('USER');
    const order = await createOrder(ctx.db, { restaurantId, userId: customer.userId });
    await ctx.db.delete(liveEvents);
    const first = await streamFor(customer);
    expect(readyId(first)).toBe(0);
    first.close();
    await setStatus(order.id, 'CANCELLED');
    const again = await streamFor(customer, { lastEventId: '0' });
    expect(replayed(again, 'order').map((e) => e.data)).toEqual([{ orderId: order.id, status: 'CANCELLED', courierId: null }]);
  });

  it('tells the client to refetch for an id it cannot replay: unknown, malformed, zero with older rows pruned, older than the window, or too many missed', async () => {
    const staff = await ctx.loginAs('SERVICE');
    const customer = await ctx.loginAs('USER');
    const order = await createOrder(ctx.db, { restaurantId, userId: customer.userId });
    await setStatus(order.id, 'AWAITING_PICKUP');
    const old = await newestId();
    await ctx.db
      .update(liveEvents)
      .set({ createdAt: new Date(Date.now() - 6 * 60_000) })
      .where(lte(liveEvents.id, old));

    // The oldest kept row is now outside the window, so a client of an empty log cannot know what it missed.
    for (const resume of [{ lastEventId: '999999999' }, { lastEventIdHeader: 'abc' }, { lastEventId: '0' }, { lastEventId: String(old) }]) {
      const stream = await streamFor(customer, resume);
      expect(replayed(stream, 'resync'), JSON.stringify(resume)).toHaveLength(1);
      expect(replayed(stream, 'order')).toEqual([]);
    }
    // A malformed query parameter is a bad request, like any other.
    const ticket = (await ctx.request({ method: 'POST', url: '/api/events/ticket', token: customer.token })).json<{ ticket: string }>().ticket;
    expect((await ctx.request({ method: 'GET', url: `/api/events?ticket=${ticket}&lastEventId=-1` })).statusCode).toBe(400);

    const start = await newestId();
    const many = await createOrder(ctx.db, { restaurantId, userId: customer.userId });
    for (let i = 0; i <= EVENT_REPLAY_MAX_EVENTS / 2; i += 1) {
      await setStatus(many.id, 'AWAITING_PICKUP');
      await setStatus(many.id, 'CANCELLED');
    }
    const stream = await streamFor(staff, { lastEventId: String(start) });
    expect(replayed(stream, 'resync')).toHaveLength(1);
    expect(replayed(stream, 'order')).toEqual([]);
  });
});

describe('pruning', () => {
  it('forgets rows older than twice the window, but keeps the newest so a `ready` id stays findable', async () => {
    const customer = await ctx.loginAs('USER');
    const order = await createOrder(ctx.db, { restaurantId, userId: customer.userId });
    await setStatus(order.id, 'AWAITING_PICKUP');
    await setStatus(order.id, 'CANCELLED');
    const newest = await newestId();
    await pruneLiveEvents(ctx.db, new Date(Date.now() + 60 * 60_000));
    expect((await ctx.db.select({ n: count() }).from(liveEvents))[0]!.n).toBe(1);
    expect(await newestId()).toBe(newest);
  });
});

describe("staff's changes reach the courier's stream", () => {
  it('a courier set offline by staff hears it, and that its pickup was taken away, within a second', async () => {
    const service = await ctx.loginAs('SERVICE');
    const courier = await ctx.loginAs('COURIER');
    const customer = await ctx.loginAs('USER');
    await setCourierPresence(ctx.db, courier.userId, { online: true, latitude: 51.43, longitude: 6.76 });
    const pickup = await createOrder(ctx.db, { restaurantId, userId: customer.userId, status: 'AWAITING_PICKUP', courierId: courier.userId });
    const onTheWay = await createOrder(ctx.db, { restaurantId, userId: customer.userId, status: 'READY_FOR_DELIVERY', courierId: courier.userId });
    const stream = await streamFor(courier);
    const staffStream = await streamFor(service);

    const started = Date.now();
    expect((await ctx.request({ method: 'PUT', url: `/api/courier/${courier.userId}/offline`, token: service.token })).statusCode).toBe(200);
    await stream.waitFor(() => named(stream, 'courier').length && named(stream, 'order-withdrawn').length, 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(named(stream, 'courier').map((e) => e.data)).toEqual([{ courierId: courier.userId, status: 'OFFLINE', availability: false }]);
    expect(named(stream, 'order-withdrawn').map((e) => e.data)).toEqual([{ orderId: pickup.id, reason: 'reassigned' }]);
    // The order it still carries is not withdrawn; staff hear of the courier too.
    expect(named(stream, 'order-withdrawn').some((e) => (e.data as { orderId: number }).orderId === onTheWay.id)).toBe(false);
    await staffStream.waitFor(() => named(staffStream, 'courier').find((e) => (e.data as { courierId: number }).courierId === courier.userId));
  });

  it('an order reassigned by staff leaves the first courier at once and reaches the second', async () => {
    const service = await ctx.loginAs('SERVICE');
    const first = await ctx.loginAs('COURIER');
    const second = await ctx.loginAs('COURIER');
    const customer = await ctx.loginAs('USER');
    await setCourierPresence(ctx.db, first.userId, { online: true, latitude: 51.43, longitude: 6.76 });
    await setCourierPresence(ctx.db, second.userId, { online: true, latitude: 51.43, longitude: 6.77 });
    const order = await createOrder(ctx.db, { restaurantId, userId: customer.userId, status: 'AWAITING_PICKUP', courierId: first.userId });
    const firstStream = await streamFor(first);
    const secondStream = await streamFor(second);

    const res = await ctx.request({ method: 'PUT', url: `/api/order/${order.id}/courier?courierId=${second.userId}`, token: service.token });
    expect(res.statusCode, res.body).toBe(200);
    await firstStream.waitFor(() => named(firstStream, 'order-withdrawn').length, 1000);
    await secondStream.waitFor(() => named(secondStream, 'order').length, 1000);
    expect(named(firstStream, 'order-withdrawn').map((e) => e.data)).toEqual([{ orderId: order.id, reason: 'reassigned' }]);
    expect(named(firstStream, 'order')).toEqual([]);
    expect(named(secondStream, 'order').map((e) => e.data)).toEqual([{ orderId: order.id, status: 'AWAITING_PICKUP', courierId: second.userId }]);

    // The first courier's reconnect with an id from before replays the same, and not the order itself.
    const again = await streamFor(first, { lastEventId: String(readyId(firstStream)) });
    expect(replayed(again, 'order-withdrawn').map((e) => e.data)).toEqual([{ orderId: order.id, reason: 'reassigned' }]);
    expect(named(again, 'order')).toEqual([]);
  });

  it("a restaurant's pause reaches everyone's stream", async () => {
    const customer = await ctx.loginAs('USER');
    const stream = await streamFor(customer);
    await ctx.db.update(restaurants).set({ paused: true, pausedReason: 'Kitchen fire drill' }).where(eq(restaurants.id, restaurantId));
    await stream.waitFor(() => named(stream, 'restaurant').length, 1000);
    expect(named(stream, 'restaurant').map((e) => e.data)).toEqual([{ restaurantId, paused: true }]);
    await ctx.db.update(restaurants).set({ paused: false, pausedReason: null }).where(eq(restaurants.id, restaurantId));
    // Heard here before the next test opens its stream: sent later, it would reach that stream too.
    await stream.waitFor(() => named(stream, 'restaurant').length >= 2, 1000);
  });

  it("a dish hidden or removed reaches everyone's stream, so open checkouts ask again (issue 25)", async () => {
    const customer = await ctx.loginAs('USER');
    const [dish] = await ctx.db.insert(menus).values({ name: 'Currywurst', priceCents: 650, restaurantId }).returning();
    const [drink] = await ctx.db.insert(extras).values({ name: 'Cola', priceCents: 250, restaurantId }).returning();
    const stream = await streamFor(customer);
    await ctx.db.update(menus).set({ name: 'Currywurst extra scharf' }).where(eq(menus.id, dish!.id));
    await ctx.db.update(menus).set({ visible: false }).where(eq(menus.id, dish!.id));
    await ctx.db.update(extras).set({ deletedAt: new Date() }).where(eq(extras.id, drink!.id));
    await stream.waitFor(() => named(stream, 'restaurant').length >= 2, 1000);
    // The rename is no event: only what takes a dish off the menu.
    expect(named(stream, 'restaurant').map((e) => e.data)).toEqual([
      { restaurantId, paused: false },
      { restaurantId, paused: false },
    ]);
  });
});
