import {
  DEFAULT_SETTINGS,
  remainingDropoffs,
  tripTimeline,
  type CourierState,
  type DispatchSettings,
  type OpenOrder,
  type Place,
  type RoundInput,
  type TravelMinutes,
} from '@forkly/dispatch';
import type { LatLon } from '../../geo/index';
import type { ZoneCourierRow, ZoneOrderRow, ZoneTripRow } from './zone-state.repo';

/** What a round reads of its zone. */
export interface ZoneSnapshot {
  /** The zone's restaurants that take orders (removed ones are not in the zone's places). */
  restaurants: { id: number; latitude: number | null; longitude: number | null }[];
  orders: ZoneOrderRow[];
  couriers: ZoneCourierRow[];
  trips: ZoneTripRow[];
}

/** Production runs the engine as the replay was tuned (decision 033): 4 minutes at each end, rounds a minute apart. */
export const PRODUCTION_SETTINGS: DispatchSettings = { ...DEFAULT_SETTINGS, pickupServiceMinutes: 4, dropoffServiceMinutes: 4, roundMinutes: 1 };

const MINUTE_MS = 60_000;
/** The engine's clock: minutes since the epoch. */
export const toMinutes = (date: Date) => date.getTime() / MINUTE_MS;
export const fromMinutes = (minutes: number) => new Date(Math.round(minutes * MINUTE_MS));

export const restaurantPlace = (id: number): Place => `r${id}`;
export const doorPlace = (orderId: number): Place => `o${orderId}`;
export const courierPlace = (courierId: number): Place => `c${courierId}`;
const id = (n: number) => String(n);

const pointOf = (row: { latitude: number | null; longitude: number | null }): LatLon | null =>
  row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null;

const PLACE_OF = { r: restaurantPlace, o: doorPlace, c: courierPlace } as const;

/** Every place a round may travel between, with its point (a courier that reported no position has none). */
export function placesOf(rows: readonly { kind: 'r' | 'o' | 'c'; id: number; latitude: number | null; longitude: number | null }[]): Map<Place, LatLon | null> {
  return new Map(rows.map((row) => [PLACE_OF[row.kind](row.id), pointOf(row)]));
}

/**
 * An order as the engine sees it: paid = placed; ready when the kitchen said (or after its usual time
 * until it does), and ready by now at the latest once the kitchen marked it prepared.
 */
export function openOrderOf(order: ZoneOrderRow, now: number): OpenOrder {
  const placedAt = toMinutes(order.paidAt!);
  const expected = order.readyAt ? toMinutes(order.readyAt) : placedAt + order.preparationMinutes;
  return {
    id: id(order.id),
    restaurant: restaurantPlace(order.restaurantId),
    dropoff: doorPlace(order.id),
    placedAt,
    readyAt: order.status === 'AWAITING_PICKUP' ? Math.min(expected, now) : expected,
    promisedAt: order.promisedAt ? toMinutes(order.promisedAt) : undefined,
    // No courier goes to a kitchen that has not said it will cook (decision 034).
    sendable: order.acceptedAt !== null || order.status === 'AWAITING_PICKUP',
  };
}

/** A courier on a trip: free where and when its last drop-off is done. */
function onTrip(
  courier: ZoneCourierRow,
  trip: ZoneTripRow,
  tripOrders: ZoneOrderRow[],
  now: number,
  travel: TravelMinutes,
  settings: DispatchSettings,
  shiftEnd: number,
): CourierState {
  const restaurant = restaurantPlace(trip.restaurantId);
  const lastDoor = doorPlace(tripOrders[tripOrders.length - 1]!.id);
  const orderIds = tripOrders.map((o) => id(o.id));
  const pickedUp = tripOrders.some((o) => o.status === 'READY_FOR_DELIVERY');
  if (!pickedUp) {
    // On its way (or there), a position it reported since it set off tells when it arrives; until
    // then the plan does (a position from before would only say it has not moved).
    const setOff = now >= toMinutes(trip.leaveAt) && pointOf(courier) && courier.positionUpdatedAt !== null && courier.positionUpdatedAt >= trip.leaveAt;
    const arriveAt = setOff ? Math.max(now, now + travel(courierPlace(courier.id), restaurant)) : toMinutes(trip.arriveAt);
    const { endAt } = tripTimeline(
      restaurant,
      tripOrders.map((o) => openOrderOf(o, now)),
      arriveAt,
      travel,
      settings,
    );
    return { id: id(courier.id), at: lastDoor, freeAt: endAt, shiftEnd, trip: { restaurant, orderIds, pickedUp: false, arriveAt } };
  }
  const from = pointOf(courier) ? courierPlace(courier.id) : restaurant;
  const { endAt } = remainingDropoffs(
    from,
    tripOrders.map((o) => doorPlace(o.id)),
    now,
    travel,
    settings,
  );
  return { id: id(courier.id), at: lastDoor, freeAt: endAt, shiftEnd, trip: { restaurant, orderIds, pickedUp: true } };
}

/**
 * The engine's input from the zone's rows (decision 033): open orders, and the couriers that may
 * take a trip or are on one. A courier that no longer takes orders finishes its trip but gets
 * nothing new (its shift ends now).
 */
export function roundInput(snapshot: ZoneSnapshot, now: Date, travel: TravelMinutes): RoundInput {
  const minutes = toMinutes(now);
  const tripOrders = new Map<number, ZoneOrderRow[]>();
  for (const order of snapshot.orders) {
    if (order.tripId === null) continue;
    tripOrders.set(order.tripId, [...(tripOrders.get(order.tripId) ?? []), order]);
  }
  for (const list of tripOrders.values()) list.sort((a, b) => (a.tripStop ?? 0) - (b.tripStop ?? 0) || a.id - b.id);

  const couriers: CourierState[] = [];
  const planned = new Set<number>();
  for (const courier of snapshot.couriers) {
    const shiftEnd = !courier.takesOrders ? minutes : courier.shiftEndsAt ? toMinutes(courier.shiftEndsAt) : Infinity;
    const trip = snapshot.trips.find((t) => t.courierId === courier.id);
    const held = trip ? (tripOrders.get(trip.id) ?? []) : [];
    if (trip && held.length) {
      couriers.push(onTrip(courier, trip, held, minutes, travel, PRODUCTION_SETTINGS, shiftEnd));
      held.forEach((o) => planned.add(o.id));
    } else if (courier.takesOrders) {
      couriers.push({ id: id(courier.id), at: courierPlace(courier.id), freeAt: minutes, shiftEnd });
    }
  }
  // Orders on a trip the engine does not see (its courier left the zone) are left alone, never
  // dispatched twice; an order placed ahead waits until the kitchen is due to start on it (decision 046).
  const orders = snapshot.orders
    .filter((o) => o.status !== 'READY_FOR_DELIVERY' && (o.tripId === null || planned.has(o.id)))
    .filter((o) => o.tripId !== null || o.kitchenDueAt === null || o.kitchenDueAt <= now)
    .map((o) => openOrderOf(o, minutes));
  return { now: minutes, orders, couriers, travel, settings: PRODUCTION_SETTINGS };
}
