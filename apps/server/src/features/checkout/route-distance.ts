import { estimatedRoute, straightLineMeters } from '@forkly/domain';
import type { LatLon } from '../../geo/index';
import type { AppDeps } from '../../plugins/deps';

const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 1000;
/**
 * The price list is asked again at every quantity change and make-order asks once more: the route
 * between two points is computed once per basket and kept a while. The promise is kept, so calls
 * that arrive while it is being computed wait for that one computation (decision 021).
 */
const cache = new Map<string, { meters: Promise<number>; until: number }>();

const point = (p: LatLon) => `${p.latitude.toFixed(5)},${p.longitude.toFixed(5)}`;

/**
 * Road distance from the restaurant to the door, which the delivery fee is based on: the fastest
 * route's length, or the straight line x 1.3 when no route is found or the provider fails.
 */
export function routeDistanceMeters(deps: AppDeps, from: LatLon, to: LatLon): Promise<number> {
  const key = `${point(from)};${point(to)}`;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.until > now) return hit.meters;
  const meters = computeMeters(deps, from, to);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, { meters, until: now + TTL_MS });
  return meters;
}

async function computeMeters(deps: AppDeps, from: LatLon, to: LatLon): Promise<number> {
  try {
    const [fastest] = await deps.geo.get().routes(from, to, { alternatives: false });
    return fastest ? Math.round(fastest.distanceMeters) : estimatedRoute(straightLineMeters(from, to)).distanceMeters;
  } catch {
    return estimatedRoute(straightLineMeters(from, to)).distanceMeters;
  }
}
