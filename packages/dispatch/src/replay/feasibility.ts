import { instanceTravel, type MdrpInstance } from './mdrp-instance';
import type { DrivenTrip, ReplayResult } from './simulate';
import type { SolutionFiles } from './solution-files';

/** One of the evaluator's checks, or one of ours, and what broke it. */
export interface CheckResult {
  check: string;
  violations: string[];
}

const rowsOf = (text: string) =>
  text
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((cells) => cells.length > 1);

/** Index of the last time strictly before `x`, as Python's `bisect_left(times, x) - 1`. */
function lastBefore(times: readonly number[], x: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (times[mid]! < x) low = mid + 1;
    else high = mid;
  }
  return low - 1;
}

/**
 * The nine feasibility checks of Grubhub's evaluator (`compute_performance_summary.py`, one line of
 * its report each), on the solution files read as the evaluator reads them.
 */
export function checkFeasibility(instance: MdrpInstance, files: SolutionFiles): CheckResult[] {
  const travel = instanceTravel(instance);
  const orders = new Map(instance.orders.map((o) => [o.id, o]));
  const couriers = new Map(instance.couriers.map((c) => [c.id, c]));
  const assignments = rowsOf(files['solution_info_assignments.txt']).map(([assignedAt, pickupAt, courier, ...bundle]) => ({
    assignedAt: Number(assignedAt),
    pickupAt: Number(pickupAt),
    courier: courier!,
    bundle,
  }));
  const delivered = new Map(
    rowsOf(files['solution_info_orders.txt']).map(([id, , , pickupAt, dropoffAt, courier]) => [
      id!,
      { pickupAt: Number(pickupAt), dropoffAt: Number(dropoffAt), courier: courier! },
    ]),
  );
  const moves = new Map<string, { departAt: number; origin: string; destination: string }[]>();
  for (const [courier, departAt, origin, destination] of rowsOf(files['solution_info_couriers.txt'])) {
    const list = moves.get(courier!) ?? [];
    list.push({ departAt: Number(departAt), origin: origin === '0' ? courier! : origin!, destination: destination! });
    moves.set(courier!, list);
  }
  const results: CheckResult[] = [];
  const check = (name: string, find: (report: (v: string) => void) => void) => {
    const violations: string[] = [];
    find((v) => violations.push(v));
    results.push({ check: name, violations });
  };

  check('every order is in at most one assignment', (report) => {
    const seen = new Set<string>();
    for (const a of assignments) {
      for (const o of a.bundle) {
        if (seen.has(o)) report(o);
        seen.add(o);
      }
    }
  });
  check('assignments are never made before information is revealed', (report) => {
    for (const a of assignments) for (const o of a.bundle) if (a.assignedAt < orders.get(o)!.placedAt) report(`${o} assigned at ${a.assignedAt}`);
  });
  check('bundle picked up before off-time of courier', (report) => {
    for (const a of assignments) if (couriers.get(a.courier)!.offTime < a.pickupAt) report(`${a.courier} picks up at ${a.pickupAt}`);
  });
  check('bundle pickup times respect ready times', (report) => {
    for (const a of assignments) for (const o of a.bundle) if (orders.get(o)!.readyAt > a.pickupAt) report(`${o} picked up at ${a.pickupAt}`);
  });
  check('dropoffs follow the prescribed sequence', (report) => {
    for (const a of assignments) {
      let previous: number | undefined;
      for (const o of a.bundle) {
        const drop = delivered.get(o)?.dropoffAt;
        if (drop === undefined) continue;
        if (previous !== undefined && drop < previous + instance.dropoffServiceMinutes) report(`${o} dropped at ${drop}`);
        previous = drop;
      }
    }
  });

  const timelines = new Map<string, { times: number[]; places: string[] }>();
  check('continuity in sequence of origin-destination pairs', (report) => {
    for (const [courier, list] of moves) {
      const timeline = { times: [couriers.get(courier)!.onTime], places: [courier] };
      for (const move of list) {
        if (move.origin !== timeline.places[timeline.places.length - 1]) report(`${courier} leaves ${move.origin}`);
        timeline.times.push(move.departAt, move.departAt + travel(move.origin, move.destination));
        timeline.places.push('', move.destination);
      }
      timelines.set(courier, timeline);
    }
  });
  check('departures and arrival time are consistent in time', (report) => {
    for (const [courier, { times }] of timelines) if (times.some((t, i) => i > 0 && t < times[i - 1]!)) report(courier);
  });
  check('dropoff times and locations are consistent', (report) => {
    for (const [id, d] of delivered) {
      const timeline = timelines.get(d.courier);
      const i = timeline ? lastBefore(timeline.times, d.dropoffAt) : -1;
      if (!timeline || timeline.places[i] !== id) report(`${id} at ${d.dropoffAt}`);
    }
  });
  check('pickup times and locations are consistent', (report) => {
    for (const a of assignments) {
      const timeline = timelines.get(a.courier);
      const restaurant = orders.get(a.bundle[0]!)!.restaurant;
      const i = timeline ? lastBefore(timeline.times, a.pickupAt) : -1;
      if (!timeline || timeline.places[i] !== restaurant) report(`${a.bundle.join(',')} at ${a.pickupAt}`);
    }
  });

  return results;
}

export function isFeasible(results: readonly CheckResult[]): boolean {
  return results.every((r) => r.violations.length === 0);
}

/**
 * The rules the evaluator leaves unchecked that the replay keeps, on the trips as driven: no courier
 * leaves before its shift or before it was sent, pickup and drop-off take their service time on the
 * spot (half before the moment, half after), and each trip starts where the courier's last one ended.
 */
export function checkReplayRules(instance: MdrpInstance, result: ReplayResult): CheckResult[] {
  const travel = instanceTravel(instance);
  const couriers = new Map(instance.couriers.map((c) => [c.id, c]));
  const halfPickup = instance.pickupServiceMinutes / 2;
  const halfDropoff = instance.dropoffServiceMinutes / 2;
  const sent: string[] = [];
  const service: string[] = [];
  const chained: string[] = [];
  const byCourier = new Map<string, DrivenTrip[]>();
  for (const trip of result.trips) {
    const courier = couriers.get(trip.courierId)!;
    if (trip.leaveAt < trip.sentAt || trip.leaveAt < courier.onTime) sent.push(`${trip.courierId} leaves at ${trip.leaveAt}`);
    if (trip.arriveAt !== trip.leaveAt + travel(trip.from, trip.restaurant) || trip.pickupAt < trip.arriveAt + halfPickup)
      service.push(`${trip.orderIds.join(',')} pickup`);
    let clock = trip.pickupAt + halfPickup;
    let from = trip.restaurant;
    trip.orderIds.forEach((id, i) => {
      clock += travel(from, id);
      if (trip.dropoffAt[i] !== clock + halfDropoff) service.push(`${id} drop-off`);
      clock += instance.dropoffServiceMinutes;
      from = id;
    });
    byCourier.set(trip.courierId, [...(byCourier.get(trip.courierId) ?? []), trip]);
  }
  for (const [courierId, trips] of byCourier) {
    trips.sort((a, b) => a.leaveAt - b.leaveAt);
    let at = courierId;
    let freeAt = -Infinity;
    for (const trip of trips) {
      if (trip.from !== at || trip.leaveAt < freeAt) chained.push(`${courierId} at ${trip.leaveAt}`);
      at = trip.orderIds[trip.orderIds.length - 1]!;
      freeAt = trip.endAt;
    }
  }
  return [
    { check: 'no courier leaves before its shift or before it was sent', violations: sent },
    { check: 'pickups and drop-offs take their service time on the spot', violations: service },
    { check: 'each trip starts where and after the last one ended', violations: chained },
  ];
}
