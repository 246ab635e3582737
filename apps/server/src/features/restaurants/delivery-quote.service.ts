import { LRUCache } from 'lru-cache';
import { centsToEuro } from '@forkly/contracts';
import { deliveryFeeCents, estimatedDeliveryMinutes, estimatedRoute, straightLineMeters } from '@forkly/domain';
import type { Restaurant } from '../../db/schema/index';
import type { GeoProvider } from '../../geo/index';
import type { AppDeps } from '../../plugins/deps';
import type { Point } from './restaurants.repo';

/** What delivering from a restaurant to a point costs and takes. */
export interface DeliveryQuote {
  /** Straight-line metres (what the radius is judged by). */
  straightMeters: number;
  routeMeters: number;
  driveSeconds: number;
  /** True when routing failed and the route is straight line x 1.3. */
  estimated: boolean;
  feeCents: number;
  etaMinutes: number;
}

type QuotedRestaurant = Pick<
  Restaurant,
  'id' | 'latitude' | 'longitude' | 'preparationMinutes' | 'deliveryFeeBaseCents' | 'deliveryFeePerKmCents' | 'freeDeliveryDistanceMeters'
>;
type Drive = { distanceMeters: number; durationSeconds: number; estimated: boolean };

/** A route is worth keeping a while: a customer scrolls and comes back to the same list. */
const ROUTE_TTL_MS = 15 * 60_000;
const ROUTE_CACHE_SIZE = 5000;
/** A list page must not wait on a slow route longer than this; the estimate stands in. */
const ROUTE_TIMEOUT_MS = 3000;

/**
 * The app's drives from restaurants to customers' points (`deps.quoteDrives`, built in app.ts): an
 * LRU (lru-cache) of the routes one provider drew. A drive belongs to the provider that found it,
 * so another provider (a test that swaps it) starts from an empty cache.
 */
export class QuoteDrives {
  private provider: GeoProvider | undefined;
  private readonly drives = new LRUCache<string, Drive>({ max: ROUTE_CACHE_SIZE, ttl: ROUTE_TTL_MS });

  of(provider: GeoProvider): LRUCache<string, Drive> {
    if (provider !== this.provider) {
      this.drives.clear();
      this.provider = provider;
    }
    return this.drives;
  }
}

async function routeOrEstimate(provider: GeoProvider, from: Point, to: Point): Promise<Drive> {
  const straight = straightLineMeters(from, to);
  const fallback = (): Drive => ({ ...estimatedRoute(straight), estimated: true });
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ROUTE_TIMEOUT_MS)));
    const routes = await Promise.race([provider.routes(from, to), timeout]);
    const fastest = routes?.[0];
    return fastest ? { distanceMeters: fastest.distanceMeters, durationSeconds: fastest.durationSeconds, estimated: false } : fallback();
  } catch {
    return fallback();
  } finally {
    clearTimeout(timer);
  }
}

async function cachedDrive(deps: AppDeps, provider: GeoProvider, from: Point, to: Point): Promise<Drive> {
  const cache = deps.quoteDrives.of(provider);
  const key = [from.latitude, from.longitude, to.latitude, to.longitude].map((n) => n.toFixed(5)).join(',');
  const hit = cache.get(key);
  if (hit) return hit;
  const drive = await routeOrEstimate(provider, from, to);
  // An estimate stands in for this request only; the next one tries the route again.
  if (!drive.estimated) cache.set(key, drive);
  return drive;
}

function quote(restaurant: QuotedRestaurant, straightMeters: number, drive: Drive): DeliveryQuote {
  const rule = {
    baseCents: restaurant.deliveryFeeBaseCents,
    perKmCents: restaurant.deliveryFeePerKmCents,
    freeDistanceMeters: restaurant.freeDeliveryDistanceMeters,
  };
  return {
    straightMeters,
    routeMeters: Math.round(drive.distanceMeters),
    driveSeconds: Math.round(drive.durationSeconds),
    estimated: drive.estimated,
    feeCents: deliveryFeeCents(rule, drive.distanceMeters),
    etaMinutes: estimatedDeliveryMinutes(restaurant.preparationMinutes, drive.durationSeconds),
  };
}

/**
 * Delivery fee and time from each restaurant to `point`, by the route provider's fastest route
 * (DESIGN.md section 6: the fee goes by route distance). Routes run in parallel; one that fails or
 * is slow is estimated from the straight line, so the list always answers. Restaurants without
 * coordinates get no quote.
 */
export async function quoteDeliveries(deps: AppDeps, list: QuotedRestaurant[], point: Point): Promise<Map<number, DeliveryQuote>> {
  const located = list.filter((r) => r.latitude !== null && r.longitude !== null);
  if (!located.length) return new Map();
  let provider: GeoProvider | null = null;
  try {
    provider = deps.geo.get();
  } catch {
    provider = null;
  }
  const quotes = await Promise.all(
    located.map(async (r) => {
      const from = { latitude: r.latitude!, longitude: r.longitude! };
      const straight = straightLineMeters(from, point);
      const drive = provider ? await cachedDrive(deps, provider, from, point) : { ...estimatedRoute(straight), estimated: true };
      return [r.id, quote(r, straight, drive)] as const;
    }),
  );
  return new Map(quotes);
}

export function feeEuro(q: DeliveryQuote | undefined): number | null {
  return q ? centsToEuro(q.feeCents) : null;
}
