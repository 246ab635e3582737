import { estimatedRoute, straightLineMeters } from '@forkly/domain';
import type { LatLon } from '../../geo/index';
import { ExpiringCache } from '../../lib/expiring-cache';
import type { AppDeps } from '../../plugins/deps';

const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 1000;
/**
 * The app's checkout drives (`deps.checkoutDrives`, built in app.ts): the price list is asked again
 * at every quantity change, so the route between two points is kept a while.
 */
export function createCheckoutDrives(): ExpiringCache<RouteDrive> {
  return new ExpiringCache<RouteDrive>({ ttlMs: TTL_MS, max: MAX_ENTRIES });
}

/** The drive from the restaurant to the door: its length (the fee) and its time (the estimate). */
export interface RouteDrive {
  distanceMeters: number;
  durationSeconds: number;
}

const point = (p: LatLon) => `${p.latitude.toFixed(5)},${p.longitude.toFixed(5)}`;

/**
 * The drive from the restaurant to the door: the fastest route's length (which the delivery fee is
 * based on) and time, or the straight line x 1.3 at city speed when no route is found or the
 * provider fails.
 */
export async function routeDrive(deps: AppDeps, from: LatLon, to: LatLon): Promise<RouteDrive> {
  // Requests for a route still being found share that one search.
  return deps.checkoutDrives.get(`${point(from)};${point(to)}`, async () => {
    try {
      const [fastest] = await deps.geo.get().routes(from, to, { alternatives: false });
      if (fastest) return { distanceMeters: Math.round(fastest.distanceMeters), durationSeconds: Math.round(fastest.durationSeconds) };
    } catch {
      // The estimate below stands in.
    }
    return estimatedRoute(straightLineMeters(from, to));
  });
}
