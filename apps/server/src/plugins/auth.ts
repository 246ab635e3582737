import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@forkly/contracts';
import { allows, type Access } from '../access/access';
import { ROUTE_ACCESS } from '../access/route-access';
import { AppError } from '../lib/app-error';
import type { AccessClaims } from '../lib/jwt';
import { API_PREFIX } from '../lib/constants';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, when a valid bearer token came with the request. */
    auth: AccessClaims | null;
    /** Why a bearer token was refused, so a protected route can say "expired" rather than "log in". */
    authFailure: 'expired' | 'invalid' | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    csrf?: boolean;
  }
}

export function accessKey(method: string, url: string): string {
  return `${method} ${url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) || '/' : url}`;
}

/** The caller of an authenticated route; throws when there is none. */
export function caller(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw new AppError('unauthenticated');
  return request.auth;
}

export function hasRole(request: FastifyRequest, ...roles: Role[]): boolean {
  return !!request.auth && roles.includes(request.auth.role);
}

/**
 * Bearer authentication and the declared route access of ROUTE_ACCESS. Every /api route must be
 * an endpoint of `@forkly/contracts` (ROUTE_ACCESS is made from them): registering one that is not
 * fails at start-up, so nothing is public by accident.
 */
async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('auth', null);
  app.decorateRequest('authFailure', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX) || route.url.startsWith(`${API_PREFIX}/docs`)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const key = accessKey(method, route.url);
      const access = ROUTE_ACCESS[key];
      if (!access) throw new Error(`Route ${key} has no endpoint in @forkly/contracts (define it and list it in endpoints/all.ts)`);
      route.config = { ...(route.config ?? {}), access };
    }
  });

  const { revocations, accessTokens } = app.deps;
  const accept = (request: FastifyRequest, claims: AccessClaims) => {
    if (revocations.has(claims.sessionId)) request.authFailure = 'invalid';
    else request.auth = claims;
  };
  // A token seen before is accepted at once, without a promise (decision 032); only a token not
  // seen before waits for jose.
  app.addHook('onRequest', (request, _reply, done) => {
    const { config } = request.routeOptions;
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) {
      const token = header.slice(7);
      const known = accessTokens.known(token);
      if (!known) {
        accessTokens.verify(token).then((result) => {
          if (result.ok) accept(request, result.claims);
          else request.authFailure = result.reason;
          done(refusal(request, config));
        }, done);
        return;
      }
      accept(request, known);
    }
    done(refusal(request, config));
  });
}

/**
 * Why the route refuses this caller, if it does. Checked before the body is parsed, so a caller
 * without access learns nothing about validation.
 */
function refusal(request: FastifyRequest, config: FastifyContextConfig): AppError | undefined {
  const access = config.access;
  if (!access || access === 'public') return undefined;
  if (!request.auth) return new AppError(request.authFailure === 'expired' ? 'tokenExpired' : 'unauthenticated');
  if (!allows(access, request.auth.role)) return new AppError('forbidden');
  return undefined;
}

export default fp(authPlugin, { name: 'auth', dependencies: ['deps'] });
