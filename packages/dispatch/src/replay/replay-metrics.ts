import { instanceTravel, type MdrpInstance } from './mdrp-instance';
import type { ReplayResult } from './simulate';

/** The figures issue 24 asks of a replay. */
export interface ReplayFigures {
  orders: number;
  delivered: number;
  /** Share of all orders delivered within the target (undelivered ones count as late). */
  onTime: number;
  /** Share of all orders whose lower bound is within the target: no dispatcher gets more on time. */
  onTimeCeiling: number;
  meanClickToDoor: number;
  p90ClickToDoor: number;
  /** Mean of the per-order lower bound (a courier already waiting at the restaurant), same orders. */
  meanLowerBound: number;
  /** Mean minutes food waits between ready and pickup. */
  meanReadyToPickup: number;
  ordersPerTrip: number;
  /** Share of all orders delivered within ±5 minutes of the promise made at placement. */
  promiseWithin5: number;
  /** Mean absolute minutes between promise and drop-off, over delivered orders. */
  promiseMeanAbsError: number;
  /** Round time, milliseconds. */
  roundP99Ms: number;
}

const PROMISE_TOLERANCE = 5;

function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

const mean = (values: readonly number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : NaN);

export function replayFigures(instance: MdrpInstance, result: ReplayResult): ReplayFigures {
  const travel = instanceTravel(instance);
  const orders = new Map(instance.orders.map((o) => [o.id, o]));
  const clickToDoor: number[] = [];
  const lowerBound: number[] = [];
  const readyToPickup: number[] = [];
  /** Click-to-door with a courier already waiting at the restaurant when the food is ready. */
  const lowerBoundMinutes = (id: string) => {
    const order = orders.get(id)!;
    return (
      Math.max(order.readyAt, order.placedAt) -
      order.placedAt +
      instance.pickupServiceMinutes / 2 +
      travel(order.restaurant, id) +
      instance.dropoffServiceMinutes / 2
    );
  };
  const promiseError: number[] = [];
  let onTime = 0;
  let promiseKept = 0;
  for (const trip of result.trips) {
    trip.orderIds.forEach((id, i) => {
      const order = orders.get(id)!;
      const dropoffAt = trip.dropoffAt[i]!;
      const c2d = dropoffAt - order.placedAt;
      clickToDoor.push(c2d);
      if (c2d <= instance.targetMinutes) onTime += 1;
      lowerBound.push(
        Math.max(order.readyAt, order.placedAt) -
          order.placedAt +
          instance.pickupServiceMinutes / 2 +
          travel(order.restaurant, id) +
          instance.dropoffServiceMinutes / 2,
      );
      readyToPickup.push(trip.pickupAt - order.readyAt);
      const promise = result.promises.get(id);
      if (promise !== undefined) {
        promiseError.push(Math.abs(dropoffAt - promise));
        if (Math.abs(dropoffAt - promise) <= PROMISE_TOLERANCE) promiseKept += 1;
      }
    });
  }
  const total = instance.orders.length;
  const possible = instance.orders.filter((o) => lowerBoundMinutes(o.id) <= instance.targetMinutes).length;
  const rounds = [...result.roundMs].sort((a, b) => a - b);
  return {
    orders: total,
    delivered: clickToDoor.length,
    onTime: onTime / total,
    onTimeCeiling: possible / total,
    meanClickToDoor: mean(clickToDoor),
    p90ClickToDoor: percentile(
      [...clickToDoor].sort((a, b) => a - b),
      0.9,
    ),
    meanLowerBound: mean(lowerBound),
    meanReadyToPickup: mean(readyToPickup),
    ordersPerTrip: clickToDoor.length / Math.max(1, result.trips.length),
    promiseWithin5: promiseKept / total,
    promiseMeanAbsError: mean(promiseError),
    roundP99Ms: percentile(rounds, 0.99),
  };
}
