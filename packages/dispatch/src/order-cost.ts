import type { DispatchSettings, OpenOrder } from './types';

/**
 * What a drop-off at `dropoffAt` costs the order's customer: every minute from click to door, each
 * minute past the target `lateWeight` times more, and each minute past a promise `promiseWeight`
 * times more. Convex and rising, so the plan prefers many small delays to one large one.
 */
export function orderCost(order: OpenOrder, dropoffAt: number, settings: DispatchSettings): number {
  const clickToDoor = dropoffAt - order.placedAt;
  let cost = clickToDoor + settings.lateWeight * Math.max(0, clickToDoor - settings.targetMinutes);
  if (order.promisedAt !== undefined) cost += settings.promiseWeight * Math.max(0, dropoffAt - order.promisedAt);
  return cost;
}
