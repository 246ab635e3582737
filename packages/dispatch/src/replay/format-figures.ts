import type { ReplayFigures } from './replay-metrics';

const pct = (share: number) => `${(100 * share).toFixed(1)} %`;

/** The figures of one replay, one per line, as the README explains them. */
export function formatFigures(f: ReplayFigures): string {
  return [
    `orders delivered            ${f.delivered} of ${f.orders}`,
    `on time (≤ 40 min)          ${pct(f.onTime)} (at most ${pct(f.onTimeCeiling)} can be: the others' lower bound is above 40 min)`,
    `click-to-door mean / p90    ${f.meanClickToDoor.toFixed(1)} / ${f.p90ClickToDoor} min (lower bound ${f.meanLowerBound.toFixed(1)}, ratio ${(f.meanClickToDoor / f.meanLowerBound).toFixed(2)}×)`,
    `food waiting for pickup     ${f.meanReadyToPickup.toFixed(1)} min mean`,
    `orders per trip             ${f.ordersPerTrip.toFixed(2)}`,
    `promise kept within ±5 min  ${pct(f.promiseWithin5)} (mean error ${f.promiseMeanAbsError.toFixed(1)} min)`,
    `round p99                   ${f.roundP99Ms.toFixed(1)} ms`,
  ].join('\n');
}
