import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { courierProfiles, courierTrips, deliveryZones, orders, restaurants, users } from '../../db/schema/index';

type Db = Database | Tx;

/** Namespace of the zone locks (`pg_advisory_xact_lock(namespace, zone)`): one lock per zone, no platform-wide one. */
const ZONE_LOCK_NAMESPACE = 7_263_011;

/**
 * Holds, until the transaction ends, the lock of one delivery zone (decision 035): every dispatch
 * decision of the zone (a round, a reassignment, a courier taken off the road) takes it before any
 * order or trip row, so they are serialised within the zone and independent across zones.
 */
export async function takeZoneLock(tx: Tx, zoneId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ZONE_LOCK_NAMESPACE}::int, ${zoneId}::int)`);
}

export function listZoneIds(db: Db) {
  return db.select({ id: deliveryZones.id }).from(deliveryZones).orderBy(asc(deliveryZones.id));
}

/** Paid orders of the zone not yet picked up, and picked-up ones on their way: what a round plans or follows. */
export function zoneOpenOrders(db: Db, zoneId: number) {
  return db
    .select({
      id: orders.id,
      status: orders.status,
      restaurantId: orders.restaurantId,
      courierId: orders.courierId,
      tripId: orders.tripId,
      tripStop: orders.tripStop,
      latitude: orders.latitude,
      longitude: orders.longitude,
      paidAt: orders.paidAt,
      acceptedAt: orders.acceptedAt,
      readyAt: orders.readyAt,
      promisedAt: orders.promisedAt,
      estimatedDropoffAt: orders.estimatedDropoffAt,
      estimateCause: orders.estimateCause,
      preparationMinutes: restaurants.preparationMinutes,
      kitchenDueAt: orders.kitchenDueAt,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(and(eq(restaurants.zoneId, zoneId), inArray(orders.status, ['CONFIRMED', 'AWAITING_PICKUP', 'READY_FOR_DELIVERY']), isNotNull(orders.paidAt)))
    .orderBy(asc(orders.id));
}
export type ZoneOrderRow = Awaited<ReturnType<typeof zoneOpenOrders>>[number];

/**
 * The zone's couriers a round may plan: online, taking orders and enabled, plus any holding an open
 * trip (it still has to finish it, even offline).
 */
export function zoneCouriers(db: Db, zoneId: number) {
  return db
    .select({
      id: courierProfiles.userId,
      latitude: courierProfiles.latitude,
      longitude: courierProfiles.longitude,
      positionUpdatedAt: courierProfiles.positionUpdatedAt,
      shiftEndsAt: courierProfiles.shiftEndsAt,
      takesOrders: sql<boolean>`(${courierProfiles.status} = 'ONLINE' and ${courierProfiles.availability} and ${users.enabled})`,
    })
    .from(courierProfiles)
    .innerJoin(users, eq(users.id, courierProfiles.userId))
    .leftJoin(courierTrips, and(eq(courierTrips.courierId, courierProfiles.userId), eq(courierTrips.state, 'OPEN')))
    .where(
      and(
        eq(courierProfiles.zoneId, zoneId),
        eq(users.role, 'COURIER'),
        or(and(eq(courierProfiles.status, 'ONLINE'), eq(courierProfiles.availability, true), eq(users.enabled, true)), isNotNull(courierTrips.id)),
      ),
    )
    .orderBy(asc(courierProfiles.userId));
}
export type ZoneCourierRow = Awaited<ReturnType<typeof zoneCouriers>>[number];

/** The zone's open trips. */
export function zoneOpenTrips(db: Db, zoneId: number) {
  return db
    .select({
      id: courierTrips.id,
      courierId: courierTrips.courierId,
      restaurantId: courierTrips.restaurantId,
      leaveAt: courierTrips.leaveAt,
      arriveAt: courierTrips.arriveAt,
    })
    .from(courierTrips)
    .where(and(eq(courierTrips.zoneId, zoneId), eq(courierTrips.state, 'OPEN')))
    .orderBy(asc(courierTrips.id));
}
export type ZoneTripRow = Awaited<ReturnType<typeof zoneOpenTrips>>[number];

/**
 * Where every place of the zone is, in one statement: what the round's travel table is asked for
 * before its transaction (the transaction then reads the zone again under its lock).
 */
export async function zonePlaces(db: Db, zoneId: number) {
  const result = (await db.execute(sql`
    select 'r' as kind, ${restaurants.id} as id, ${restaurants.latitude} as latitude, ${restaurants.longitude} as longitude from ${restaurants}
      where ${restaurants.zoneId} = ${zoneId} and ${restaurants.removedAt} is null and ${restaurants.latitude} is not null
    union all
    select 'o', ${orders.id}, ${orders.latitude}, ${orders.longitude} from ${orders} join ${restaurants} on ${restaurants.id} = ${orders.restaurantId}
      where ${restaurants.zoneId} = ${zoneId} and ${orders.status} in ('CONFIRMED', 'AWAITING_PICKUP', 'READY_FOR_DELIVERY') and ${orders.paidAt} is not null
    union all
    select 'c', ${courierProfiles.userId}, ${courierProfiles.latitude}, ${courierProfiles.longitude} from ${courierProfiles}
      where ${courierProfiles.zoneId} = ${zoneId} and (${courierProfiles.status} = 'ONLINE' or exists (select 1 from ${courierTrips} t where t.courier_id = ${courierProfiles.userId} and t.state = 'OPEN'))`)) as unknown as {
    rows: { kind: 'r' | 'o' | 'c'; id: number; latitude: number | null; longitude: number | null }[];
  };
  return result.rows.map((r) => ({
    kind: r.kind,
    id: Number(r.id),
    latitude: r.latitude === null ? null : Number(r.latitude),
    longitude: r.longitude === null ? null : Number(r.longitude),
  }));
}

/** What the round learnt for the checkout: when it ran, and per restaurant the earliest pickup. */
export async function recordZonePlan(db: Db, zoneId: number, plannedAt: Date, pickupQuotes: Record<string, number>) {
  await db.update(deliveryZones).set({ plannedAt, pickupQuotes, updatedAt: plannedAt }).where(eq(deliveryZones.id, zoneId));
}

export async function findZonePlan(db: Db, zoneId: number) {
  const [row] = await db
    .select({ plannedAt: deliveryZones.plannedAt, pickupQuotes: deliveryZones.pickupQuotes })
    .from(deliveryZones)
    .where(eq(deliveryZones.id, zoneId));
  return row;
}
