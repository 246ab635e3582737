import { estimatedRoute, straightLineMeters } from '@forkly/domain';
import { type LatLon, type TravelTimes } from './provider';

/**
 * The straight-line guess the app already uses when no route is known (straight line × 1.3 at
 * 25 km/h, estimatedRoute in @forkly/domain); Infinity for a point that is not a coordinate at all.
 */
export function estimatedSeconds(from: LatLon, to: LatLon): number {
  const seconds = estimatedRoute(straightLineMeters(from, to)).durationSeconds;
  return Number.isFinite(seconds) ? seconds : Infinity;
}

/** A whole matrix of estimates, row-major like travelMatrix. */
export function estimatedMatrix(origins: LatLon[], destinations: LatLon[]): Float64Array {
  return fillEstimates(new Float64Array(origins.length * destinations.length).fill(NaN), origins, destinations);
}

/** Puts the estimate wherever the router could not tell (NaN: a point near no road). */
export function fillEstimates(matrix: Float64Array, origins: LatLon[], destinations: LatLon[]): Float64Array {
  const columns = destinations.length;
  for (let k = 0; k < matrix.length; k++) {
    if (Number.isNaN(matrix[k])) matrix[k] = estimatedSeconds(origins[Math.floor(k / columns)]!, destinations[k % columns]!);
  }
  return matrix;
}

/**
 * An external service gets this long for a whole matrix: the dispatcher builds one before each
 * round, a minute apart, and an estimate now beats a table after the round should have run.
 */
export const MATRIX_DEADLINE_MS = 10_000;

/**
 * The source's matrix, or estimates everywhere when there is no source (Google: its Route Matrix
 * is billed per element, and a round asks for about 100,000) or when it fails or is late. Never
 * rejects: the dispatcher must always get numbers.
 */
export async function matrixOrEstimate(
  source: (() => TravelTimes) | null,
  origins: LatLon[],
  destinations: LatLon[],
  deadlineMs = MATRIX_DEADLINE_MS,
): Promise<Float64Array> {
  if (!source || origins.length === 0 || destinations.length === 0) return estimatedMatrix(origins, destinations);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), deadlineMs);
  });
  try {
    const matrix = await Promise.race([source().travelMatrix(origins, destinations), late]);
    return matrix ?? estimatedMatrix(origins, destinations);
  } catch {
    return estimatedMatrix(origins, destinations);
  } finally {
    clearTimeout(timer);
  }
}
