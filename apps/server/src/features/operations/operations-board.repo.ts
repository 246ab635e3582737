import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { courierProfiles, courierTrips, deliveryZones, orders, restaurants, users } from '../../db/schema/index';

const courier = alias(users, 'courier');
const caller = alias(users, 'caller');
const OPEN_STATUSES = ['CONFIRMED', 'AWAITING_PICKUP', 'READY_FOR_DELIVERY'] as const;

export function listZones(db: Database) {
  return db.select({ id: deliveryZones.id, name: deliveryZones.name }).from(deliveryZones).orderBy(asc(deliveryZones.id));
}

/**
 * The zone's paid orders not yet delivered or cancelled, oldest payment first, with whom to call
 * about each. An order placed ahead joins once it is due in the kitchen (decision 046).
 */
export function boardOrders(db: Database, zoneId: number) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      latitude: orders.latitude,
      longitude: orders.longitude,
      paidAt: orders.paidAt,
      acceptedAt: orders.acceptedAt,
      readyAt: orders.readyAt,
      promisedAt: orders.promisedAt,
      estimatedAt: orders.estimatedDropoffAt,
      escalation: orders.escalation,
      restaurantCalledAt: orders.restaurantCalledAt,
      calledByFirstName: caller.firstName,
      calledByLastName: caller.lastName,
      calledByUsername: caller.username,
      restaurantId: restaurants.id,
      restaurantName: restaurants.name,
      restaurantPhone: restaurants.contact,
      restaurantLatitude: restaurants.latitude,
      restaurantLongitude: restaurants.longitude,
      courierId: courier.id,
      courierFirstName: courier.firstName,
      courierLastName: courier.lastName,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .leftJoin(courier, eq(courier.id, orders.courierId))
    .leftJoin(caller, eq(caller.id, orders.restaurantCalledBy))
    .where(
      and(
        eq(restaurants.zoneId, zoneId),
        inArray(orders.status, [...OPEN_STATUSES]),
        isNotNull(orders.paidAt),
        or(isNull(orders.kitchenDueAt), lte(orders.kitchenDueAt, sql`now()`)),
      ),
    )
    .orderBy(asc(orders.paidAt), asc(orders.id));
}
export type BoardOrderRow = Awaited<ReturnType<typeof boardOrders>>[number];

/**
 * The zone's couriers worth a look: online, holding orders, or offline before the end of the shift
 * they started. Each with the order numbers it holds.
 */
export function boardCouriers(db: Database, zoneId: number, now: Date) {
  return db
    .select({
      id: courierProfiles.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.contact,
      status: courierProfiles.status,
      takesOrders: sql<boolean>`(${courierProfiles.availability} and ${users.enabled})`,
      latitude: courierProfiles.latitude,
      longitude: courierProfiles.longitude,
      positionUpdatedAt: courierProfiles.positionUpdatedAt,
      shiftEndsAt: courierProfiles.shiftEndsAt,
      orderNumbers: sql<string[]>`coalesce((select array_agg(o.order_number order by o.trip_stop, o.id) from ${orders} o
        where o.courier_id = ${courierProfiles.userId} and o.status in ('CONFIRMED', 'AWAITING_PICKUP', 'READY_FOR_DELIVERY')), '{}')`,
    })
    .from(courierProfiles)
    .innerJoin(users, eq(users.id, courierProfiles.userId))
    .where(
      and(
        eq(courierProfiles.zoneId, zoneId),
        eq(users.role, 'COURIER'),
        or(
          eq(courierProfiles.status, 'ONLINE'),
          gte(courierProfiles.shiftEndsAt, now),
          sql`exists (select 1 from ${orders} o where o.courier_id = ${courierProfiles.userId} and o.status in ('CONFIRMED', 'AWAITING_PICKUP', 'READY_FOR_DELIVERY'))`,
        ),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(courierProfiles.userId));
}
export type BoardCourierRow = Awaited<ReturnType<typeof boardCouriers>>[number];

/**
 * Demand and pace of the zone: orders paid and delivered since `since`, and the courier minutes
 * each delivered order took over trips finished since `paceSince` (from the trip's assignment to
 * its last drop-off, shared by its orders).
 */
export async function zoneDemand(db: Database, zoneId: number, since: Date, paceSince: Date) {
  const result = (await db.execute(sql`
    select
      (select count(*) from ${orders} o join ${restaurants} r on r.id = o.restaurant_id
        where r.zone_id = ${zoneId} and o.paid_at >= ${since})::int as placed,
      (select count(*) from ${orders} o join ${restaurants} r on r.id = o.restaurant_id
        where r.zone_id = ${zoneId} and o.status = 'DELIVERED' and o.delivered_at >= ${since})::int as delivered,
      (select extract(epoch from sum(t.finished - t.created_at)) / 60 / nullif(sum(t.orders), 0) from (
        select ct.created_at, max(o.delivered_at) as finished, count(*) as orders
        from ${courierTrips} ct join ${orders} o on o.trip_id = ct.id and o.status = 'DELIVERED'
        where ct.zone_id = ${zoneId} and ct.state = 'DONE' and ct.updated_at >= ${paceSince}
        group by ct.id) t)::float as minutes_per_delivery`)) as unknown as {
    rows: { placed: number; delivered: number; minutes_per_delivery: number | null }[];
  };
  const row = result.rows[0]!;
  return {
    placed: Number(row.placed),
    delivered: Number(row.delivered),
    minutesPerDelivery: row.minutes_per_delivery === null ? null : Number(row.minutes_per_delivery),
  };
}
