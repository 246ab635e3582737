import type { CourierTrip } from '@forkly/contracts';

const MINUTE_MS = 60_000;

/** What the courier should know about a trip's timing now, for the panel to say in words. */
export type TripTiming =
  /** Not time to set off yet: leave at `at`, in `minutes`. */
  | { kind: 'leaveAt'; at: string; minutes: number }
  /** Time to go: be at the restaurant around `at`. */
  | { kind: 'goNow'; at: string }
  /** At (or past) the planned arrival, the food not ready: ready at `at`, in `minutes`. */
  | { kind: 'foodIn'; at: string; minutes: number }
  /** The food should be ready but the kitchen has not marked every order prepared. */
  | { kind: 'kitchenLate'; prepared: number; total: number }
  /** Everything is prepared: pick it up. */
  | { kind: 'ready' };

const minutesUntil = (iso: string, now: number) => Math.max(1, Math.ceil((Date.parse(iso) - now) / MINUTE_MS));

/** The timing line of a trip not yet picked up (decision 033: leave when told, arrive as the food is ready). */
export function tripTiming(trip: CourierTrip, now: number): TripTiming {
  const total = trip.stops.length;
  if (trip.preparedCount === total) return { kind: 'ready' };
  if (now < Date.parse(trip.leaveAt)) return { kind: 'leaveAt', at: trip.leaveAt, minutes: minutesUntil(trip.leaveAt, now) };
  if (now < Date.parse(trip.arriveAt)) return { kind: 'goNow', at: trip.arriveAt };
  if (trip.readyAt && now < Date.parse(trip.readyAt)) return { kind: 'foodIn', at: trip.readyAt, minutes: minutesUntil(trip.readyAt, now) };
  return { kind: 'kitchenLate', prepared: trip.preparedCount, total };
}
