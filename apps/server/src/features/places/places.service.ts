import type { FastifyBaseLogger } from 'fastify';
import { formatMessage, VALIDATION_MESSAGES, type ErrorCode } from '@forkly/contracts';
import type { LatLon, PlaceDetails, PlaceSuggestion, Route } from '../../geo/index';
import { AppError, fieldError } from '../../lib/app-error';
import { ExpiringCache } from '../../lib/expiring-cache';
import type { AppDeps } from '../../plugins/deps';
import { distinctRoutes } from './distinct-routes';

/** DESIGN.md section 1: suggestions are cached 1 minute, place details 60 s; routes as long as details. */
const SUGGESTIONS_TTL_MS = 60_000;
const DETAILS_TTL_MS = 60_000;
const ROUTES_TTL_MS = 60_000;

export interface PlacesCaches {
  suggestions: ExpiringCache<PlaceSuggestion[]>;
  details: ExpiringCache<PlaceDetails | null>;
  routes: ExpiringCache<Route[]>;
}

export function createPlacesCaches(): PlacesCaches {
  return {
    suggestions: new ExpiringCache({ ttlMs: SUGGESTIONS_TTL_MS }),
    details: new ExpiringCache({ ttlMs: DETAILS_TTL_MS }),
    routes: new ExpiringCache({ ttlMs: ROUTES_TTL_MS }),
  };
}

/** What every places call needs: the app, its caches, and where to log a failing provider. */
export interface PlacesContext {
  deps: AppDeps;
  caches: PlacesCaches;
  log: FastifyBaseLogger;
}

/** A provider that fails or times out answers the error of SPEC.md section 8, never a 500. */
async function fromProvider<T>(ctx: PlacesContext, code: ErrorCode, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.log.warn({ err: error }, `places provider failed (${code})`);
    throw new AppError(code);
  }
}

/** Suggestions for what was typed, ranked near the given point or else the map's centre. */
export async function suggestPlaces(ctx: PlacesContext, query: { input: string; latitude?: number; longitude?: number }): Promise<PlaceSuggestion[]> {
  if ((query.latitude === undefined) !== (query.longitude === undefined)) {
    const missing = query.latitude === undefined ? 'latitude' : 'longitude';
    throw fieldError(missing, formatMessage(VALIDATION_MESSAGES.fieldRequired, { path: missing }));
  }
  return fromProvider(ctx, 'placesUnavailable', () => {
    const geo = ctx.deps.geo.get();
    const near: LatLon =
      query.latitude !== undefined && query.longitude !== undefined ? { latitude: query.latitude, longitude: query.longitude } : geo.mapConfig().center;
    const input = query.input.trim().replace(/\s+/g, ' ');
    // About 100 m of rounding: the same words typed a street apart share one answer.
    const key = `${input.toLowerCase()}|${near.latitude.toFixed(3)},${near.longitude.toFixed(3)}`;
    return ctx.caches.suggestions.get(key, () => geo.autocomplete(input, { near }));
  });
}

/** One place's address components, formatted address and location; placeNotFound when unknown. */
export async function findPlace(ctx: PlacesContext, placeId: string): Promise<PlaceDetails> {
  const details = await fromProvider(ctx, 'placeDetailsUnavailable', () => ctx.caches.details.get(placeId, () => ctx.deps.geo.get().placeDetails(placeId)));
  if (!details) throw new AppError('placeNotFound');
  return details;
}

export interface DirectionsQuery {
  originLatitude: number;
  originLongitude: number;
  destinationLatitude: number;
  destinationLongitude: number;
  alternatives: boolean;
}

/** Car routes between two points, fastest first, no two alike; empty when either point cannot reach a road. */
export async function findRoutes(ctx: PlacesContext, query: DirectionsQuery): Promise<Route[]> {
  const from = { latitude: query.originLatitude, longitude: query.originLongitude };
  const to = { latitude: query.destinationLatitude, longitude: query.destinationLongitude };
  const point = (p: LatLon) => `${p.latitude.toFixed(5)},${p.longitude.toFixed(5)}`;
  const key = `${point(from)};${point(to)};${query.alternatives}`;
  const routes = await fromProvider(ctx, 'routesUnavailable', () =>
    ctx.caches.routes.get(key, () => ctx.deps.geo.get().routes(from, to, { alternatives: query.alternatives })),
  );
  return distinctRoutes([...routes].sort((a, b) => a.durationSeconds - b.durationSeconds));
}
