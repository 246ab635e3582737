import { estimatedRoute, straightLineMeters } from '@forkly/domain';
import type { LatLon } from '../../geo/index';
import { ExpiringCache } from '../../lib/expiring-cache';
import type { AppDeps } from '../../plugins/deps';

const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 1000;
/** The price list is asked again at every quantity change: the route between two points is kept a while. */
const cache = new ExpiringCache<number>({ ttlMs: TTL_MS, max: MAX_ENTRIES });

const point = (p: LatLon) => `${p.latitude.toFixed(5)},${p.longitude.toFixed(5)}`;

/**
 * Road distance from the restaurant to the door, which the delivery fee is based on: the fastest
 * route's length, or the straight line x 1.3 when no route is found or the provider fails.
 */
export async function routeDistanceMeters(deps: AppDeps, from: LatLon, to: LatLon): Promise<number> {
  // Requests for a route still being found share that one search.
  return cache.get(`${point(from)};${point(to)}`, async () => {
    try {
      const [fastest] = await deps.geo.get().routes(from, to, { alternatives: false });
      return fastest ? Math.round(fastest.distanceMeters) : estimatedRoute(straightLineMeters(from, to)).distanceMeters;
    } catch {
      return estimatedRoute(straightLineMeters(from, to)).distanceMeters;
    }
  });
}
