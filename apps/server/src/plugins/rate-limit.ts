import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

export interface RateLimitOptions {
  /** Requests per client and window on every route without a limit of its own. */
  max: number;
  timeWindow: number | string;
  /** PostgreSQL's shared store (lib/rate-limit-store.ts); without one, @fastify/rate-limit's in-memory store. */
  store?: FastifyRateLimitStoreCtor;
  /** Whether a route is limited at all, by its URL pattern (the API's, not the web app's files). */
  limits: (routeUrl: string) => boolean;
}

/**
 * Clients the in-memory store keeps for the API's limit (@fastify/rate-limit's LRU; its default,
 * 5000, is what each route's own limit keeps: the plugin does not pass `cache` to a route's store).
 */
const MEMORY_CLIENTS = 50_000;
const ALL_HEADERS = { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true } as const;
const NO_HEADERS = { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false } as const;

/**
 * The rate limits (issue 11, decisions 020 and 042): @fastify/rate-limit, with the app's policy.
 * - Every API route counts against one limit per client (`request.ip`, IPv6 by its /64) and window;
 *   a route with `config.rateLimit: { max, timeWindow }` counts against its own limit only;
 *   `rateLimit: false` (the health probes) and the web app's files are never limited. Routes are
 *   chosen by their pattern when they are registered, so `/%61pi/...` (the router's `/api/...`)
 *   does not escape the API's limit.
 * - The API-wide limit is a coarse guard against floods: its x-ratelimit-* headers come with a
 *   refusal only. A route's own limit (logins, codes) is one a client paces itself by, so its
 *   answers say what is left on every call.
 * - A refusal is the API's `tooManyRequests` (429) with `retry-after`, through the error handler.
 * - The count is the route's own onRequest hook, which runs after the app's: a refused token or
 *   CSRF header is answered without being counted, and the 429 carries the app's headers.
 */
async function rateLimitPlugin(app: FastifyInstance, options: RateLimitOptions) {
  // Runs before @fastify/rate-limit's own onRoute hook (hooks run in the order they are added),
  // which reads `config.rateLimit` to decide each route's limit.
  app.addHook('onRoute', (route) => {
    const own = route.config?.rateLimit;
    if (!options.limits(route.url)) route.config = { ...route.config, rateLimit: false };
    // @fastify/rate-limit merges a route's options over the plugin's, the headers' switches too,
    // though its route type leaves them out.
    else if (own) route.config = { ...route.config, rateLimit: { ...own, ...{ addHeadersOnExceeding: ALL_HEADERS } } };
  });
  await app.register(rateLimit, {
    max: options.max,
    timeWindow: options.timeWindow,
    ...(options.store ? { store: options.store } : { cache: MEMORY_CLIENTS }),
    addHeadersOnExceeding: NO_HEADERS,
    errorResponseBuilder: () => new AppError('tooManyRequests'),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
