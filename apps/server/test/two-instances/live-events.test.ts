import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createRestaurantOf, setCourierPresence } from '../order-state-factories';
import { openStream, type TestStream } from '../../src/features/events/test-stream';
import { startCluster, until, type Cluster, type Instance } from './cluster';

/** Decision 038 across instances: the live-event log is in the database, so any instance replays it. */
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster([4630, 4631]);
});
afterAll(() => cluster?.close());

async function streamOn(instance: Instance, token: string, lastEventId?: number): Promise<TestStream> {
  const { ticket } = (await (await instance.call('/events/ticket', { method: 'POST', token })).json()) as { ticket: string };
  const stream = await openStream(instance.origin, ticket, lastEventId === undefined ? {} : { lastEventId: String(lastEventId) });
  expect(stream.status).toBe(200);
  await stream.waitFor(() => stream.events.some((e) => e.event === 'ready'));
  return stream;
}

describe('two instances, one database: live events', () => {
  it("an event missed while the client's instance was dead is replayed by the other instance", async () => {
    const { a, b, db } = cluster;
    const service = await cluster.loginAs('SERVICE', {}, b);
    const courier = await cluster.loginAs('COURIER');
    const kitchen = await cluster.loginAs('RESTAURANT_ADMIN');
    const customer = await cluster.loginAs('USER');
    const restaurant = await createRestaurantOf(db, kitchen.userId);
    await setCourierPresence(db, courier.userId, { online: false });
    const order = await createOrder(db, { restaurantId: restaurant.id, userId: customer.userId, status: 'AWAITING_PICKUP', courierId: courier.userId });

    // The courier's panel is connected to A; it swipes online there and hears it, with an id.
    const first = await streamOn(a, courier.token);
    expect((await a.call('/courier/update?availability=true', { method: 'PUT', token: courier.token })).status).toBe(200);
    const online = await first.waitFor(() => first.events.find((e) => e.event === 'courier'), 1000);
    expect(online.data).toEqual({ courierId: courier.userId, status: 'ONLINE', availability: true });
    const lastId = online.id!;
    await cluster.kill(a);
    await until(() => first.ended, 5000);

    // While A is dead, staff on B set the courier offline: its pickup is released.
    const res = await b.call(`/courier/${courier.userId}/offline`, { method: 'PUT', token: service.token });
    expect(res.status).toBe(200);

    // The client reconnects, to B (the load balancer's only instance now), with its last id.
    const again = await streamOn(b, courier.token, lastId);
    try {
      const replayed = again.events.slice(
        0,
        again.events.findIndex((e) => e.event === 'ready'),
      );
      expect(replayed.map((e) => [e.event, e.data])).toEqual([
        ['courier', { courierId: courier.userId, status: 'OFFLINE', availability: false }],
        ['order-withdrawn', { orderId: order.id, reason: 'reassigned' }],
      ]);
      expect(replayed.every((e) => e.id! > lastId)).toBe(true);
      expect(again.events.some((e) => e.event === 'resync')).toBe(false);
    } finally {
      again.close();
    }
  });
});
