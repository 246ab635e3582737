import type { DispatchSettings, Place, RoundInput, RoundResult } from './types';
import { DEFAULT_SETTINGS } from './types';

/** Where and from when a courier is free once this round's plan is done. */
interface Availability {
  at: Place;
  from: number;
  shiftEnd: number;
}

/**
 * What the round's plan leaves for a new order: each courier is free where and when its planned
 * or committed trip ends (or now, where it stands, when the plan gives it nothing).
 */
function availabilityAfter(input: RoundInput, result: RoundResult, settings: DispatchSettings): Availability[] {
  const orders = new Map(input.orders.map((o) => [o.id, o]));
  const planned = new Map<string, { end: number; at: Place }>();
  for (const plan of result.plan) {
    if (!plan.courierId) continue;
    const order = orders.get(plan.orderId);
    if (!order) continue;
    const end = plan.dropoffAt + settings.dropoffServiceMinutes / 2;
    const known = planned.get(plan.courierId);
    if (!known || end > known.end) planned.set(plan.courierId, { end, at: order.dropoff });
  }
  return input.couriers
    .filter((c) => c.shiftEnd >= input.now)
    .map((c) => {
      const trip = planned.get(c.id);
      const freeAt = Math.max(input.now, c.freeAt);
      return trip && trip.end > freeAt ? { at: trip.at, from: trip.end, shiftEnd: c.shiftEnd } : { at: c.at, from: freeAt, shiftEnd: c.shiftEnd };
    });
}

/**
 * For each restaurant, the earliest a courier could pick up a new order there, given everything the
 * round has planned: the checkout's estimate and the promise start from it (decision 033). A new
 * order whose food is ready at `readyAt` is picked up at `max(readyAt, earliest)`. Where no courier
 * can be before its shift ends (none online), the horizon away, as the round then promises.
 */
export function earliestPickups(input: RoundInput, result: RoundResult, restaurants: readonly Place[]): Map<Place, number> {
  const settings: DispatchSettings = { ...DEFAULT_SETTINGS, ...input.settings };
  const couriers = availabilityAfter(input, result, settings);
  const quotes = new Map<Place, number>();
  for (const restaurant of restaurants) {
    let earliest = Infinity;
    for (const courier of couriers) {
      const pickupAt = courier.from + input.travel(courier.at, restaurant) + settings.pickupServiceMinutes / 2;
      if (pickupAt <= courier.shiftEnd && pickupAt < earliest) earliest = pickupAt;
    }
    // As the round plans an order no courier can reach (courier-supply.ts): the horizon away.
    quotes.set(restaurant, earliest < Infinity ? earliest : input.now + settings.horizonMinutes);
  }
  return quotes;
}

/**
 * When a new order would reach its door: picked up when its food is ready or when the earliest
 * courier can be there, whichever is later, then driven straight there. The estimate a customer is
 * shown before ordering (the promise itself comes from the round that plans the order: promise.ts).
 */
export function quotedDropoff(
  order: { readyAt: number; driveMinutes: number },
  earliestPickup: number | undefined,
  settings: Partial<DispatchSettings> = {},
): number {
  const s = { ...DEFAULT_SETTINGS, ...settings };
  const pickupAt = Math.max(order.readyAt, earliestPickup ?? order.readyAt);
  return pickupAt + s.pickupServiceMinutes / 2 + order.driveMinutes + s.dropoffServiceMinutes / 2;
}
