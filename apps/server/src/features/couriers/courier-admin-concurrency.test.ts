import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, courierProfiles, courierTrips, orders } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createOrder, createRestaurantOf, setCourierPresence } from '../../../test/order-state-factories';

/**
 * Staff moves on couriers under parallel requests. On PostgreSQL (project feature-postgres) the
 * requests run on several connections at once; on PGlite they are serialised, and the same
 * guarantees must hold: never two couriers on one order, never two trips for one courier, never a
 * pickup left with a courier that went offline.
 */
let ctx: TestContext;
type Session = Awaited<ReturnType<TestContext['loginAs']>>;
let admin: Session;
let service: Session;
let restaurantId: number;
let customerId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('ADMIN');
  service = await ctx.loginAs('SERVICE');
  customerId = (await ctx.loginAs('USER')).userId;
  restaurantId = (await createRestaurantOf(ctx.db, (await ctx.loginAs('RESTAURANT_ADMIN')).userId)).id;
});
afterAll(() => ctx.close());

beforeEach(async () => {
  await ctx.db
    .update(orders)
    .set({ status: 'DELIVERED', tripId: null })
    .where(inArray(orders.status, ['AWAITING_PICKUP', 'READY_FOR_DELIVERY']));
  await ctx.db.update(courierTrips).set({ state: 'DONE' });
  await ctx.db.update(courierProfiles).set({ status: 'OFFLINE', availability: false });
});

async function onlineCourier() {
  const courier = await ctx.loginAs('COURIER');
  await setCourierPresence(ctx.db, courier.userId, { online: true, latitude: 51.43, longitude: 6.76 });
  return courier;
}
const pickup = (courierId: number) => createOrder(ctx.db, { restaurantId, userId: customerId, status: 'AWAITING_PICKUP', courierId });
const reassign = (orderId: number, courierId: number, who: Session) =>
  ctx.request({ method: 'PUT', url: `/api/order/${orderId}/courier?courierId=${courierId}`, token: who.token });

/** Active orders per courier, from the orders themselves. */
async function load() {
  const rows = await ctx.db
    .select({ id: orders.id, courierId: orders.courierId })
    .from(orders)
    .where(and(inArray(orders.status, ['AWAITING_PICKUP', 'READY_FOR_DELIVERY']), isNotNull(orders.courierId)));
  const perCourier = new Map<number, number[]>();
  for (const row of rows) perCourier.set(row.courierId!, [...(perCourier.get(row.courierId!) ?? []), row.id]);
  return perCourier;
}

describe('parallel staff moves on couriers', () => {
  it('parallel reassignments to a courier with room for one: exactly one succeeds', async () => {
    for (let round = 0; round < 3; round++) {
      const target = await onlineCourier();
      await pickup(target.userId);
      const [a, b] = [await onlineCourier(), await onlineCourier()];
      const held = [await pickup(a.userId), await pickup(a.userId), await pickup(b.userId), await pickup(b.userId)];
      const results = await Promise.all(held.map((order, i) => reassign(order.id, target.userId, i % 2 ? admin : service)));
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409, 409, 409]);
      expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().errorCode)).toEqual(Array(3).fill('courierUnavailable'));
      const perCourier = await load();
      expect(perCourier.get(target.userId)).toHaveLength(2);
      expect(Math.max(...[...perCourier.values()].map((ids) => ids.length))).toBeLessThanOrEqual(2);
      const moved = held.filter((_, i) => results[i]!.statusCode === 200).map((o) => o.id);
      const entries = await ctx.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'order.reassign'),
            inArray(
              auditLog.entityId,
              held.map((o) => String(o.id)),
            ),
          ),
        );
      expect(entries.map((e) => e.entityId)).toEqual(moved.map(String));
    }
  });

  it('taking a courier offline while an order is reassigned to it never leaves it a pickup', async () => {
    for (let round = 0; round < 4; round++) {
      const courier = await onlineCourier();
      const other = await onlineCourier();
      const own = await pickup(courier.userId);
      const incoming = await pickup(other.userId);
      const takeOffline = () => ctx.request({ method: 'PUT', url: `/api/courier/${courier.userId}/offline`, token: service.token });
      const handOver = () => reassign(incoming.id, courier.userId, admin);
      // Either request may start first.
      const [off, moved] = round % 2 ? await Promise.all([takeOffline(), handOver()]) : (await Promise.all([handOver(), takeOffline()])).reverse();
      expect(off!.statusCode).toBe(200);
      expect([200, 409]).toContain(moved!.statusCode);
      const perCourier = await load();
      expect(perCourier.get(courier.userId) ?? []).toEqual([]);
      expect([...perCourier.values()].flat()).not.toContain(own.id);
      // Its own pickup went back to dispatch; the other order stayed with its courier, or was handed
      // over first and then went back to dispatch with the rest.
      expect(perCourier.get(other.userId) ?? []).toEqual(moved!.statusCode === 200 ? [] : [incoming.id]);
      const profile = await ctx.db.query.courierProfiles.findFirst({ where: eq(courierProfiles.userId, courier.userId) });
      expect(profile).toMatchObject({ status: 'OFFLINE', availability: false });
    }
  });
});
