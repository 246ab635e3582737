import { orderCost } from './order-cost';
import type { DispatchSettings, OpenOrder, Place, TravelMinutes } from './types';

/**
 * Orders of one restaurant in the drop-off order that serves them best, with each drop-off's
 * offset from the pickup moment. The offsets do not depend on who carries the bundle or when, so a
 * bundle is sequenced once and then priced for every courier in a few additions.
 */
export interface Bundle {
  restaurant: Place;
  /** In drop-off order. */
  orders: OpenOrder[];
  /** When the last of its food is ready: no pickup before. */
  readyAt: number;
  /** Minutes from the pickup moment to each drop-off, in drop-off order. */
  dropoffOffsets: number[];
  /** Minutes from the pickup moment to the courier's leaving the last door. */
  endOffset: number;
}

/** Offsets of each drop-off from the pickup moment, for orders delivered in this order. */
function offsets(restaurant: Place, orders: readonly OpenOrder[], travel: TravelMinutes, settings: DispatchSettings) {
  const dropoffOffsets: number[] = [];
  let clock = settings.pickupServiceMinutes / 2;
  let from = restaurant;
  for (const order of orders) {
    clock += travel(from, order.dropoff);
    dropoffOffsets.push(clock + settings.dropoffServiceMinutes / 2);
    clock += settings.dropoffServiceMinutes;
    from = order.dropoff;
  }
  return { dropoffOffsets, endOffset: clock };
}

/** A bundle delivered in the order given (a committed trip's). */
export function bundleInOrder(restaurant: Place, orders: readonly OpenOrder[], travel: TravelMinutes, settings: DispatchSettings): Bundle {
  const readyAt = orders.reduce((latest, o) => Math.max(latest, o.readyAt), -Infinity);
  return { restaurant, orders: [...orders], readyAt, ...offsets(restaurant, orders, travel, settings) };
}

/** What a bundle picked up at `pickupAt` costs its customers. */
export function bundleCost(bundle: Bundle, pickupAt: number, settings: DispatchSettings): number {
  let cost = 0;
  for (let i = 0; i < bundle.orders.length; i += 1) cost += orderCost(bundle.orders[i]!, pickupAt + bundle.dropoffOffsets[i]!, settings);
  return cost;
}

const PERMUTATIONS: Record<number, number[][]> = {
  1: [[0]],
  2: [
    [0, 1],
    [1, 0],
  ],
  3: [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
  ],
};

function permutationsOf(n: number): number[][] {
  const known = PERMUTATIONS[n];
  if (known) return known;
  // Bundles above three are not the default; their drop-offs keep the order of readiness.
  return [Array.from({ length: n }, (_, i) => i)];
}

/**
 * Sequences the orders (given sorted by readiness, ties by id) for a pickup at `pickupAt`: every
 * drop-off order is tried and the cheapest kept (the first of equals, so the result is deterministic).
 */
export function sequenceBundle(restaurant: Place, orders: readonly OpenOrder[], pickupAt: number, travel: TravelMinutes, settings: DispatchSettings): Bundle {
  const readyAt = orders.reduce((latest, o) => Math.max(latest, o.readyAt), -Infinity);
  const pickup = Math.max(pickupAt, readyAt);
  let best: Bundle | undefined;
  let bestCost = Infinity;
  for (const permutation of permutationsOf(orders.length)) {
    const ordered = permutation.map((i) => orders[i]!);
    const { dropoffOffsets, endOffset } = offsets(restaurant, ordered, travel, settings);
    const candidate: Bundle = { restaurant, orders: ordered, readyAt, dropoffOffsets, endOffset };
    const cost = bundleCost(candidate, pickup, settings);
    if (cost < bestCost - 1e-9) {
      best = candidate;
      bestCost = cost;
    }
  }
  return best!;
}

/** When a courier free at `freeAt` in `from` picks the bundle up if it leaves as soon as it may. */
export function earliestPickup(bundle: Bundle, from: Place, freeAt: number, travel: TravelMinutes, settings: DispatchSettings) {
  const arriveAt = freeAt + travel(from, bundle.restaurant);
  return { arriveAt, pickupAt: Math.max(arriveAt + settings.pickupServiceMinutes / 2, bundle.readyAt) };
}

/** A committed trip's timeline: the courier at the restaurant at `arriveAt`, the orders delivered in the order given. */
export function tripTimeline(restaurant: Place, orders: readonly OpenOrder[], arriveAt: number, travel: TravelMinutes, settings: DispatchSettings) {
  const bundle = bundleInOrder(restaurant, orders, travel, settings);
  const pickupAt = Math.max(arriveAt + settings.pickupServiceMinutes / 2, bundle.readyAt);
  return { pickupAt, dropoffAt: bundle.dropoffOffsets.map((offset) => pickupAt + offset), endAt: pickupAt + bundle.endOffset };
}

/** A courier with the food in the bag, at `from` at `now`: when it reaches each door in turn, and leaves the last. */
export function remainingDropoffs(from: Place, doors: readonly Place[], now: number, travel: TravelMinutes, settings: DispatchSettings) {
  const dropoffAt: number[] = [];
  let clock = now;
  let at = from;
  for (const door of doors) {
    clock += travel(at, door);
    dropoffAt.push(clock + settings.dropoffServiceMinutes / 2);
    clock += settings.dropoffServiceMinutes;
    at = door;
  }
  return { dropoffAt, endAt: clock };
}
