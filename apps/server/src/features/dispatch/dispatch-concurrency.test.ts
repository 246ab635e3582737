import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders } from '../../db/schema/index';
import { createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createOrder, createRestaurantOf, kmNorthOf, setCourierPresence } from './order-fixtures';

/**
 * Dispatch under parallel requests. On PostgreSQL (project feature-postgres) the requests run on
 * several connections at once; on PGlite they are serialised, and the same invariants must hold.
 */
let ctx: TestContext;
type Session = Awaited<ReturnType<TestContext['loginAs']>>;
const ORDERS = 50;
const COURIERS = 10;
const MAX = 2;
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
  for (const [i, courier] of couriers.slice(0, COURIERS / 2).entries()) {
    await setCourierPresence(ctx.db, courier.userId, { online: true, ...kmNorthOf(centre, i * 0.7) });
  }
  for (let i = 0; i < ORDERS; i++) orderIds.push((await createOrder(ctx.db, { restaurantId: restaurants[i % restaurants.length]!.id, userId: customerId })).id);
});
afterAll(() => ctx.close());

const kitchenOf = (index: number) => kitchens[index % kitchens.length]!;

async function assignments() {
  const rows = await ctx.db.select({ id: orders.id, courierId: orders.courierId, status: orders.status }).from(orders).where(isNotNull(orders.courierId));
  const audit = await ctx.db.select({ entityId: auditLog.entityId, details: auditLog.details }).from(auditLog).where(eq(auditLog.action, 'order.assign'));
  return { rows, audit };
}

/** No order assigned twice, no courier holding more than two, every assignment to a courier. */
async function expectInvariants() {
  const { rows, audit } = await assignments();
  const perOrder = new Map<string, number>();
  for (const entry of audit) perOrder.set(entry.entityId!, (perOrder.get(entry.entityId!) ?? 0) + 1);
  expect([...perOrder.values()].filter((n) => n > 1)).toEqual([]);
  // Every order holding a courier got it from exactly one assignment, to that courier.
  for (const row of rows) expect(audit.find((e) => e.entityId === String(row.id))?.details).toEqual({ before: null, after: { courierId: row.courierId } });
  const active = new Map<number, number>();
  for (const row of rows.filter((r) => r.status === 'AWAITING_PICKUP' || r.status === 'READY_FOR_DELIVERY')) {
    active.set(row.courierId!, (active.get(row.courierId!) ?? 0) + 1);
  }
  expect(Math.max(0, ...active.values())).toBeLessThanOrEqual(MAX);
  return { assigned: rows.length, active };
}

describe('dispatch under concurrent requests', () => {
  it(`assigns ${ORDERS} orders made ready in parallel, while couriers come online, to ${COURIERS} couriers: never one order twice, never more than ${MAX} each`, async () => {
    const prepared = orderIds.map((id, i) =>
      ctx.request({ method: 'PUT', url: `/api/restaurant/order/${id}?status=AWAITING_PICKUP`, token: kitchenOf(i % kitchens.length).token }),
    );
    const comingOnline = couriers.slice(COURIERS / 2).map((c) => ctx.request({ method: 'PUT', url: '/api/courier/update?availability=true', token: c.token }));
    const results = await Promise.all([...prepared, ...comingOnline]);
    expect(results.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);

    const { assigned, active } = await expectInvariants();
    // Nothing waits while a courier has room: every courier is full.
    expect(assigned).toBe(COURIERS * MAX);
    expect([...active.values()]).toEqual(Array(COURIERS).fill(MAX));
  });

  it('hands the waiting orders on as couriers finish deliveries in parallel, until all are delivered', async () => {
    for (let round = 0; round < ORDERS; round++) {
      const held = (await assignments()).rows.filter((r) => r.status === 'AWAITING_PICKUP');
      if (!held.length) break;
      const byCourier = (courierId: number) => couriers.find((c) => c.userId === courierId)!;
      const results = await Promise.all(
        held.map(async (order) => {
          const who = byCourier(order.courierId!);
          const pickup = await ctx.request({ method: 'PUT', url: `/api/courier/order/${order.id}?status=READY_FOR_DELIVERY`, token: who.token });
          const delivery = await ctx.request({ method: 'PUT', url: `/api/courier/order/${order.id}?status=DELIVERED`, token: who.token });
          return [pickup.statusCode, delivery.statusCode];
        }),
      );
      expect(results.flat().filter((s) => s !== 200)).toEqual([]);
      await expectInvariants();
    }
    const delivered = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'DELIVERED'));
    expect(delivered).toHaveLength(ORDERS);
    const { audit } = await assignments();
    expect(audit).toHaveLength(ORDERS);
  });
});
