import { loadDuisburgOutline } from './duisburg-areas';
import { type GeoProvider, type LatLon } from './provider';
import { seededRandom } from './seeded-random';

export interface RouteBenchFigures {
  pairs: number;
  /** Pairs for which a route was found. */
  found: number;
  /** Pairs offered at least one alternative. */
  withAlternatives: number;
  meanRoutes: number;
  totalMs: number;
  meanMs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

/** n pairs of points inside the Duisburg outline, the same for the same seed. */
export function randomCityPairs(n: number, seed = 1): [LatLon, LatLon][] {
  const outline = loadDuisburgOutline();
  const random = seededRandom(seed);
  const point = (): LatLon => {
    for (;;) {
      const longitude = random.between(outline.minLon, outline.maxLon);
      const latitude = random.between(outline.minLat, outline.maxLat);
      if (outline.contains(longitude, latitude)) return { latitude, longitude };
    }
  };
  return Array.from({ length: n }, () => [point(), point()]);
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! : 0;
}

/**
 * Times `routes(from, to, {alternatives: true})` for n random pairs across the demo city, one
 * after another (latency, not throughput).
 */
export async function benchRoutes(provider: GeoProvider, n: number, seed = 1): Promise<RouteBenchFigures> {
  const times: number[] = [];
  let found = 0;
  let withAlternatives = 0;
  let routes = 0;
  for (const [from, to] of randomCityPairs(n, seed)) {
    const started = performance.now();
    const result = await provider.routes(from, to, { alternatives: true });
    times.push(performance.now() - started);
    if (result.length > 0) found++;
    if (result.length > 1) withAlternatives++;
    routes += result.length;
  }
  const sorted = [...times].sort((a, b) => a - b);
  const totalMs = times.reduce((a, b) => a + b, 0);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    pairs: n,
    found,
    withAlternatives,
    meanRoutes: n ? routes / n : 0,
    totalMs: round(totalMs),
    meanMs: round(n ? totalMs / n : 0),
    p50Ms: round(percentile(sorted, 0.5)),
    p95Ms: round(percentile(sorted, 0.95)),
    maxMs: round(sorted[sorted.length - 1] ?? 0),
  };
}
