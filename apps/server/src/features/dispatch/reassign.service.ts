import type { Order } from '@forkly/contracts';
import { estimatedRoute, straightLineMeters } from '@forkly/domain';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { recordStaffAction } from '../audit/audit.service';
import { orderDetail } from '../orders/orders.service';
import { wakeZoneRound } from './round-job';
import { insertTrip, putOnTrip } from './round-writes.repo';
import { findCourier, findOpenTripOf, handOverTrip, lockOrderForReassign } from './trips.repo';
import { takeZoneLock } from './zone-state.repo';
import { zoneOfOrder } from './order-moves';

/** How long the new courier needs to the restaurant: the straight line when it reported where it is. */
function reachAt(
  now: Date,
  courier: { latitude: number | null; longitude: number | null },
  restaurant: { latitude: number | null; longitude: number | null },
): Date {
  if (courier.latitude === null || courier.longitude === null || restaurant.latitude === null || restaurant.longitude === null) return now;
  const seconds = estimatedRoute(
    straightLineMeters({ latitude: courier.latitude, longitude: courier.longitude }, { latitude: restaurant.latitude, longitude: restaurant.longitude }),
  ).durationSeconds;
  return new Date(now.getTime() + seconds * 1000);
}

/**
 * PUT /order/{id}/courier?courierId= (DESIGN.md section 6, Dispatch): staff give an order that is
 * paid and not picked up to another online courier that is free. The order's whole trip goes with
 * it (a bundle stays one trip); an order waiting for a trip gets one of its own, leaving now. Under
 * the zone's lock, recorded for each order moved, and the zone's round runs again: the courier left
 * behind may take another trip.
 */
export async function reassignOrder(deps: AppDeps, { caller: who, ...input }: { caller: AccessClaims; orderId: number; courierId: number }): Promise<Order> {
  await deps.db.transaction(async (tx) => {
    const zoneId = await zoneOfOrder(tx, input.orderId);
    if (zoneId === undefined) throw new AppError('orderNotFound');
    await takeZoneLock(tx, zoneId);
    const order = await lockOrderForReassign(tx, input.orderId);
    if (!order) throw new AppError('orderNotFound');
    if (!order.paidAt || (order.status !== 'CONFIRMED' && order.status !== 'AWAITING_PICKUP')) throw new AppError('orderNotReassignable');
    if (order.courierId === input.courierId) return;
    const courier = await findCourier(tx, input.courierId);
    if (!courier) throw new AppError('courierNotFound');
    if (!courier.enabled || courier.status !== 'ONLINE' || !courier.availability || (await findOpenTripOf(tx, courier.id)))
      throw new AppError('courierUnavailable');
    const now = new Date();
    const arriveAt = reachAt(now, courier, order);
    let moved: number[];
    if (order.tripId !== null) {
      moved = (await handOverTrip(tx, order.tripId, courier.id, { leaveAt: now, arriveAt, now })).map((o) => o.id);
    } else {
      const trip = await insertTrip(tx, {
        zoneId,
        courierId: courier.id,
        restaurantId: order.restaurantId,
        leaveAt: now,
        arriveAt,
        pickupAt: new Date(Math.max(arriveAt.getTime(), order.readyAt?.getTime() ?? 0)),
      });
      if (!trip || !(await putOnTrip(tx, { orderId: order.id, tripId: trip.id, courierId: courier.id, stop: 0, now })))
        throw new AppError('courierUnavailable');
      moved = [order.id];
    }
    for (const orderId of moved) {
      await recordStaffAction(tx, {
        actorId: who.userId,
        action: 'order.reassign',
        entity: 'order',
        entityId: orderId,
        before: { courierId: order.courierId },
        after: { courierId: courier.id },
      });
    }
    await wakeZoneRound(tx, zoneId);
  });
  return orderDetail(deps.db, input.orderId);
}
