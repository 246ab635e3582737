import { eq, isNotNull } from 'drizzle-orm';
import { MAX_ORDERS_PER_TRIP } from '@forkly/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, courierTrips, orders } from '../../db/schema/index';
import { createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { runZoneRound } from './dispatch-round.service';
import { createOrder, createRestaurantOf, kmNorthOf, setCourierPresence } from '../../../test/order-state-factories';

/**
 * Dispatch under parallel requests and parallel rounds of one zone. On PostgreSQL (project
 * feature-postgres) they run on several connections at once, and the zone's lock serialises them;
 * on PGlite they are serialised anyway, and the same invariants must hold.
 */
let ctx: TestContext;
type Session = Awaited<ReturnType<TestContext['loginAs']>>;
const ORDERS = 50;
const COURIERS = 10;
let kitchens: Session[] = [];
let couriers: Session[] = [];
const orderIds: number[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const customerId = (await createUser(ctx.db)).id;
  const centre = { latitude: 51.4336, longitude: 6.7652 };
  kitchens = await Promise.all([0, 1, 2, 3, 4].map(() => ctx.loginAs('RESTAURANT_ADMIN')));
  const restaurants = await Promise.all(kitchens.map((k, i) => createRestaurantOf(ctx.db, k.userId, kmNorthOf(centre, i))));
  couriers = await Promise.all(Array.from({ length: COURIERS }, () => ctx.loginAs('COURIER')));
  // Half the couriers are online already, at different distances; the others come online during the rush.
  for (const [i, courier] of couriers.entries()) {
    // Every courier's panel has reported where it is (it does so while online); the second half is not online yet.
    await setCourierPresence(ctx.db, courier.userId, { online: i < COURIERS / 2, ...kmNorthOf(centre, (i % (COURIERS / 2)) * 0.7) });
  }
  for (let i = 0; i < ORDERS; i++) orderIds.push((await createOrder(ctx.db, { restaurantId: restaurants[i % restaurants.length]!.id, userId: customerId })).id);
});
afterAll(() => ctx.close());

const kitchenOf = (index: number) => kitchens[index % kitchens.length]!;

async function assignments() {
  const rows = await ctx.db
    .select({ id: orders.id, courierId: orders.courierId, status: orders.status, tripId: orders.tripId, restaurantId: orders.restaurantId })
    .from(orders)
    .where(isNotNull(orders.courierId));
  const audit = await ctx.db.select({ entityId: auditLog.entityId, details: auditLog.details }).from(auditLog).where(eq(auditLog.action, 'order.assign'));
  const trips = await ctx.db.select().from(courierTrips);
  return { rows, audit, trips };
}

/** Three rounds of the zone at once, as three instances would run them if the queue let them. */
const rounds = () => Promise.all([0, 1, 2].map(() => runZoneRound(ctx.app.deps, { zoneId: 1 })));

/**
 * No order assigned twice, every assignment to the courier holding it, one open trip per courier,
 * and on each trip at most three orders, all of its restaurant and its courier.
 */
async function expectInvariants() {
  const { rows, audit, trips } = await assignments();
  const perOrder = new Map<string, number>();
  for (const entry of audit) perOrder.set(entry.entityId!, (perOrder.get(entry.entityId!) ?? 0) + 1);
  expect([...perOrder.values()].filter((n) => n > 1)).toEqual([]);
  for (const row of rows)
    expect(audit.find((e) => e.entityId === String(row.id))?.details).toEqual({ before: null, after: { courierId: row.courierId, tripId: row.tripId } });
  const open = trips.filter((t) => t.state === 'OPEN');
  expect(new Set(open.map((t) => t.courierId)).size).toBe(open.length);
  for (const trip of trips) {
    const on = rows.filter((r) => r.tripId === trip.id);
    expect(on.length).toBeLessThanOrEqual(MAX_ORDERS_PER_TRIP);
    for (const order of on) expect(order).toMatchObject({ courierId: trip.courierId, restaurantId: trip.restaurantId });
  }
  return { assigned: rows.length, open };
}

describe('dispatch under concurrent requests and rounds', () => {
  it(`plans ${ORDERS} orders made ready in parallel, while couriers come online and rounds run at once: never one order twice, one trip per courier`, async () => {
    const prepared = orderIds.map((id, i) =>
      ctx.request({ method: 'PUT', url: `/api/restaurant/order/${id}?status=AWAITING_PICKUP`, token: kitchenOf(i % kitchens.length).token }),
    );
    const comingOnline = couriers.slice(COURIERS / 2).map((c) => ctx.request({ method: 'PUT', url: '/api/courier/update?availability=true', token: c.token }));
    const [results] = await Promise.all([Promise.all([...prepared, ...comingOnline]), rounds()]);
    expect(results.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    await rounds();
    const { open } = await expectInvariants();
    // Every courier is on a trip: fifty orders ready and waiting keep them all busy.
    expect(open).toHaveLength(COURIERS);
  });

  it('hands the waiting orders on as couriers deliver their trips in parallel, until all are delivered', async () => {
    for (let wave = 0; wave < ORDERS; wave++) {
      const { rows, trips } = await assignments();
      const open = trips.filter((t) => t.state === 'OPEN');
      if (!open.length) break;
      const byCourier = (courierId: number) => couriers.find((c) => c.userId === courierId)!;
      const results = await Promise.all([
        ...open.map(async (trip) => {
          const who = byCourier(trip.courierId);
          const statuses = [(await ctx.request({ method: 'PUT', url: `/api/courier/trip/${trip.id}/pickup`, token: who.token })).statusCode];
          for (const order of rows.filter((r) => r.tripId === trip.id)) {
            statuses.push((await ctx.request({ method: 'PUT', url: `/api/courier/order/${order.id}?status=DELIVERED`, token: who.token })).statusCode);
          }
          return statuses;
        }),
        rounds().then(() => [200]),
      ]);
      expect(results.flat().filter((s) => s !== 200)).toEqual([]);
      await rounds();
      await expectInvariants();
    }
    const delivered = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'DELIVERED'));
    expect(delivered).toHaveLength(ORDERS);
    const { audit } = await assignments();
    expect(audit).toHaveLength(ORDERS);
  });
});
