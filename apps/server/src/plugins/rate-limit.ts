import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { clientKey } from '../lib/client-address';
import type { RateLimitCounter, RateLimitHit, RateLimitStore } from '../lib/rate-limit-store';
import { addRequestStep } from './request-steps';

/** A route's own limit, counted apart from the API's and from every other route's. */
export interface RouteRateLimit {
  max: number;
  /** Milliseconds, or words: '1 minute', '30 seconds', '1 hour'. */
  timeWindow: number | string;
  /** Whom to count instead of the client's address (e.g. the logged-in account); used as it is. */
  keyGenerator?: (request: FastifyRequest) => string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's own limit, or `false`: never limited (the health probes). */
    rateLimit?: RouteRateLimit | false;
    /** Set by this plugin on every limited route: counts its request against its limit. */
    limiter?: Limiter;
  }
}

export interface RateLimitOptions {
  /** Requests per client and window on every route without a limit of its own. */
  max: number;
  timeWindow: number | string;
  store: RateLimitStore;
  /** Whether a route is limited at all, by its URL pattern (the API's, not the web app's files). */
  limits: (routeUrl: string) => boolean;
}

const UNITS: Record<string, number> = { ms: 1, second: 1000, minute: 60_000, hour: 3_600_000 };

/** '1 minute' to 60000, at registration: a window the app cannot read stops it from starting. */
export function windowMs(timeWindow: number | string): number {
  if (typeof timeWindow === 'number' && Number.isFinite(timeWindow) && timeWindow > 0) return Math.trunc(timeWindow);
  const match = typeof timeWindow === 'string' ? /^(\d+)\s*(ms|second|minute|hour)s?$/.exec(timeWindow.trim()) : null;
  if (!match || Number(match[1]) <= 0) throw new Error(`rate limit: cannot read the time window ${String(timeWindow)}`);
  return Number(match[1]) * UNITS[match[2]!]!;
}

/**
 * The rate limits (issue 11, decision 020), in place of @fastify/rate-limit (decision 032, third
 * round). Same behaviour: every API route counts against one limit per client per window; a route
 * with `config.rateLimit: { max, timeWindow }` counts against its own limit only; `rateLimit:
 * false` is never limited; the web app's files are never limited. A route's own limit says on each
 * answer x-ratelimit-limit, -remaining and -reset (seconds until the window ends); the API-wide
 * limit says them on a refusal only. A refusal adds retry-after and goes through the error handler
 * as `tooManyRequests` (429).
 *
 * Each limited route gets its limiter in its config; the count is the last of the request steps
 * (plugins/request-steps.ts), as @fastify/rate-limit's hook came last: after the CSRF cookie, the
 * security headers, authentication and the CSRF check, so a refused token or CSRF header is
 * answered without counting, and the 429 carries the app's headers. It asks its counter
 * synchronously: only a hit the store must send elsewhere first (PostgreSQL's strict limits, a
 * client's first hit on an instance) waits for a promise.
 */
async function rateLimitPlugin(app: FastifyInstance, options: RateLimitOptions) {
  const { store } = options;
  // The API-wide limit is a coarse guard against floods: its headers come with a refusal only, not
  // on every answer of every call (decision 032, fifth round). A route's own limit (logins, codes)
  // is one a client paces itself by, so its answers keep saying what is left.
  const api = limiter(store.counter('all', windowMs(options.timeWindow), options.max), options.max, undefined, false);
  app.addHook('onRoute', (route) => {
    const own = route.config?.rateLimit;
    if (own === false || !options.limits(route.url)) return;
    const limit = own ? limiter(store.counter(scopeOf(route), windowMs(own.timeWindow), own.max), own.max, own.keyGenerator) : api;
    route.config = { ...route.config, limiter: limit };
  });
  addRequestStep(app, (request, reply, config) => config.limiter?.(request, reply), { last: true });
}

/** A route's own counters, by method and pattern (the keys the PostgreSQL store had before). */
function scopeOf(route: RouteOptions): string {
  return `${String(route.method)} ${route.url}`;
}

/** Counts a request against one limit: at once when the counter is known here, else after a promise. */
type Limiter = (request: FastifyRequest, reply: FastifyReply) => void | Promise<void>;

function limiter(counter: RateLimitCounter, max: number, keyOf?: (request: FastifyRequest) => string, headersWhenAllowed = true): Limiter {
  const limit = String(max);
  return (request, reply) => {
    const now = Date.now();
    const hit = counter.hit(keyOf ? keyOf(request) : clientKey(request.ip), now);
    if (!(hit instanceof Promise)) return answer(hit, now, max, limit, headersWhenAllowed, reply);
    return hit.then((later) => answer(later, Date.now(), max, limit, headersWhenAllowed, reply));
  };
}

/** Says what is left when the limit says it on every answer; past the limit, refuses (429). */
function answer(hit: RateLimitHit, now: number, max: number, limit: string, headersWhenAllowed: boolean, reply: FastifyReply): void {
  if (hit.current <= max && !headersWhenAllowed) return;
  const reset = Math.ceil((hit.resetAt - now) / 1000);
  reply.header('x-ratelimit-limit', limit);
  if (hit.current <= max) {
    reply.header('x-ratelimit-remaining', max - hit.current);
    reply.header('x-ratelimit-reset', reset);
    return;
  }
  reply.header('x-ratelimit-remaining', 0);
  reply.header('x-ratelimit-reset', reset);
  reply.header('retry-after', reset);
  throw new AppError('tooManyRequests');
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
