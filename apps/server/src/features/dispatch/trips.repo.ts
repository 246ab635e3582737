import { and, eq, inArray } from 'drizzle-orm';
import { ACTIVE_COURIER_STATUSES } from '@forkly/domain';
import type { Database, Tx } from '../../db/client';
import { courierProfiles, courierTrips, orders, restaurants, users } from '../../db/schema/index';

type Db = Database | Tx;

/** The order staff want to give to another courier, locked, with its restaurant's place. */
export async function lockOrderForReassign(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      paidAt: orders.paidAt,
      courierId: orders.courierId,
      tripId: orders.tripId,
      readyAt: orders.readyAt,
      restaurantId: orders.restaurantId,
      zoneId: restaurants.zoneId,
      latitude: restaurants.latitude,
      longitude: restaurants.longitude,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(eq(orders.id, orderId))
    .for('update', { of: orders });
  return row;
}

/** A COURIER account, its presence and position (none when it never went online). */
export async function findCourier(db: Db, courierId: number) {
  const [row] = await db
    .select({
      id: users.id,
      enabled: users.enabled,
      status: courierProfiles.status,
      availability: courierProfiles.availability,
      latitude: courierProfiles.latitude,
      longitude: courierProfiles.longitude,
    })
    .from(users)
    .leftJoin(courierProfiles, eq(courierProfiles.userId, users.id))
    .where(and(eq(users.id, courierId), eq(users.role, 'COURIER')));
  return row;
}

export async function findOpenTripOf(db: Db, courierId: number) {
  const [row] = await db
    .select()
    .from(courierTrips)
    .where(and(eq(courierTrips.courierId, courierId), eq(courierTrips.state, 'OPEN')));
  return row;
}

export async function findTrip(db: Db, tripId: number) {
  const [row] = await db.select().from(courierTrips).where(eq(courierTrips.id, tripId));
  return row;
}

/** The trip changes hands: the new courier and its times, and every order on it not yet delivered. Answers the orders moved. */
export async function handOverTrip(tx: Tx, tripId: number, courierId: number, times: { leaveAt: Date; arriveAt: Date; now: Date }) {
  await tx.update(courierTrips).set({ courierId, leaveAt: times.leaveAt, arriveAt: times.arriveAt, updatedAt: times.now }).where(eq(courierTrips.id, tripId));
  return tx
    .update(orders)
    .set({ courierId, updatedAt: times.now })
    .where(and(eq(orders.tripId, tripId), inArray(orders.status, [...ACTIVE_COURIER_STATUSES])))
    .returning({ id: orders.id });
}
