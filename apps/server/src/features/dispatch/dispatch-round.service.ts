import type { EstimateReason } from '@forkly/contracts';
import {
  earliestPickups,
  planRound,
  promisedDropoff,
  remainingDropoffs,
  type Decision,
  type RoundInput,
  type RoundResult,
  type TripDecision,
} from '@forkly/dispatch';
import type { Database, Tx } from '../../db/client';
import type { AppDeps } from '../../plugins/deps';
import { recordStaffActions } from '../audit/audit.service';
import { courierPlace, doorPlace, fromMinutes, placesOf, PRODUCTION_SETTINGS, restaurantPlace, roundInput, type ZoneSnapshot } from './round-input';
import { clearEstimateCauses, closeTrip, insertEstimates, insertTrips, placeOnTrips, setEstimates, updateTripTimes } from './round-writes.repo';
import { buildTravelTable } from './travel-table';
import { recordZonePlan, takeZoneLock, zoneCouriers, zoneOpenOrders, zoneOpenTrips, zonePlaces } from './zone-state.repo';

/** What one round did, for its callers and tests. */
export interface RoundSummary {
  zoneId: number;
  /** Orders given to a courier this round (a trip or a join). */
  assigned: number[];
  trips: number;
  /** Orders whose estimate moved. */
  estimated: number;
  load: number;
  /** Where the round's time went, in milliseconds (the bench prints them). */
  timings: { read: number; travel: number; plan: number; write: number };
}

/** The estimate moves on the customer's page only when it moved this much: a minute either way is noise. */
const ESTIMATE_STEP_MS = 2 * 60_000;

/** The zone's orders, couriers and trips, read under its lock; its restaurants' places come from the round's first read. */
async function loadZone(db: Database | Tx, zoneId: number, restaurants: ZoneSnapshot['restaurants']): Promise<ZoneSnapshot> {
  return {
    restaurants,
    orders: await zoneOpenOrders(db, zoneId),
    couriers: await zoneCouriers(db, zoneId),
    trips: await zoneOpenTrips(db, zoneId),
  };
}

const orderId = (engineId: string) => Number(engineId);

/** Milliseconds since the last call (or since it was made). */
function stopwatch(): () => number {
  let last = performance.now();
  return () => {
    const now = performance.now();
    const lap = now - last;
    last = now;
    return lap;
  };
}
const placeId = (place: string) => Number(place.slice(1));

/**
 * Writes the round's decisions in a few statements: the new trips, then every order onto its trip
 * (joins rewrite the drop-off order of the orders already on it), then one audit entry per order
 * newly given to a courier. Answers those orders and how many trips were made.
 */
async function applyDecisions(tx: Tx, zoneId: number, snapshot: ZoneSnapshot, decisions: readonly Decision[], now: Date) {
  const trips = await insertTrips(
    tx,
    decisions
      .filter((d): d is TripDecision => d.kind === 'trip')
      .map((d) => ({
        zoneId,
        courierId: Number(d.courierId),
        restaurantId: placeId(d.restaurant),
        leaveAt: fromMinutes(d.leaveAt),
        arriveAt: fromMinutes(d.arriveAt),
        pickupAt: fromMinutes(d.pickupAt),
      })),
  );
  const placements: { orderId: number; tripId: number; courierId: number; stop: number }[] = [];
  for (const decision of decisions) {
    const courierId = Number(decision.courierId);
    const tripId = decision.kind === 'trip' ? trips.get(courierId) : snapshot.trips.find((t) => t.courierId === courierId)?.id;
    if (tripId === undefined) continue;
    if (decision.kind === 'join') await updateTripTimes(tx, tripId, { pickupAt: fromMinutes(decision.pickupAt) }, now);
    decision.orderIds.forEach((id, stop) => placements.push({ orderId: orderId(id), tripId, courierId, stop }));
  }
  const written = new Set(await placeOnTrips(tx, placements, now));
  const before = new Map(snapshot.orders.map((o) => [o.id, o.tripId]));
  const assigned = placements.filter((p) => written.has(p.orderId) && before.get(p.orderId) === null);
  await recordStaffActions(
    tx,
    assigned.map((p) => ({
      actorId: null,
      action: 'order.assign' as const,
      entity: 'order' as const,
      entityId: p.orderId,
      after: { courierId: p.courierId, tripId: p.tripId },
    })),
  );
  return { assigned: assigned.map((p) => p.orderId), trips: trips.size };
}

/** The expected drop-off of every open order: the plan's, and for food in the bag the rest of its courier's way. */
function plannedDropoffs(input: RoundInput, result: RoundResult, snapshot: ZoneSnapshot): Map<number, number> {
  const planned = new Map(result.plan.map((p) => [orderId(p.orderId), p.dropoffAt]));
  for (const courier of input.couriers) {
    if (!courier.trip?.pickedUp) continue;
    const onBoard = courier.trip.orderIds.map(orderId);
    const known = snapshot.couriers.find((c) => String(c.id) === courier.id);
    const from = known?.latitude !== null && known?.latitude !== undefined ? courierPlace(known.id) : courier.trip.restaurant;
    const { dropoffAt } = remainingDropoffs(from, onBoard.map(doorPlace), input.now, input.travel, PRODUCTION_SETTINGS);
    onBoard.forEach((id, i) => planned.set(id, dropoffAt[i]!));
  }
  return planned;
}

/**
 * Records what each order can now expect (issue 24): the promise, made once from the first plan
 * that saw the order; the live estimate when the plan moved it by two minutes or more; and why.
 */
async function recordEstimates(tx: Tx, input: RoundInput, result: RoundResult, snapshot: ZoneSnapshot, assigned: Set<number>, now: Date): Promise<number> {
  const planned = plannedDropoffs(input, result, snapshot);
  const plans = new Map(result.plan.map((p) => [orderId(p.orderId), p]));
  const rows: { orderId: number; arrivesAt: Date; reason: EstimateReason; createdAt: Date }[] = [];
  const updates: { orderId: number; estimatedDropoffAt: Date; promisedAt?: Date }[] = [];
  const unmoved: number[] = [];
  for (const order of snapshot.orders) {
    const minutes = planned.get(order.id);
    if (minutes === undefined) continue;
    const at = fromMinutes(minutes);
    const plan = plans.get(order.id);
    if (!order.promisedAt && plan) {
      const promisedAt = fromMinutes(promisedDropoff(plan, PRODUCTION_SETTINGS));
      updates.push({ orderId: order.id, estimatedDropoffAt: at, promisedAt });
      rows.push({ orderId: order.id, arrivesAt: promisedAt, reason: 'placed', createdAt: now });
      continue;
    }
    const before = order.estimatedDropoffAt ?? order.promisedAt;
    if (before && Math.abs(at.getTime() - before.getTime()) < ESTIMATE_STEP_MS) {
      // The change the cause names did not move the estimate: a later move is not its doing.
      if (order.estimateCause) unmoved.push(order.id);
      continue;
    }
    // What happened to the order itself (the kitchen's answer, the food ready, the pickup) explains
    // the move better than the courier the same round gave it.
    const reason: EstimateReason =
      order.estimateCause ?? (assigned.has(order.id) ? 'courierAssigned' : order.status === 'READY_FOR_DELIVERY' ? 'courierPosition' : 'planChanged');
    updates.push({ orderId: order.id, estimatedDropoffAt: at });
    rows.push({ orderId: order.id, arrivesAt: at, reason, createdAt: now });
  }
  await setEstimates(tx, updates);
  await clearEstimateCauses(tx, unmoved);
  await insertEstimates(tx, rows);
  return rows.length;
}

/**
 * One dispatch round of one zone (decisions 033 and 035): the engine plans the zone's open orders
 * against its couriers, and what it decides is written in one transaction under the zone's lock:
 * trips and joins, the promise and the live estimates, and the pickup quotes the checkout reads.
 * Travel times are asked of the router first, outside the transaction (it may take a while on a cold
 * cache, and PGlite's one connection must not wait on it).
 */
export async function runZoneRound(deps: AppDeps, { zoneId, now = new Date() }: { zoneId: number; now?: Date }): Promise<RoundSummary> {
  const clock = stopwatch();
  const rows = await zonePlaces(deps.db, zoneId);
  const places = placesOf(rows);
  const restaurants = rows.filter((r) => r.kind === 'r');
  const read = clock();
  const travel = await buildTravelTable(deps, places);
  const travelMs = clock();
  return deps.db.transaction(async (tx) => {
    await takeZoneLock(tx, zoneId);
    const snapshot = await loadZone(tx, zoneId, restaurants);
    const readAgain = clock();
    for (const trip of snapshot.trips) if (!snapshot.orders.some((o) => o.tripId === trip.id)) await closeTrip(tx, trip.id, now);
    const input = roundInput(snapshot, now, travel);
    const result = planRound(input);
    const plan = clock();
    const { assigned: newly, trips } = await applyDecisions(tx, zoneId, snapshot, result.decisions, now);
    const assigned = new Set(newly);
    const estimated = await recordEstimates(tx, input, result, snapshot, assigned, now);
    const quotes = earliestPickups(
      input,
      result,
      snapshot.restaurants.map((r) => restaurantPlace(r.id)),
    );
    await recordZonePlan(tx, zoneId, now, Object.fromEntries([...quotes].map(([place, minutes]) => [String(placeId(place)), fromMinutes(minutes).getTime()])));
    const timings = { read: read + readAgain, travel: travelMs, plan, write: clock() };
    return { zoneId, assigned: [...assigned], trips, estimated, load: result.load, timings };
  });
}
