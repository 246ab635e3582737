import {
  asLineString,
  fetchJson,
  GeoServiceError,
  type HttpAdapterOptions,
  isFiniteNumber,
  type RouteLine,
  type RoutesProvider,
  trimBase,
} from './external-provider';
import { type LatLon, type RouteOptions } from './provider';

export interface OsrmRoutesOptions extends HttpAdapterOptions {
  /** Base URL of the OSRM server (OSRM_URL), e.g. http://osrm:5000. */
  url: string;
  /** The OSRM profile in the URL (default driving; osrm-routed serves whatever it was built with). */
  profile?: string;
}

const SERVICE = 'OSRM';
/** OSRM's answer when a point cannot reach a road or no road connects the two. */
const NO_ROUTE_CODES = new Set(['NoRoute', 'NoSegment']);

interface OsrmResponse {
  code?: string;
  message?: string;
  routes?: { distance?: number; duration?: number; geometry?: unknown; legs?: { summary?: string }[] }[];
  waypoints?: { name?: string }[];
}

const coordinate = (point: LatLon) => `${point.longitude},${point.latitude}`;

/**
 * Car routes from a self-hosted OSRM (DESIGN.md section 5): `/route/v1/driving/...` with up to 3
 * alternatives, the full line as GeoJSON, and steps only so that OSRM names the main roads of
 * each route (its leg summary is empty without them).
 */
export function createOsrmRoutes(options: OsrmRoutesOptions): RoutesProvider {
  const base = trimBase(options.url);
  const profile = options.profile ?? 'driving';
  return {
    async routes(from: LatLon, to: LatLon, opts: RouteOptions = {}): Promise<RouteLine[]> {
      const query = new URLSearchParams({ alternatives: opts.alternatives ? '3' : 'false', geometries: 'geojson', overview: 'full', steps: 'true' });
      const url = `${base}/route/v1/${profile}/${coordinate(from)};${coordinate(to)}?${query.toString()}`;
      const res = await fetchJson(SERVICE, url, { method: 'GET' }, options);
      const body = res.body as OsrmResponse | null;
      // OSRM answers 400 with a code for "no route" too, so the code decides, not the status.
      if (body?.code && NO_ROUTE_CODES.has(body.code)) return [];
      if (!res.ok || body?.code !== 'Ok') throw new GeoServiceError(SERVICE, `route answered ${body?.code ?? res.status}`, res.status);
      const [start, end] = body.waypoints ?? [];
      return (body.routes ?? []).map((route): RouteLine => {
        const geometry = asLineString(route.geometry);
        if (!geometry || !isFiniteNumber(route.distance) || !isFiniteNumber(route.duration))
          throw new GeoServiceError(SERVICE, 'a route without its line, distance or duration');
        return {
          summary: (route.legs ?? [])
            .map((leg) => leg.summary ?? '')
            .filter(Boolean)
            .join(', '),
          distanceMeters: Math.round(route.distance),
          durationSeconds: Math.round(route.duration),
          geometry,
          startName: start?.name || undefined,
          endName: end?.name || undefined,
        };
      });
    },
  };
}
