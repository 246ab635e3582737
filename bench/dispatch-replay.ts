import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { planRound, type CourierState, type OpenOrder } from '@forkly/dispatch';
import {
  checkFeasibility,
  checkReplayRules,
  enginePolicy,
  isFeasible,
  naivePolicy,
  readInstance,
  replayFigures,
  simulate,
  solutionFiles,
  type ReplayFigures,
} from '@forkly/dispatch/replay';

const INSTANCES = fileURLToPath(new URL('../packages/dispatch/mdrp/', import.meta.url));

/** Issue 24's goals, printed beside the figures, never asserted. */
const GOALS = { onTime: 0.9, clickToDoorRatio: 1.3, readyToPickup: 5, promiseWithin5: 0.8, promiseError: 4, replaySeconds: 60, roundP99Ms: 50 };

const pct = (share: number) => `${(100 * share).toFixed(1)} %`.padStart(7);
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

/**
 * Issue 24's replay table: every shared Grubhub day through the engine and, beside it, the rule
 * before it (the nearest idle courier when the food is ready, one order a trip).
 */
export async function benchReplays(): Promise<void> {
  const names = (await readdir(INSTANCES, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
  console.log('\nDispatch replay on Grubhub\'s MDRP days (engine beside the naive rule; "ceiling": orders whose lower bound is within 40 min)');
  console.log(
    `  ${'instance'.padEnd(16)} ${'delivered'.padStart(11)} ${'on time'.padStart(15)} ${'ceiling'.padStart(7)} ${'c2d mean/p90 (LB)'.padStart(21)} ${'food waits'.padStart(11)} ${'per trip'.padStart(9)} ${'promise ±5'.padStart(15)} ${'error'.padStart(11)} ${'replay'.padStart(7)} feasible`,
  );
  const all: ReplayFigures[] = [];
  const naiveAll: ReplayFigures[] = [];
  let slowest = 0;
  let worstRound = 0;
  let feasible = true;
  let neverBelowNaive = true;
  for (const name of names.sort()) {
    const instance = await readInstance(`${INSTANCES}${name}`, name);
    const started = performance.now();
    const result = simulate(instance, enginePolicy());
    const seconds = (performance.now() - started) / 1000;
    const engine = replayFigures(instance, result);
    const naive = replayFigures(instance, simulate(instance, naivePolicy()));
    const ok = isFeasible([...checkFeasibility(instance, solutionFiles(instance, result)), ...checkReplayRules(instance, result)]);
    all.push(engine);
    naiveAll.push(naive);
    slowest = Math.max(slowest, seconds);
    worstRound = Math.max(worstRound, engine.roundP99Ms);
    feasible &&= ok;
    neverBelowNaive &&= engine.onTime >= naive.onTime;
    console.log(
      `  ${name.padEnd(16)} ${`${engine.delivered}/${engine.orders}`.padStart(9)}  ${pct(engine.onTime)} (${pct(naive.onTime).trim()}) ${pct(engine.onTimeCeiling)} ${`${engine.meanClickToDoor.toFixed(1)}/${engine.p90ClickToDoor} (${engine.meanLowerBound.toFixed(1)})`.padStart(21)} ${`${engine.meanReadyToPickup.toFixed(1)} (${naive.meanReadyToPickup.toFixed(0)})`.padStart(11)} ${engine.ordersPerTrip.toFixed(2).padStart(9)} ${pct(engine.promiseWithin5)} (${pct(naive.promiseWithin5).trim()}) ${`${engine.promiseMeanAbsError.toFixed(1)} (${naive.promiseMeanAbsError.toFixed(0)})`.padStart(11)} ${`${seconds.toFixed(1)} s`.padStart(7)} ${ok ? 'yes' : 'NO'}`,
    );
  }
  const mean = (list: ReplayFigures[], pick: (f: ReplayFigures) => number) => list.reduce((sum, f) => sum + pick(f), 0) / list.length;
  const onTime = mean(all, (f) => f.onTime);
  const ratio = mean(all, (f) => f.meanClickToDoor / f.meanLowerBound);
  const waits = mean(all, (f) => f.meanReadyToPickup);
  const promise = mean(all, (f) => f.promiseWithin5);
  const error = mean(all, (f) => f.promiseMeanAbsError);
  const delivered = all.every((f) => f.delivered === f.orders);
  console.log(`  mean over ${all.length} days (naive in brackets):`);
  console.log(
    `    orders delivered, every day     ${delivered ? 'all' : 'not all'} (goal 100 %: ${verdict(delivered)}; an order ready after the last courier's off-time cannot be)`,
  );
  console.log(
    `    on time                         ${pct(onTime)} (${pct(mean(naiveAll, (f) => f.onTime)).trim()})  goal ≥ 90 %: ${verdict(onTime >= GOALS.onTime)}; never below naive: ${verdict(neverBelowNaive)}`,
  );
  console.log(
    `    click-to-door ÷ lower bound     ${ratio.toFixed(2)}× (${mean(naiveAll, (f) => f.meanClickToDoor / f.meanLowerBound).toFixed(2)}×)  goal ≤ ${GOALS.clickToDoorRatio}×: ${verdict(ratio <= GOALS.clickToDoorRatio)}`,
  );
  console.log(
    `    food waiting for pickup         ${waits.toFixed(1)} min (${mean(naiveAll, (f) => f.meanReadyToPickup).toFixed(1)})  goal ≤ ${GOALS.readyToPickup} min: ${verdict(waits <= GOALS.readyToPickup)}`,
  );
  console.log(`    orders per trip                 ${mean(all, (f) => f.ordersPerTrip).toFixed(2)} (1.00)`);
  console.log(
    `    promise kept within ±5 min      ${pct(promise)} (${pct(mean(naiveAll, (f) => f.promiseWithin5)).trim()})  goal ≥ 80 %: ${verdict(promise >= GOALS.promiseWithin5)}`,
  );
  console.log(
    `    promise mean absolute error     ${error.toFixed(1)} min (${mean(naiveAll, (f) => f.promiseMeanAbsError).toFixed(1)})  goal ≤ ${GOALS.promiseError} min: ${verdict(error <= GOALS.promiseError)}`,
  );
  console.log(
    `    slowest replay                  ${slowest.toFixed(1)} s  goal ≤ ${GOALS.replaySeconds} s: ${verdict(slowest <= GOALS.replaySeconds)}; worst round p99 ${worstRound.toFixed(1)} ms`,
  );
  console.log(`    feasible (evaluator's checks)   ${feasible ? 'every day' : 'NOT every day'}`);
}

/** A seeded generator, so every run rounds the same city. */
function seeded(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
}

/**
 * One production-sized round (issue 24): 400 couriers and 200 open orders at 40 restaurants in a
 * 12 km city, a quarter of the couriers on a trip; travel times from a table, as the server reads
 * them from the road router's. Rounds run a minute apart on the same city as orders age.
 */
export function benchEngineRound(rounds = 300): { p50Ms: number; p99Ms: number; decisions: number } {
  const random = seeded(7);
  const places = new Map<string, number>();
  const xs: number[] = [];
  const ys: number[] = [];
  const point = (id: string) => {
    places.set(id, xs.length);
    xs.push(random() * 12_000);
    ys.push(random() * 12_000);
  };
  for (let r = 0; r < 40; r += 1) point(`r${r}`);
  const couriers: CourierState[] = Array.from({ length: 400 }, (_, i) => {
    point(`c${i}`);
    const busy = i % 4 === 0;
    return {
      id: `c${i}`,
      at: `c${i}`,
      freeAt: busy ? 5 + (i % 20) : 0,
      shiftEnd: 600,
      trip: busy ? { restaurant: `r${i % 40}`, orderIds: [`x${i}`], pickedUp: true } : undefined,
    };
  });
  const orders: OpenOrder[] = Array.from({ length: 200 }, (_, i) => {
    point(`o${i}`);
    const placedAt = -Math.floor(random() * 20);
    return { id: `o${i}`, restaurant: `r${Math.floor(random() * 40)}`, dropoff: `o${i}`, placedAt, readyAt: placedAt + 10 + Math.floor(random() * 25) };
  });
  // The table the server keeps: every pair's minutes, looked up by place.
  const n = xs.length;
  const table = new Float64Array(n * n);
  for (let a = 0; a < n; a += 1) for (let b = 0; b < n; b += 1) table[a * n + b] = Math.ceil(Math.hypot(xs[a]! - xs[b]!, ys[a]! - ys[b]!) / 320);
  const travel = (from: string, to: string) => table[places.get(from)! * n + places.get(to)!]!;
  const timings: number[] = [];
  let decisions = 0;
  for (let now = 0; now < rounds; now += 1) {
    const started = performance.now();
    const result = planRound({ now: now % 30, orders, couriers, travel });
    timings.push(performance.now() - started);
    decisions += result.decisions.length;
  }
  timings.sort((a, b) => a - b);
  const at = (p: number) => timings[Math.min(timings.length - 1, Math.ceil(p * timings.length) - 1)]!;
  return { p50Ms: at(0.5), p99Ms: at(0.99), decisions };
}

export function printEngineRound(): void {
  const round = benchEngineRound();
  console.log(`\nOne dispatch round, 400 couriers and 200 open orders (the engine alone, travel from a table; 300 rounds)`);
  console.log(
    `  p50 ${round.p50Ms.toFixed(1)} ms, p99 ${round.p99Ms.toFixed(1)} ms  (goal p99 ≤ ${GOALS.roundP99Ms} ms: ${verdict(round.p99Ms <= GOALS.roundP99Ms)})`,
  );
}
