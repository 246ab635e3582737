import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { EstimateReason } from '@forkly/contracts';
import type { Tx } from '../../db/client';
import { courierTrips, orderEstimates, orders } from '../../db/schema/index';

type NewTrip = { zoneId: number; courierId: number; restaurantId: number; leaveAt: Date; arriveAt: Date; pickupAt: Date };

/** A new open trip; none when the courier already has one (the unique index says so). */
export async function insertTrip(tx: Tx, trip: NewTrip) {
  const [row] = await tx.insert(courierTrips).values(trip).onConflictDoNothing().returning({ id: courierTrips.id });
  return row;
}

/** A round's new trips in one statement; a courier that has an open trip already gets none. Answers each made trip's id by courier. */
export async function insertTrips(tx: Tx, trips: NewTrip[]): Promise<Map<number, number>> {
  if (!trips.length) return new Map();
  const rows = await tx.insert(courierTrips).values(trips).onConflictDoNothing().returning({ id: courierTrips.id, courierId: courierTrips.courierId });
  return new Map(rows.map((r) => [r.courierId, r.id]));
}

/**
 * Puts orders on trips in one statement, each only if it is still paid, not picked up and on no
 * other trip; orders already on the same trip get their new drop-off position. Answers the orders
 * it wrote.
 */
export async function placeOnTrips(tx: Tx, placements: { orderId: number; tripId: number; courierId: number; stop: number }[], now: Date) {
  if (!placements.length) return [];
  const values = sql.join(
    placements.map((p) => sql`(${p.orderId}::int, ${p.tripId}::int, ${p.courierId}::int, ${p.stop}::smallint)`),
    sql`, `,
  );
  const result = (await tx.execute(sql`
    update ${orders} set trip_id = v.trip, courier_id = v.courier, trip_stop = v.stop, updated_at = ${now.toISOString()}::timestamptz
    from (values ${values}) as v(id, trip, courier, stop)
    where ${orders.id} = v.id and (${orders.tripId} is null or ${orders.tripId} = v.trip) and ${orders.status} in ('CONFIRMED', 'AWAITING_PICKUP')
    returning ${orders.id} as id`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => Number(r.id));
}

/** Puts a waiting order on a trip, only if it is still paid, not picked up and on no trip. */
export async function putOnTrip(tx: Tx, input: { orderId: number; tripId: number; courierId: number; stop: number; now: Date }) {
  const [row] = await tx
    .update(orders)
    .set({ tripId: input.tripId, courierId: input.courierId, tripStop: input.stop, updatedAt: input.now })
    .where(and(eq(orders.id, input.orderId), isNull(orders.tripId), inArray(orders.status, ['CONFIRMED', 'AWAITING_PICKUP'])))
    .returning({ id: orders.id });
  return row;
}

export async function updateTripTimes(tx: Tx, tripId: number, times: Partial<{ leaveAt: Date; arriveAt: Date; pickupAt: Date }>, now: Date) {
  await tx
    .update(courierTrips)
    .set({ ...times, updatedAt: now })
    .where(eq(courierTrips.id, tripId));
}

/** A trip with no order left to deliver is done. */
export async function closeTrip(tx: Tx, tripId: number, now: Date) {
  await tx
    .update(courierTrips)
    .set({ state: 'DONE', updatedAt: now })
    .where(and(eq(courierTrips.id, tripId), eq(courierTrips.state, 'OPEN')));
}

/** Orders' new expected drop-offs, and promises for those that have none yet, in one statement; their causes are used up. */
export async function setEstimates(tx: Tx, estimates: { orderId: number; estimatedDropoffAt: Date; promisedAt?: Date }[]) {
  if (!estimates.length) return;
  const values = sql.join(
    estimates.map((e) => sql`(${e.orderId}::int, ${e.estimatedDropoffAt.toISOString()}::timestamptz, ${e.promisedAt?.toISOString() ?? null}::timestamptz)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${orders} set estimated_dropoff_at = v.at, promised_at = coalesce(${orders.promisedAt}, v.promised), estimate_cause = null
    from (values ${values}) as v(id, at, promised)
    where ${orders.id} = v.id`);
}

/** Forgets what last changed these orders: the round saw it, and their estimates did not move. */
export async function clearEstimateCauses(tx: Tx, orderIds: number[]) {
  if (orderIds.length) await tx.update(orders).set({ estimateCause: null }).where(inArray(orders.id, orderIds));
}

export async function insertEstimates(tx: Tx, rows: { orderId: number; arrivesAt: Date; reason: EstimateReason; createdAt: Date }[]) {
  if (rows.length) await tx.insert(orderEstimates).values(rows);
}
