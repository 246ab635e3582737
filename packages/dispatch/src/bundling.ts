import { bundleCost, sequenceBundle, type Bundle } from './trip-plan';
import type { DispatchSettings, OpenOrder, Place, TravelMinutes } from './types';

export interface BundlingContext {
  travel: TravelMinutes;
  settings: DispatchSettings;
  /** The earliest a courier could pick up at this restaurant (now plus the nearest courier's reach). */
  earliestPickupAt: number;
  /** Minutes a courier typically drives to reach this restaurant: what a trip saved by bundling saves. */
  approachMinutes: number;
  /** What a minute of courier time costs now (0 when couriers are plenty). */
  courierMinuteCost: number;
}

/** What a trip costs: its customers' drop-offs, and the courier's time when couriers are scarce. */
function tripCost(bundle: Bundle, context: BundlingContext): number {
  const pickupAt = Math.max(context.earliestPickupAt, bundle.readyAt);
  const courierMinutes = context.approachMinutes + context.settings.pickupServiceMinutes / 2 + bundle.endOffset;
  return bundleCost(bundle, pickupAt, context.settings) + context.courierMinuteCost * courierMinutes;
}

/** Up to this many waiting orders a restaurant's bundles are chosen among all groupings; beyond, among runs of readiness. */
const EXACT_LIMIT = 10;

/**
 * Splits one restaurant's waiting orders into trips of at most `maxBundle` orders whose food is ready
 * within `maxReadySpread` of each other (counted from when a courier could be there anyway), at the
 * lowest total cost. With couriers to spare (no cost on their time) orders travel together only when
 * that delays nobody much; when couriers are scarce, the trip a bundle saves outweighs the minutes it
 * adds. Up to EXACT_LIMIT orders every partition is weighed (a dynamic programme over subsets, each
 * group priced once); a busier restaurant is cut into consecutive runs in order of readiness.
 */
export function bundleRestaurant(restaurant: Place, orders: readonly OpenOrder[], context: BundlingContext): Bundle[] {
  const sorted = [...orders].sort((a, b) => a.readyAt - b.readyAt || compareIds(a.id, b.id));
  return sorted.length <= EXACT_LIMIT ? bestPartition(restaurant, sorted, context) : bestRuns(restaurant, sorted, context);
}

/** The group as a bundle, or undefined when its food is ready too far apart. */
function groupBundle(restaurant: Place, group: readonly OpenOrder[], context: BundlingContext): Bundle | undefined {
  // Food waits for the last of its bundle only from when a courier could be there anyway.
  if (group[group.length - 1]!.readyAt - Math.max(group[0]!.readyAt, context.earliestPickupAt) > context.settings.maxReadySpread) return undefined;
  return sequenceBundle(restaurant, group, context.earliestPickupAt, context.travel, context.settings);
}

function bestPartition(restaurant: Place, sorted: readonly OpenOrder[], context: BundlingContext): Bundle[] {
  const n = sorted.length;
  const full = (1 << n) - 1;
  /** The feasible groups, listed under their first order: each partition is then counted once. */
  const byFirst: { mask: number; bundle: Bundle; cost: number }[][] = sorted.map(() => []);
  const consider = (first: number, mask: number) => {
    const group = sorted.filter((_, i) => mask & (1 << i));
    const bundle = groupBundle(restaurant, group, context);
    if (bundle) byFirst[first]!.push({ mask, bundle, cost: tripCost(bundle, context) });
  };
  const max = context.settings.maxBundle;
  for (let i = 0; i < n; i += 1) {
    consider(i, 1 << i);
    for (let j = i + 1; j < n && max >= 2; j += 1) {
      consider(i, (1 << i) | (1 << j));
      for (let k = j + 1; k < n && max >= 3; k += 1) consider(i, (1 << i) | (1 << j) | (1 << k));
    }
  }
  const best = new Float64Array(full + 1).fill(Infinity);
  const choice: ({ mask: number; bundle: Bundle } | undefined)[] = new Array(full + 1);
  best[0] = 0;
  for (let mask = 1; mask <= full; mask += 1) {
    const first = 31 - Math.clz32(mask & -mask);
    for (const group of byFirst[first]!) {
      if ((group.mask & mask) !== group.mask) continue;
      const total = best[mask ^ group.mask]! + group.cost;
      if (total < best[mask]! - 1e-9) {
        best[mask] = total;
        choice[mask] = group;
      }
    }
  }
  const bundles: Bundle[] = [];
  for (let mask = full; mask; mask ^= choice[mask]!.mask) bundles.push(choice[mask]!.bundle);
  return bundles.sort((a, b) => a.readyAt - b.readyAt || compareIds(a.orders[0]!.id, b.orders[0]!.id));
}

function bestRuns(restaurant: Place, sorted: readonly OpenOrder[], context: BundlingContext): Bundle[] {
  const n = sorted.length;
  const best = new Float64Array(n + 1).fill(Infinity);
  const choice: (Bundle | undefined)[] = new Array(n + 1);
  best[0] = 0;
  for (let end = 1; end <= n; end += 1) {
    for (let size = 1; size <= Math.min(context.settings.maxBundle, end); size += 1) {
      const bundle = groupBundle(restaurant, sorted.slice(end - size, end), context);
      if (!bundle) break;
      const cost = best[end - size]! + tripCost(bundle, context);
      if (cost < best[end]! - 1e-9) {
        best[end] = cost;
        choice[end] = bundle;
      }
    }
  }
  const bundles: Bundle[] = [];
  for (let end = n; end > 0; end -= choice[end]!.orders.length) bundles.push(choice[end]!);
  return bundles.reverse();
}

const naturalOrder = new Intl.Collator('en', { numeric: true });

/** Ids compare as numbers when both are numeric ("o9" before "o10" as well), else as text. */
export function compareIds(a: string, b: string): number {
  return naturalOrder.compare(a, b);
}
