import type { CourierState, Decision, OpenOrder, OrderPlan, RoundInput, TravelMinutes } from '../types';
import { instanceTravel, type MdrpInstance, type MdrpOrder } from './mdrp-instance';

/** What the replay asks of a dispatcher each minute. */
export interface ReplayPolicy {
  name: string;
  round(input: RoundInput): { decisions: Decision[]; plan?: OrderPlan[] };
  /** The drop-off promised to the customer of an order placed this minute, from this round's plan. */
  promise(order: OpenOrder, plan: OrderPlan | undefined, travel: TravelMinutes): number;
}

/** One trip as it was driven. */
export interface DrivenTrip {
  courierId: string;
  restaurant: string;
  /** In drop-off order. */
  orderIds: string[];
  /** When the courier was sent, and when the last order joined (the evaluator's assignment time). */
  sentAt: number;
  assignedAt: number;
  /** Where the courier set out from: its start point (the courier's id) or the door of its last drop-off. */
  from: string;
  leaveAt: number;
  arriveAt: number;
  pickupAt: number;
  dropoffAt: number[];
  /** When it leaves the last door. */
  endAt: number;
}

export interface ReplayResult {
  policy: string;
  trips: DrivenTrip[];
  promises: Map<string, number>;
  /** Milliseconds each round took. */
  roundMs: number[];
}

interface CourierRun {
  id: string;
  onTime: number;
  offTime: number;
  at: string;
  freeAt: number;
  trip?: DrivenTrip;
}

/** Drives a trip from `leaveAt`: to the restaurant, pickup no earlier than every order is ready, then each door in turn. */
function drive(
  trip: Omit<DrivenTrip, 'arriveAt' | 'pickupAt' | 'dropoffAt' | 'endAt'>,
  readyAt: (id: string) => number,
  travel: TravelMinutes,
  instance: MdrpInstance,
): DrivenTrip {
  const halfPickup = instance.pickupServiceMinutes / 2;
  const arriveAt = trip.leaveAt + travel(trip.from, trip.restaurant);
  const pickupAt = Math.max(arriveAt + halfPickup, ...trip.orderIds.map(readyAt));
  let clock = pickupAt + halfPickup;
  let from = trip.restaurant;
  const dropoffAt: number[] = [];
  for (const id of trip.orderIds) {
    clock += travel(from, id);
    dropoffAt.push(clock + instance.dropoffServiceMinutes / 2);
    clock += instance.dropoffServiceMinutes;
    from = id;
  }
  return { ...trip, arriveAt, pickupAt, dropoffAt, endAt: clock };
}

/**
 * Plays an instance's day minute by minute through a dispatcher, with the instance's rules: each
 * order is seen from its placement on, each courier from its on-time; a courier sent on a trip
 * drives it through (no diversion; orders may only join at the restaurant before pickup), picks up no
 * earlier than the food is ready and nothing after its off-time, and waits where its trip ended.
 */
export function simulate(instance: MdrpInstance, policy: ReplayPolicy): ReplayResult {
  const travel = instanceTravel(instance);
  const orders = new Map<string, MdrpOrder>(instance.orders.map((o) => [o.id, o]));
  const readyAt = (id: string) => orders.get(id)!.readyAt;
  const couriers: CourierRun[] = instance.couriers.map((c) => ({ id: c.id, onTime: c.onTime, offTime: c.offTime, at: c.id, freeAt: c.onTime }));
  const courierById = new Map(couriers.map((c) => [c.id, c]));
  const byPlacement = [...instance.orders].sort((a, b) => a.placedAt - b.placedAt);
  const settings = {
    pickupServiceMinutes: instance.pickupServiceMinutes,
    dropoffServiceMinutes: instance.dropoffServiceMinutes,
    targetMinutes: instance.targetMinutes,
  };
  const trips: DrivenTrip[] = [];
  const promises = new Map<string, number>();
  const roundMs: number[] = [];
  const waiting = new Set<string>();
  const lastOff = Math.max(...instance.couriers.map((c) => c.offTime));
  let next = 0;

  for (let now = Math.min(byPlacement[0]?.placedAt ?? 0, ...instance.couriers.map((c) => c.onTime)); now <= lastOff; now += 1) {
    const placedNow: string[] = [];
    while (next < byPlacement.length && byPlacement[next]!.placedAt <= now) {
      waiting.add(byPlacement[next]!.id);
      placedNow.push(byPlacement[next]!.id);
      next += 1;
    }
    const onShift: CourierState[] = [];
    const open: OpenOrder[] = [...waiting].map((id) => toOpen(orders.get(id)!, promises));
    for (const courier of couriers) {
      if (courier.trip && courier.trip.endAt <= now) {
        courier.at = courier.trip.orderIds[courier.trip.orderIds.length - 1]!;
        courier.freeAt = courier.trip.endAt;
        courier.trip = undefined;
      }
      if (courier.onTime > now || courier.offTime < now) continue;
      const trip = courier.trip;
      const pickedUp = !!trip && trip.pickupAt <= now;
      if (trip && !pickedUp) for (const id of trip.orderIds) open.push(toOpen(orders.get(id)!, promises));
      onShift.push({
        id: courier.id,
        at: trip ? trip.orderIds[trip.orderIds.length - 1]! : courier.at,
        freeAt: trip ? trip.endAt : Math.max(now, courier.freeAt),
        shiftEnd: courier.offTime,
        trip: trip && { restaurant: trip.restaurant, orderIds: trip.orderIds, pickedUp, arriveAt: trip.arriveAt },
      });
    }
    if (!waiting.size && next >= byPlacement.length) break;
    const started = performance.now();
    const { decisions, plan } = policy.round({ now, orders: open, couriers: onShift, travel, settings });
    roundMs.push(performance.now() - started);

    const planOf = new Map((plan ?? []).map((p) => [p.orderId, p]));
    for (const id of placedNow) promises.set(id, policy.promise(toOpen(orders.get(id)!, promises), planOf.get(id), travel));

    for (const decision of decisions) {
      const courier = courierById.get(decision.courierId);
      if (!courier) throw new Error(`${policy.name}: unknown courier ${decision.courierId}`);
      if (decision.kind === 'trip') {
        if (courier.trip || courier.freeAt > now || courier.onTime > now) throw new Error(`${policy.name}: courier ${courier.id} is not free at ${now}`);
        if (decision.orderIds.some((id) => !waiting.has(id)))
          throw new Error(`${policy.name}: an order of ${decision.orderIds.join(',')} is not waiting at ${now}`);
        const leaveAt = Math.ceil(Math.max(now, decision.leaveAt));
        const trip = drive(
          { courierId: courier.id, restaurant: decision.restaurant, orderIds: decision.orderIds, sentAt: now, assignedAt: now, from: courier.at, leaveAt },
          readyAt,
          travel,
          instance,
        );
        decision.orderIds.forEach((id) => waiting.delete(id));
        courier.trip = trip;
        trips.push(trip);
      } else {
        const trip = courier.trip;
        if (!trip || trip.pickupAt <= now || trip.restaurant !== decision.restaurant)
          throw new Error(`${policy.name}: courier ${courier.id} has no trip to join at ${now}`);
        if (decision.addedOrderIds.some((id) => !waiting.has(id))) throw new Error(`${policy.name}: a joining order is not waiting at ${now}`);
        const kept = new Set([...trip.orderIds, ...decision.addedOrderIds]);
        if (decision.orderIds.length !== kept.size || decision.orderIds.some((id) => !kept.has(id)))
          throw new Error(`${policy.name}: a join changes the trip's orders`);
        const driven = drive({ ...trip, orderIds: decision.orderIds, assignedAt: now }, readyAt, travel, instance);
        decision.addedOrderIds.forEach((id) => waiting.delete(id));
        Object.assign(trip, driven);
      }
    }
  }
  return { policy: policy.name, trips, promises, roundMs };
}

function toOpen(order: MdrpOrder, promises: Map<string, number>): OpenOrder {
  return {
    id: order.id,
    restaurant: order.restaurant,
    dropoff: order.id,
    placedAt: order.placedAt,
    readyAt: order.readyAt,
    promisedAt: promises.get(order.id),
  };
}
