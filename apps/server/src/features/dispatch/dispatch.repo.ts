import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ACTIVE_COURIER_STATUSES } from '@forkly/domain';
import type { Database, Tx } from '../../db/client';
import { courierProfiles, orders, restaurants, users } from '../../db/schema/index';

type Db = Database | Tx;

/** Key of the transaction-scoped advisory lock that serialises every dispatch decision. */
const DISPATCH_LOCK_KEY = 7_263_011;

/** Waits for, then holds until commit, the one dispatch lock (see dispatch.service.ts for why). */
export async function takeDispatchLock(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(DISPATCH_LOCK_KEY))})`);
}

/** Online, enabled couriers with their last position. */
export function listOnlineCouriers(db: Db) {
  return db
    .select({ courierId: courierProfiles.userId, latitude: courierProfiles.latitude, longitude: courierProfiles.longitude })
    .from(courierProfiles)
    .innerJoin(users, eq(users.id, courierProfiles.userId))
    .where(and(eq(courierProfiles.status, 'ONLINE'), eq(courierProfiles.availability, true), eq(users.enabled, true), eq(users.role, 'COURIER')))
    .orderBy(asc(courierProfiles.userId));
}

/** How many orders each of these couriers holds (assigned, not yet delivered); absent means none. */
export async function countActiveOrders(db: Db, courierIds: number[]): Promise<Map<number, number>> {
  if (!courierIds.length) return new Map();
  const rows = await db
    .select({ courierId: orders.courierId, n: count() })
    .from(orders)
    .where(and(inArray(orders.courierId, courierIds), inArray(orders.status, [...ACTIVE_COURIER_STATUSES])))
    .groupBy(orders.courierId);
  return new Map(rows.map((r) => [r.courierId!, r.n]));
}

/**
 * Orders ready for pickup that no courier holds, longest waiting first, with their restaurant's
 * position. Row-locked; a row another transaction holds is skipped, never waited for.
 */
export function lockWaitingOrders(tx: Tx, limit: number) {
  return tx
    .select({ orderId: orders.id, latitude: restaurants.latitude, longitude: restaurants.longitude })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(and(eq(orders.status, 'AWAITING_PICKUP'), isNull(orders.courierId)))
    .orderBy(asc(orders.updatedAt), asc(orders.id))
    .limit(limit)
    .for('update', { of: orders, skipLocked: true });
}

/** Gives a waiting order to a courier, only if it is still waiting and unassigned. */
export async function assignWaitingOrder(tx: Tx, orderId: number, courierId: number) {
  const [row] = await tx
    .update(orders)
    .set({ courierId, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.courierId), eq(orders.status, 'AWAITING_PICKUP')))
    .returning({ id: orders.id });
  return row;
}

export async function lockOrder(tx: Tx, orderId: number) {
  const [row] = await tx.select({ id: orders.id, status: orders.status, courierId: orders.courierId }).from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/** A COURIER account and its presence (none when it never went online). */
export async function findCourier(db: Db, courierId: number) {
  const [row] = await db
    .select({ id: users.id, enabled: users.enabled, status: courierProfiles.status, availability: courierProfiles.availability })
    .from(users)
    .leftJoin(courierProfiles, eq(courierProfiles.userId, users.id))
    .where(and(eq(users.id, courierId), eq(users.role, 'COURIER')));
  return row;
}

export async function setOrderCourier(tx: Tx, orderId: number, courierId: number) {
  await tx.update(orders).set({ courierId, updatedAt: new Date() }).where(eq(orders.id, orderId));
}
