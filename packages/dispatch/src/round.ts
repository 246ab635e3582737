import { bundleRestaurant, compareIds } from './bundling';
import { courierMinuteCost, measureLoad, restaurantReach, type Reach } from './courier-supply';
import { joinTrips } from './join-trips';
import { minCostMatching, type SparseRow } from './min-cost-matching';
import { committedPlans, estimatePlan } from './plan-estimates';
import { bundleCost, earliestPickup, type Bundle } from './trip-plan';
import {
  DEFAULT_SETTINGS,
  type CourierState,
  type Decision,
  type DispatchSettings,
  type HoldReason,
  type OpenOrder,
  type OrderPlan,
  type RoundInput,
  type RoundResult,
  type TripDecision,
} from './types';

/** A bundle left for a later round is priced as if its best courier came this much later. */
const POSTPONE_MINUTES = 10;

interface Candidate {
  courier: CourierState;
  cost: number;
  arriveAt: number;
  pickupAt: number;
  /** When the courier should leave to reach the restaurant as the food is ready (not before it may). */
  idealLeaveAt: number;
}

/**
 * One dispatch round (decision 033): on a rolling horizon, every open order is planned against
 * every courier at once, and a courier is sent only when waiting longer would make it late.
 *
 * 1. Orders join couriers already bound for their restaurant when that is cheaper than a trip of
 *    their own.
 * 2. Each restaurant's other orders within the horizon are cut into bundles (bundling.ts); how much
 *    a saved trip is worth follows how scarce couriers are (courier-supply.ts).
 * 3. Bundles and couriers, busy ones at the end of their trip included, are matched at minimum total
 *    cost (min-cost-matching.ts); each bundle may also stay unmatched at the price of a late courier.
 *    Orders their kitchen has accepted are bundled and matched first; those still awaiting it come
 *    after, with the couriers as the first matching leaves them.
 * 4. A matched courier that is idle and should leave before the next round is sent; every other
 *    bundle is held and planned again next round, when more orders may join it or a better courier
 *    may be free.
 *
 * Deterministic: the same input gives the same decisions (orders and couriers are read in id order).
 */
export function planRound(input: RoundInput): RoundResult {
  const settings: DispatchSettings = { ...DEFAULT_SETTINGS, ...input.settings };
  const { now, travel } = input;
  const orders = [...input.orders].sort((a, b) => compareIds(a.id, b.id));
  const byId = new Map(orders.map((o) => [o.id, o]));
  const couriers = input.couriers.filter((c) => c.shiftEnd >= now).sort((a, b) => compareIds(a.id, b.id));
  const inTrips = new Set(couriers.flatMap((c) => c.trip?.orderIds ?? []));
  const unassigned = orders.filter((o) => !inTrips.has(o.id));

  const reach = restaurantReach(now, unassigned, couriers, travel, settings);
  const load = measureLoad(now, unassigned, couriers, reach, travel, settings);
  const minuteCost = courierMinuteCost(load, settings);

  const joins = joinTrips({ now, orders: unassigned, byId, couriers, travel, settings, reach, minuteCost });
  const joined = new Set(joins.flatMap((j) => j.addedOrderIds));

  const decisions: Decision[] = [...joins];
  const plan: OrderPlan[] = committedPlans(couriers, byId, joins, settings, travel);
  const waiting = unassigned.filter((o) => !joined.has(o.id));
  const inHorizon = waiting.filter((o) => o.readyAt <= now + settings.horizonMinutes);
  for (const order of waiting) if (order.readyAt > now + settings.horizonMinutes) plan.push(estimatePlan(order, now, reach, travel, settings, 'notYet'));

  // Food a kitchen has said it will cook gets couriers first (decision 034): a courier is never kept
  // for orders a kitchen may still refuse while an accepted one waits. The orders awaiting their
  // kitchen are then planned, for their estimates only, with the couriers left and those done after
  // their new trips.
  const firm = bundlesByRestaurant(inHorizon.filter(isSendable), reach, minuteCost, travel, settings);
  const firmCandidates = firm.map((bundle) => bestCouriers(bundle, couriers, now, minuteCost, travel, settings));
  const firmMatched = matchBundles(firm, firmCandidates, now, minuteCost, reach, settings);
  const pending = bundlesByRestaurant(
    inHorizon.filter((o) => !isSendable(o)),
    reach,
    minuteCost,
    travel,
    settings,
  );
  const afterFirm = couriersAfter(couriers, firm, firmMatched);
  const pendingCandidates = pending.map((bundle) => bestCouriers(bundle, afterFirm, now, minuteCost, travel, settings));
  const bundles = [...firm, ...pending];
  const candidates = [...firmCandidates, ...pendingCandidates];
  const matched = [...firmMatched, ...matchBundles(pending, pendingCandidates, now, minuteCost, reach, settings)];

  for (let b = 0; b < bundles.length; b += 1) {
    const bundle = bundles[b]!;
    const choice = matched[b];
    if (!choice) {
      // Planned as the matching priced it: its best courier of this round, that much later.
      const pickupAt = postponedPickup(bundle, candidates[b]!, now, settings);
      bundle.orders.forEach((order, i) => plan.push({ orderId: order.id, pickupAt, dropoffAt: pickupAt + bundle.dropoffOffsets[i]!, hold: 'noCourier' }));
      continue;
    }
    const reason = holdReason(bundle, choice, now, settings);
    if (!reason) decisions.push(sendTrip(bundle, choice, now, travel, settings));
    bundle.orders.forEach((order, i) => {
      plan.push({
        orderId: order.id,
        courierId: choice.courier.id,
        pickupAt: choice.pickupAt,
        dropoffAt: choice.pickupAt + bundle.dropoffOffsets[i]!,
        hold: reason,
      });
    });
  }
  plan.sort((a, b) => compareIds(a.orderId, b.orderId));
  return { decisions, plan, load };
}

function bundlesByRestaurant(
  orders: readonly OpenOrder[],
  reach: Map<string, Reach>,
  minuteCost: number,
  travel: RoundInput['travel'],
  settings: DispatchSettings,
) {
  const groups = new Map<string, OpenOrder[]>();
  for (const order of orders) {
    const list = groups.get(order.restaurant);
    if (list) list.push(order);
    else groups.set(order.restaurant, [order]);
  }
  const bundles: Bundle[] = [];
  for (const restaurant of [...groups.keys()].sort(compareIds)) {
    const r = reach.get(restaurant)!;
    bundles.push(
      ...bundleRestaurant(restaurant, groups.get(restaurant)!, {
        travel,
        settings,
        earliestPickupAt: r.earliestPickupAt,
        approachMinutes: r.approachMinutes,
        courierMinuteCost: minuteCost,
      }),
    );
  }
  return bundles;
}

const isSendable = (order: OpenOrder) => order.sendable !== false;

/**
 * The couriers as they will be once the matched bundles are delivered: each matched courier free at
 * its bundle's last door, when it leaves it (busy couriers are planned from there, as above).
 */
function couriersAfter(couriers: readonly CourierState[], bundles: readonly Bundle[], matched: readonly (Candidate | undefined)[]): CourierState[] {
  const after = new Map<CourierState, CourierState>();
  bundles.forEach((bundle, b) => {
    const choice = matched[b];
    if (!choice) return;
    const lastDoor = bundle.orders[bundle.orders.length - 1]!.dropoff;
    after.set(choice.courier, { ...choice.courier, at: lastDoor, freeAt: choice.pickupAt + bundle.endOffset });
  });
  return couriers.map((courier) => after.get(courier) ?? courier);
}

/** The `candidatesPerBundle` couriers that would serve this bundle most cheaply, cheapest first. */
function bestCouriers(
  bundle: Bundle,
  couriers: readonly CourierState[],
  now: number,
  minuteCost: number,
  travel: RoundInput['travel'],
  settings: DispatchSettings,
): Candidate[] {
  const best: Candidate[] = [];
  const limit = settings.candidatesPerBundle;
  for (const courier of couriers) {
    const departAt = Math.max(now, courier.freeAt);
    const { arriveAt, pickupAt } = earliestPickup(bundle, courier.at, departAt, travel, settings);
    if (pickupAt > courier.shiftEnd) continue;
    const idealLeaveAt = Math.max(departAt, pickupAt - settings.pickupServiceMinutes / 2 - (arriveAt - departAt));
    const courierMinutes = pickupAt + bundle.endOffset - idealLeaveAt;
    const cost = bundleCost(bundle, pickupAt, settings) + minuteCost * courierMinutes;
    if (best.length === limit && cost >= best[limit - 1]!.cost) continue;
    const candidate = { courier, cost, arriveAt, pickupAt, idealLeaveAt };
    let i = best.length;
    if (best.length < limit) best.push(candidate);
    else i = limit - 1;
    while (i > 0 && best[i - 1]!.cost > cost) {
      best[i] = best[i - 1]!;
      i -= 1;
    }
    best[i] = candidate;
  }
  return best;
}

/** Matches bundles to couriers at minimum total cost; `undefined` where a bundle is better left for later. */
function matchBundles(
  bundles: readonly Bundle[],
  candidates: readonly Candidate[][],
  now: number,
  minuteCost: number,
  reach: Map<string, Reach>,
  settings: DispatchSettings,
): (Candidate | undefined)[] {
  if (!bundles.length) return [];
  const columnOf = new Map<CourierState, number>();
  const rows: SparseRow[] = bundles.map((bundle, b) => {
    const columns: number[] = [];
    const costs: number[] = [];
    for (const candidate of candidates[b]!) {
      let column = columnOf.get(candidate.courier);
      if (column === undefined) {
        column = columnOf.size;
        columnOf.set(candidate.courier, column);
      }
      columns.push(column);
      costs.push(candidate.cost);
    }
    // Waiting for a later round is priced as the best courier of this round coming later still:
    // it is chosen only when that courier is worth more to another bundle, so no order waits while
    // a courier who could take it stands idle. Ties go to a real courier.
    const laterPickup = postponedPickup(bundle, candidates[b]!, now, settings);
    const approach = reach.get(bundle.restaurant)!.approachMinutes;
    const postpone = bundleCost(bundle, laterPickup, settings) + minuteCost * (approach + bundle.endOffset) + 1e-6;
    columns.push(-1 - b);
    costs.push(postpone);
    return { columns, costs };
  });
  const realColumns = columnOf.size;
  for (const [b, row] of rows.entries()) {
    const columns = row.columns as number[];
    columns[columns.length - 1] = realColumns + b;
  }
  const chosen = minCostMatching(rows, realColumns + bundles.length);
  const courierAt: CourierState[] = [];
  for (const [courier, column] of columnOf) courierAt[column] = courier;
  return bundles.map((_, b) => {
    const column = chosen[b]!;
    if (column >= realColumns) return undefined;
    return candidates[b]!.find((c) => c.courier === courierAt[column]);
  });
}

/** When a bundle left for a later round is expected to be picked up. */
function postponedPickup(bundle: Bundle, candidates: readonly Candidate[], now: number, settings: DispatchSettings): number {
  const best = candidates[0];
  return best ? best.pickupAt + POSTPONE_MINUTES : Math.max(bundle.readyAt, now + settings.horizonMinutes);
}

/** Why a matched bundle is not sent this round, or undefined when its courier leaves now. */
function holdReason(bundle: Bundle, choice: Candidate, now: number, settings: DispatchSettings): HoldReason | undefined {
  if (!bundle.orders.every(isSendable)) return 'kitchen';
  if (choice.courier.freeAt > now || choice.courier.trip) return 'courierBusy';
  if (choice.idealLeaveAt >= now + Math.max(settings.roundMinutes, settings.commitLeadMinutes)) return 'waiting';
  return undefined;
}

function sendTrip(bundle: Bundle, choice: Candidate, now: number, travel: RoundInput['travel'], settings: DispatchSettings): TripDecision {
  const leaveAt = Math.max(now, choice.idealLeaveAt);
  const arriveAt = leaveAt + travel(choice.courier.at, bundle.restaurant);
  const pickupAt = Math.max(arriveAt + settings.pickupServiceMinutes / 2, bundle.readyAt);
  return {
    kind: 'trip',
    courierId: choice.courier.id,
    restaurant: bundle.restaurant,
    orderIds: bundle.orders.map((o) => o.id),
    leaveAt,
    arriveAt,
    pickupAt,
    dropoffAt: bundle.dropoffOffsets.map((offset) => pickupAt + offset),
  };
}
