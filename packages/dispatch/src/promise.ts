import type { DispatchSettings, OrderPlan } from './types';

/**
 * The drop-off promised to a customer when the order is placed: the round's plan for it plus a
 * margin for what the plan cannot see yet (orders that will join its courier's bag, couriers busier
 * than planned). Whole minutes: a customer is told a time, not a fraction.
 */
export function promisedDropoff(plan: OrderPlan, settings: Pick<DispatchSettings, 'promiseMarginMinutes'>): number {
  return Math.round(plan.dropoffAt + settings.promiseMarginMinutes);
}
