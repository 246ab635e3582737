import type { CourierTrip, CurrentTrip, TripRoute } from '@forkly/contracts';
import type { Database, Tx } from '../../db/client';
import type { CourierTrip as TripRow } from '../../db/schema/index';
import type { LatLon } from '../../geo/index';
import { AppError } from '../../lib/app-error';
import { staleCourierAction } from './stale-courier-action';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { afterOrderMove, lockZoneOfCourier, moveChanges } from '../dispatch/index';
import { transitionOrder } from '../orders/orders.service';
import { presentRoute } from '../places/index';
import { findRoutes, type PlacesContext } from '../places/places.service';
import { presentCourierOrder } from './couriers.presenter';
import { findCourierOrders, findOpenTrip, findPresence, type CourierOrderRow } from './couriers.repo';

const ON_TRIP = ['CONFIRMED', 'AWAITING_PICKUP', 'READY_FOR_DELIVERY'] as const;

const pointOf = (row: { latitude: number | null; longitude: number | null }): LatLon | null =>
  row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null;

/** The trip as the courier panel shows it: one pickup, the drop-offs in order, when to leave. */
function presentTrip(trip: TripRow, stops: CourierOrderRow[]): CourierTrip {
  const restaurant = presentCourierOrder(stops[0]!).restaurant;
  const readyTimes = stops.map((o) => o.readyAt?.getTime() ?? null).filter((t): t is number => t !== null);
  return {
    id: trip.id,
    restaurant,
    leaveAt: trip.leaveAt.toISOString(),
    arriveAt: trip.arriveAt.toISOString(),
    pickupAt: trip.pickupAt.toISOString(),
    readyAt: readyTimes.length ? new Date(Math.max(...readyTimes)).toISOString() : null,
    preparedCount: stops.filter((o) => o.status !== 'CONFIRMED').length,
    pickedUpAt: trip.pickedUpAt?.toISOString() ?? null,
    stops: stops.map((o) => ({ ...presentCourierOrder(o), dropoffAt: o.estimatedDropoffAt?.toISOString() ?? null })),
  };
}

/** The courier's open trip with the orders on it still to deliver; none when it has no such trip. */
async function openTripOf(db: Database | Tx, courierId: number) {
  const trip = await findOpenTrip(db, courierId);
  if (!trip) return undefined;
  const stops = await findCourierOrders(db, courierId, ON_TRIP, trip.id);
  return stops.length ? { trip, stops } : undefined;
}

/** GET /courier/trip (decision 033): the calling courier's open trip, never another's. */
export async function currentTrip(deps: AppDeps, { caller: who }: { caller: AccessClaims }): Promise<CurrentTrip> {
  const open = await openTripOf(deps.db, who.userId);
  return { trip: open ? presentTrip(open.trip, open.stops) : null };
}

/**
 * GET /courier/trip/{id}/route: the way through the whole trip, each leg by the fastest route: from
 * where the courier is (or the map's fixed point) to the restaurant until pickup, then door after
 * door in the trip's order. A leg that cannot be routed has no route, not a made-up line.
 */
export async function tripRoute(ctx: PlacesContext, { caller: who, tripId }: { caller: AccessClaims; tripId: number }): Promise<TripRoute> {
  const { db, geo } = ctx.deps;
  const open = await openTripOf(db, who.userId);
  if (!open || open.trip.id !== tripId) throw new AppError('tripNotFound');
  const restaurant = pointOf(open.stops[0]!.restaurant);
  const reported = pointOf((await findPresence(db, who.userId)) ?? { latitude: null, longitude: null });
  const toDeliver = open.stops.filter((o) => o.status === 'READY_FOR_DELIVERY');
  const legs: { from: TripRoute['legs'][number]['from']; to: 'RESTAURANT' | 'CUSTOMER'; orderId: number | null; a: LatLon | null; b: LatLon | null }[] = [];
  let at: { kind: TripRoute['legs'][number]['from']; point: LatLon | null } = reported
    ? { kind: 'COURIER_POSITION', point: reported }
    : { kind: 'DEFAULT_POINT', point: geo.get().mapConfig().center };
  if (!open.trip.pickedUpAt) {
    legs.push({ from: at.kind, to: 'RESTAURANT', orderId: null, a: at.point, b: restaurant });
    at = { kind: 'RESTAURANT', point: restaurant };
  }
  for (const stop of open.trip.pickedUpAt ? toDeliver : open.stops) {
    legs.push({ from: at.kind, to: 'CUSTOMER', orderId: stop.id, a: at.point, b: pointOf(stop) });
    at = { kind: 'CUSTOMER', point: pointOf(stop) };
  }
  const routed = await Promise.all(
    legs.map(async ({ a, b }) => {
      if (!a || !b) return null;
      const [fastest] = await findRoutes(ctx, {
        originLatitude: a.latitude,
        originLongitude: a.longitude,
        destinationLatitude: b.latitude,
        destinationLongitude: b.longitude,
        alternatives: false,
      });
      return fastest ? presentRoute(fastest) : null;
    }),
  );
  return { legs: legs.map((leg, i) => ({ from: leg.from, to: leg.to, orderId: leg.orderId, route: routed[i]! })) };
}

/**
 * PUT /courier/trip/{id}/pickup: the courier has the whole bundle in the bag. Every order of the trip
 * must be prepared (the kitchen marked it so); they move to READY_FOR_DELIVERY together, in one
 * transaction under the zone's lock, each recorded with the courier as actor.
 */
export async function confirmTripPickup(deps: AppDeps, { caller: who, tripId }: { caller: AccessClaims; tripId: number }): Promise<CourierTrip> {
  await deps.db.transaction(async (tx) => {
    const zoneId = await lockZoneOfCourier(tx, who.userId);
    const open = await openTripOf(tx, who.userId);
    if (!open || open.trip.id !== tripId) throw (await staleCourierAction(tx, who.userId, { tripId })) ?? new AppError('tripNotFound');
    const waiting = open.stops.filter((o) => o.status !== 'READY_FOR_DELIVERY');
    if (waiting.some((o) => o.status === 'CONFIRMED')) throw new AppError('tripNotPrepared');
    const now = new Date();
    for (const order of waiting) {
      const moved = await transitionOrder(tx, {
        orderId: order.id,
        from: 'AWAITING_PICKUP',
        to: 'READY_FOR_DELIVERY',
        actor: 'courier',
        actorId: who.userId,
        changes: moveChanges('READY_FOR_DELIVERY', now),
      });
      if (!moved) throw new AppError('orderStatusChangeNotAllowed');
      await afterOrderMove(tx, { orderId: order.id, tripId, to: 'READY_FOR_DELIVERY', zoneId, now });
    }
  });
  const open = await openTripOf(deps.db, who.userId);
  if (!open) throw new AppError('tripNotFound');
  return presentTrip(open.trip, open.stops);
}
