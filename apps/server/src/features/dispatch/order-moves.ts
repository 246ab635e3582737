import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CancelReason, OrderStatus } from '@forkly/contracts';
import { ACTIVE_COURIER_STATUSES } from '@forkly/domain';
import type { Tx } from '../../db/client';
import { courierProfiles, courierTrips, orders, restaurants, type NewOrder } from '../../db/schema/index';
import { wakeZoneRound } from './round-job';
import { closeTrip } from './round-writes.repo';
import { takeZoneLock } from './zone-state.repo';

/** The delivery zone an order's restaurant is in. */
export async function zoneOfOrder(tx: Tx, orderId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ zoneId: restaurants.zoneId })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(eq(orders.id, orderId));
  return row?.zoneId;
}

/**
 * Takes the zone lock of the order's zone (decision 035). Every change that touches a trip (a
 * status move, a reassignment) takes it before the order's row, as a round does, so lock order is
 * the same everywhere and a round never plans with a half-made change.
 */
export async function lockZoneOfOrder(tx: Tx, orderId: number): Promise<number | undefined> {
  const zoneId = await zoneOfOrder(tx, orderId);
  if (zoneId !== undefined) await takeZoneLock(tx, zoneId);
  return zoneId;
}

/** Columns that change with a status move, in the move's own update (decision 034). */
export function moveChanges(to: OrderStatus, now: Date, cancelReason?: CancelReason): Partial<NewOrder> {
  switch (to) {
    // The food is ready now, whatever the kitchen said before.
    case 'AWAITING_PICKUP':
      return { readyAt: now, preparedAt: now, escalation: null, estimateCause: 'foodReady' };
    case 'READY_FOR_DELIVERY':
      return { estimateCause: 'pickedUp' };
    case 'DELIVERED':
      return { deliveredAt: now, estimatedDropoffAt: now, estimateCause: null };
    // A cancelled order leaves its trip (it cannot be cancelled once picked up).
    case 'CANCELLED':
      return { tripId: null, tripStop: null, courierId: null, estimateCause: null, escalation: null, ...(cancelReason ? { cancelReason } : {}) };
    default:
      return {};
  }
}

/** Closes the trip when no order on it is left to deliver. */
async function closeIfEmpty(tx: Tx, tripId: number, now: Date) {
  const [left] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.tripId, tripId), inArray(orders.status, [...ACTIVE_COURIER_STATUSES])));
  if (!left?.n) await closeTrip(tx, tripId, now);
}

/**
 * After a status move, in its transaction: a prepared order counts as accepted; the trip follows the
 * pickup and closes with its last drop-off or cancel; and the zone's round is woken, since the plan
 * changed (the food is ready, a courier is free again).
 */
export async function afterOrderMove(tx: Tx, input: { orderId: number; tripId: number | null; to: OrderStatus; zoneId: number | undefined; now: Date }) {
  const { orderId, tripId, to, now } = input;
  if (to === 'AWAITING_PICKUP')
    await tx
      .update(orders)
      .set({ acceptedAt: sql`coalesce(${orders.acceptedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(orders.id, orderId));
  if (tripId !== null && to === 'READY_FOR_DELIVERY') {
    await tx
      .update(courierTrips)
      .set({ pickedUpAt: sql`coalesce(${courierTrips.pickedUpAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
      .where(eq(courierTrips.id, tripId));
  }
  if (tripId !== null && (to === 'DELIVERED' || to === 'CANCELLED')) await closeIfEmpty(tx, tripId, now);
  if (input.zoneId !== undefined) await wakeZoneRound(tx, input.zoneId);
}

/** The zone a courier works in; its lock, taken as order-moves' other changes take theirs. */
export async function lockZoneOfCourier(tx: Tx, courierId: number): Promise<number | undefined> {
  const [row] = await tx.select({ zoneId: courierProfiles.zoneId }).from(courierProfiles).where(eq(courierProfiles.userId, courierId));
  if (row) await takeZoneLock(tx, row.zoneId);
  return row?.zoneId;
}

/** How many orders the courier holds on its trip, not yet delivered. */
export async function heldOrderCount(tx: Tx, courierId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.courierId, courierId), inArray(orders.status, [...ACTIVE_COURIER_STATUSES])));
  return row?.n ?? 0;
}

/**
 * A courier taken off the road (decision 012): the orders it has not picked up leave its trip and
 * go back to the zone's next round; those in its bag stay with it to deliver. Answers the released ids.
 */
export async function releaseUnpickedOrders(tx: Tx, courierId: number, now: Date): Promise<number[]> {
  const released = await tx
    .update(orders)
    .set({ courierId: null, tripId: null, tripStop: null, updatedAt: now })
    .where(and(eq(orders.courierId, courierId), inArray(orders.status, ['CONFIRMED', 'AWAITING_PICKUP'])))
    .returning({ id: orders.id, tripId: orders.tripId });
  const [trip] = await tx
    .select({ id: courierTrips.id })
    .from(courierTrips)
    .where(and(eq(courierTrips.courierId, courierId), eq(courierTrips.state, 'OPEN')));
  if (trip) await closeIfEmpty(tx, trip.id, now);
  return released.map((r) => r.id);
}

/**
 * A paid order enters dispatch (decision 034): its food is expected after the restaurant's usual
 * preparation time until the kitchen says otherwise, and its zone's round runs at once to plan it,
 * make its promise and time a courier. An order placed ahead (decision 046) is expected ready its
 * preparation time after it is due in the kitchen, and its slot is its promise; rounds leave it
 * alone until it is due. In the payment's transaction.
 */
export async function orderPaid(tx: Tx, orderId: number, paidAt: Date, scheduled?: { slot: Date; dueAt: Date }): Promise<void> {
  const start = scheduled?.dueAt ?? paidAt;
  const [row] = await tx
    .update(orders)
    .set({
      readyAt: sql`${start.toISOString()}::timestamptz + make_interval(mins => ${restaurants.preparationMinutes})`,
      ...(scheduled ? { promisedAt: scheduled.slot, estimatedDropoffAt: scheduled.slot } : {}),
    })
    .from(restaurants)
    .where(and(eq(orders.id, orderId), eq(restaurants.id, orders.restaurantId)))
    .returning({ zoneId: restaurants.zoneId });
  if (row) await wakeZoneRound(tx, row.zoneId);
}

/** Takes the locks of several zones, in the order given (ascending ids, as rounds take them), before any order row. */
export async function lockZones(tx: Tx, zoneIds: readonly number[]): Promise<void> {
  for (const zoneId of zoneIds) await takeZoneLock(tx, zoneId);
}
