import type { CourierState, DispatchSettings, OpenOrder, TravelMinutes } from './types';

/** How soon couriers can be at a restaurant. */
export interface Reach {
  /** The earliest pickup any courier could make there (when it leaves as soon as it is free). */
  earliestPickupAt: number;
  /** A typical drive there for one of the nearest couriers: what a trip saved by bundling saves. */
  approachMinutes: number;
}

/** The approach is that of the third-nearest courier: the nearest alone is often next door by chance. */
const APPROACH_RANK = 3;
/** With no courier in reach, a trip is assumed to begin this far away. */
const DEFAULT_APPROACH_MINUTES = 10;

/** For each restaurant with waiting orders: how soon a courier can be there. */
export function restaurantReach(
  now: number,
  orders: readonly OpenOrder[],
  couriers: readonly CourierState[],
  travel: TravelMinutes,
  settings: DispatchSettings,
): Map<string, Reach> {
  const reach = new Map<string, Reach>();
  const soon = now + settings.horizonMinutes;
  for (const order of orders) {
    if (reach.has(order.restaurant)) continue;
    let earliest = Infinity;
    const nearest: number[] = [];
    for (const courier of couriers) {
      const departAt = Math.max(now, courier.freeAt);
      const drive = travel(courier.at, order.restaurant);
      const pickupAt = departAt + drive + settings.pickupServiceMinutes / 2;
      if (pickupAt > courier.shiftEnd) continue;
      if (pickupAt < earliest) earliest = pickupAt;
      if (departAt <= soon) insertSmall(nearest, drive, APPROACH_RANK);
    }
    reach.set(order.restaurant, {
      earliestPickupAt: earliest === Infinity ? now + settings.horizonMinutes : earliest,
      approachMinutes: nearest.length ? nearest[nearest.length - 1]! : DEFAULT_APPROACH_MINUTES,
    });
  }
  return reach;
}

/** Keeps the `limit` smallest values, sorted. */
function insertSmall(list: number[], value: number, limit: number) {
  if (list.length === limit && value >= list[limit - 1]!) return;
  if (list.length < limit) list.push(value);
  let i = list.length - 1;
  while (i > 0 && list[i - 1]! > value) {
    list[i] = list[i - 1]!;
    i -= 1;
  }
  list[i] = value;
}

/**
 * Minutes of courier work the waiting orders need within the horizon, per minute couriers have
 * free in it: below about a third couriers wait for orders, near one every courier is busy.
 */
export function measureLoad(
  now: number,
  orders: readonly OpenOrder[],
  couriers: readonly CourierState[],
  reach: Map<string, Reach>,
  travel: TravelMinutes,
  settings: DispatchSettings,
): number {
  const end = now + settings.horizonMinutes;
  let supply = 0;
  for (const courier of couriers) supply += Math.max(0, Math.min(courier.shiftEnd, end) - Math.max(now, courier.freeAt));
  let demand = 0;
  for (const order of orders) {
    if (order.readyAt > end) continue;
    const approach = reach.get(order.restaurant)?.approachMinutes ?? DEFAULT_APPROACH_MINUTES;
    demand += approach + settings.pickupServiceMinutes + travel(order.restaurant, order.dropoff) + settings.dropoffServiceMinutes;
  }
  return demand / Math.max(supply, 1);
}

/** Below this load a courier's minute costs nothing; from `SCARCE_LOAD` on it costs the full `courierMinuteCost`. */
const EASY_LOAD = 0.3;
const SCARCE_LOAD = 0.8;

/** What a minute of courier time is worth against a minute of a customer's wait, at this load. */
export function courierMinuteCost(load: number, settings: DispatchSettings): number {
  const share = Math.min(settings.overloadCostCap, Math.max(0, (load - EASY_LOAD) / (SCARCE_LOAD - EASY_LOAD)));
  return share * settings.courierMinuteCost;
}
