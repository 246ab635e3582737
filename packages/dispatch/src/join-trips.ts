import { compareIds } from './bundling';
import type { Reach } from './courier-supply';
import { bundleCost, bundleInOrder, sequenceBundle, type Bundle } from './trip-plan';
import type { CourierState, DispatchSettings, JoinDecision, OpenOrder, TravelMinutes } from './types';

interface JoinInput {
  now: number;
  /** Orders no courier holds yet. */
  orders: readonly OpenOrder[];
  byId: Map<string, OpenOrder>;
  couriers: readonly CourierState[];
  travel: TravelMinutes;
  settings: DispatchSettings;
  reach: Map<string, Reach>;
  minuteCost: number;
}

interface OpenTrip {
  courier: CourierState;
  arriveAt: number;
  bundle: Bundle;
  added: string[];
}

function pickupOf(trip: OpenTrip, settings: DispatchSettings): number {
  return Math.max(trip.arriveAt + settings.pickupServiceMinutes / 2, trip.bundle.readyAt);
}

/** The trips not yet picked up, with room, by restaurant. */
function openTrips(input: JoinInput): Map<string, OpenTrip[]> {
  const trips = new Map<string, OpenTrip[]>();
  for (const courier of input.couriers) {
    const trip = courier.trip;
    if (!trip || trip.pickedUp || trip.arriveAt === undefined || trip.orderIds.length >= input.settings.maxBundle) continue;
    const orders = trip.orderIds.map((id) => input.byId.get(id));
    if (orders.some((o) => !o)) continue;
    const bundle = bundleInOrder(trip.restaurant, orders as OpenOrder[], input.travel, input.settings);
    const list = trips.get(trip.restaurant) ?? [];
    list.push({ courier, arriveAt: trip.arriveAt, bundle, added: [] });
    trips.set(trip.restaurant, list);
  }
  return trips;
}

/**
 * Orders join a courier already bound for their restaurant (DESIGN.md section 6: the only change a
 * trip takes on the way) when that costs less than the trip of their own they would otherwise get:
 * the minutes it adds to the orders already in the bag-to-be, and to the courier, against the order's
 * own cheapest trip. Orders are considered in order of readiness; each takes the cheapest trip.
 */
export function joinTrips(input: JoinInput): JoinDecision[] {
  const { settings, travel, minuteCost } = input;
  const trips = openTrips(input);
  if (!trips.size) return [];
  const candidates = input.orders
    // No order joins a courier before its kitchen accepted it (decisions 034 and 049): the trip
    // could not be picked up until that kitchen answered.
    .filter((o) => o.sendable !== false && trips.has(o.restaurant) && o.readyAt <= input.now + settings.horizonMinutes)
    .sort((a, b) => a.readyAt - b.readyAt || compareIds(a.id, b.id));
  for (const order of candidates) {
    const reach = input.reach.get(order.restaurant)!;
    const ownPickup = Math.max(order.readyAt, reach.earliestPickupAt);
    const own = sequenceBundle(order.restaurant, [order], ownPickup, travel, settings);
    const alone = bundleCost(own, ownPickup, settings) + minuteCost * (reach.approachMinutes + settings.pickupServiceMinutes / 2 + own.endOffset);
    let best: { trip: OpenTrip; bundle: Bundle; extra: number } | undefined;
    for (const trip of trips.get(order.restaurant)!) {
      if (trip.bundle.orders.length >= settings.maxBundle) continue;
      const before = pickupOf(trip, settings);
      const after = Math.max(before, order.readyAt);
      if (after - before > settings.maxReadySpread || after > trip.courier.shiftEnd) continue;
      const together = [...trip.bundle.orders, order].sort((a, b) => a.readyAt - b.readyAt || compareIds(a.id, b.id));
      const bundle = sequenceBundle(order.restaurant, together, after, travel, settings);
      const extra =
        bundleCost(bundle, after, settings) -
        bundleCost(trip.bundle, before, settings) +
        minuteCost * (after + bundle.endOffset - (before + trip.bundle.endOffset));
      if (extra < alone && (!best || extra < best.extra)) best = { trip, bundle, extra };
    }
    if (!best) continue;
    best.trip.bundle = best.bundle;
    best.trip.added.push(order.id);
  }
  const joins: JoinDecision[] = [];
  for (const list of trips.values()) {
    for (const trip of list) {
      if (!trip.added.length) continue;
      const pickupAt = pickupOf(trip, settings);
      joins.push({
        kind: 'join',
        courierId: trip.courier.id,
        restaurant: trip.bundle.restaurant,
        addedOrderIds: trip.added,
        orderIds: trip.bundle.orders.map((o) => o.id),
        pickupAt,
        dropoffAt: trip.bundle.dropoffOffsets.map((offset) => pickupAt + offset),
      });
    }
  }
  return joins.sort((a, b) => compareIds(a.courierId, b.courierId));
}
