import { estimatedRoute, straightLineMeters } from '@forkly/domain';
import type { LatLon } from '../../geo/index';
import type { AppDeps } from '../../plugins/deps';

const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 1000;
/** The price list is asked again at every quantity change: the route between two points is kept a while. */
const cache = new Map<string, { meters: number; until: number }>();

const point = (p: LatLon) => `${p.latitude.toFixed(5)},${p.longitude.toFixed(5)}`;

/**
 * Road distance from the restaurant to the door, which the delivery fee is based on: the fastest
 * route's length, or the straight line x 1.3 when no route is found or the provider fails.
 */
export async function routeDistanceMeters(deps: AppDeps, from: LatLon, to: LatLon): Promise<number> {
  const key = `${point(from)};${point(to)}`;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.until > now) return hit.meters;
  let meters: number;
  try {
    const [fastest] = await deps.geo.get().routes(from, to, { alternatives: false });
    meters = fastest ? Math.round(fastest.distanceMeters) : estimatedRoute(straightLineMeters(from, to)).distanceMeters;
  } catch {
    meters = estimatedRoute(straightLineMeters(from, to)).distanceMeters;
  }
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, { meters, until: now + TTL_MS });
  return meters;
}
