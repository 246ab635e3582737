import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Sets the CSRF cookie for a client without one even when it sends a bearer token (GET /api/csrf). */
    offersCsrfCookie?: boolean;
  }
}

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A fresh token: 122 random bits from Node's CSPRNG as 32 hex characters, which a cookie carries
 * without encoding. randomUUID draws from a buffer Node fills in batches; randomBytes called
 * once per token was the largest single cost of answering a client without the cookie (decision 042).
 */
function newToken(): string {
  return randomUUID().replaceAll('-', '');
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit CSRF (DESIGN.md section 4), part one: the first response of any kind sets a
 * readable XSRF-TOKEN cookie, errors included (a 401 or 429 too, so an API client's first login
 * works). The first onRequest hook after @fastify/cookie's, so every refusal carries it.
 *
 * Not on a call that carries a bearer token: it comes from a login, whose answer set the cookie,
 * and a client that keeps no cookies (a script, a phone app sending only the token) would be given
 * a new one on every call, in vain (decision 032, sixth round). GET /api/csrf
 * (`config.offersCsrfCookie`) hands one to any client without it, as the web app asks when its tab
 * has none (api-client.ts); pages set it too.
 *
 * Why not @fastify/csrf-protection: its tokens are a server secret in a cookie of its own plus a
 * token derived from it, which SPEC.md's client (echo the XSRF-TOKEN cookie in X-XSRF-TOKEN) and
 * its error bodies (403 `FST_CSRF_*`) do not match (decision 042).
 */
async function csrfCookiePlugin(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    const { config } = request.routeOptions;
    if ((request.headers.authorization === undefined || config.offersCsrfCookie) && !request.cookies[CSRF_COOKIE]) {
      // Readable by the page (not httpOnly).
      reply.setCookie(CSRF_COOKIE, newToken(), { path: '/', secure: request.protocol === 'https' });
    }
    done();
  });
}

/**
 * Part two: every state-changing call must echo the cookie in X-XSRF-TOKEN. Routes that declare
 * `config.csrf === false` (a provider webhook verified by signature) are exempt.
 */
async function csrfPlugin(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.csrf === false) return done();
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) return done(new AppError('csrfMismatch'));
    done();
  });
}

export const csrfCookie = fp(csrfCookiePlugin, { name: 'csrf-cookie', dependencies: ['cookies'] });
export default fp(csrfPlugin, { name: 'csrf', dependencies: ['csrf-cookie'] });
