import { type GeoProvider, type LatLon, type LineString, type RouteOptions } from './provider';

/** What a places adapter answers: the provider interface without routes and map. */
export type PlacesProvider = Pick<GeoProvider, 'autocomplete' | 'placeDetails' | 'reverse'>;

/** A route as an external routes service gives it; the start and end addresses are added later. */
export interface RouteLine {
  summary: string;
  distanceMeters: number;
  durationSeconds: number;
  geometry: LineString;
  /** The road names the service snapped the two points to, when it says (OSRM does). */
  startName?: string;
  endName?: string;
}

export interface RoutesProvider {
  /** Routes by car; empty when the service finds none between the points. */
  routes(from: LatLon, to: LatLon, opts?: RouteOptions): Promise<RouteLine[]>;
}

/** Shared options of the HTTP adapters. */
export interface HttpAdapterOptions {
  /** Give up after this long (default 8 s): a place prompt must not hang. */
  timeoutMs?: number;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

/** An external places or routes service failed: unreachable, timed out, refused, or answered nonsense. */
export class GeoServiceError extends Error {
  constructor(
    readonly service: string,
    message: string,
    readonly status?: number,
  ) {
    super(`${service}: ${message}`);
    this.name = 'GeoServiceError';
  }
}

const DEFAULT_TIMEOUT_MS = 8000;

export interface JsonResponse {
  status: number;
  ok: boolean;
  body: unknown;
}

/**
 * One HTTP call with a timeout that answers the status and the parsed JSON body (null when the
 * body is not JSON). Network failures and timeouts become a GeoServiceError; statuses are left to
 * the adapter, because each service says "not found" in its own way.
 */
export async function fetchJson(service: string, url: string, init: RequestInit, options: HttpAdapterOptions = {}): Promise<JsonResponse> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS) });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
    throw new GeoServiceError(service, reason);
  }
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: response.status, ok: response.ok, body };
}

/** Removes a trailing slash so `${base}/path` never doubles it. */
export function trimBase(url: string): string {
  return url.replace(/\/+$/, '');
}

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A GeoJSON LineString of [lon, lat] pairs, or null when the value is not one. */
export function asLineString(value: unknown): LineString | null {
  const line = value as { type?: unknown; coordinates?: unknown } | null;
  if (!line || line.type !== 'LineString' || !Array.isArray(line.coordinates)) return null;
  const coordinates: [number, number][] = [];
  for (const point of line.coordinates as unknown[]) {
    if (!Array.isArray(point) || !isFiniteNumber(point[0]) || !isFiniteNumber(point[1])) return null;
    coordinates.push([point[0], point[1]]);
  }
  return { type: 'LineString', coordinates };
}
