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

export interface GoogleRoutesOptions extends HttpAdapterOptions {
  apiKey: string;
  /** Routes API, default https://routes.googleapis.com. */
  routesUrl?: string;
}

const SERVICE = 'Google Routes';
const FIELD_MASK = 'routes.distanceMeters,routes.duration,routes.description,routes.polyline.geoJsonLinestring';

interface ComputeRoutesResponse {
  routes?: { distanceMeters?: number; duration?: string; description?: string; polyline?: { geoJsonLinestring?: unknown } }[];
}

const waypoint = (point: LatLon) => ({ location: { latLng: { latitude: point.latitude, longitude: point.longitude } } });

/** "1234.5s" (a protobuf Duration in JSON) -> seconds. */
function seconds(duration: string | undefined): number | null {
  const match = /^(\d+(?:\.\d+)?)s$/.exec(duration ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * Car routes through the Routes API (computeRoutes, DESIGN.md section 5), with alternatives and
 * the line as GeoJSON. Google's EEA terms forbid drawing them over a non-Google map, so the app
 * shows them as text (mapConfig().drawRoutes is false).
 */
export function createGoogleRoutes(options: GoogleRoutesOptions): RoutesProvider {
  const routesUrl = trimBase(options.routesUrl ?? 'https://routes.googleapis.com');
  return {
    async routes(from: LatLon, to: LatLon, opts: RouteOptions = {}): Promise<RouteLine[]> {
      const body = {
        origin: waypoint(from),
        destination: waypoint(to),
        travelMode: 'DRIVE',
        routingPreference: 'TRAFFIC_UNAWARE',
        computeAlternativeRoutes: opts.alternatives ?? false,
        polylineEncoding: 'GEO_JSON_LINESTRING',
        units: 'METRIC',
      };
      const headers = { 'Content-Type': 'application/json', 'X-Goog-Api-Key': options.apiKey, 'X-Goog-FieldMask': FIELD_MASK };
      const res = await fetchJson(SERVICE, `${routesUrl}/directions/v2:computeRoutes`, { method: 'POST', headers, body: JSON.stringify(body) }, options);
      if (!res.ok) throw new GeoServiceError(SERVICE, `computeRoutes answered ${res.status}`, res.status);
      // No route between the points is an empty object, not an error.
      const routes: RouteLine[] = [];
      for (const route of (res.body as ComputeRoutesResponse | null)?.routes ?? []) {
        const geometry = asLineString(route.polyline?.geoJsonLinestring);
        const durationSeconds = seconds(route.duration);
        if (!geometry || durationSeconds === null) throw new GeoServiceError(SERVICE, 'a route without its line or duration');
        // A route between two points on the same spot has no distance field (proto3 leaves out zeros).
        const distanceMeters = isFiniteNumber(route.distanceMeters) ? route.distanceMeters : 0;
        routes.push({ summary: route.description ?? '', distanceMeters, durationSeconds, geometry });
      }
      return routes;
    },
  };
}
