import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const TOKEN_BYTES = 24;
/** Random bytes for 256 tokens at a time: one randomBytes call per token was 6 % of a cached GET. */
const POOL_BYTES = TOKEN_BYTES * 256;
let pool = Buffer.alloc(0);
let poolOffset = 0;

/** A fresh token from the CSPRNG; each slice of the pool is used once. */
function newToken(): string {
  if (poolOffset + TOKEN_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolOffset = 0;
  }
  const token = pool.toString('base64url', poolOffset, poolOffset + TOKEN_BYTES);
  poolOffset += TOKEN_BYTES;
  return token;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit CSRF (DESIGN.md section 4), part one: the first response of any kind sets a
 * readable XSRF-TOKEN cookie, errors included (a 401 or 429 too, so an API client's first login
 * works). Registered before every hook that can refuse a request.
 */
async function csrfCookiePlugin(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.cookies[CSRF_COOKIE]) {
      // Readable by the page (not httpOnly). Written as a header: @fastify/cookie appends cookies
      // set later with reply.setCookie, and base64url needs no encoding.
      reply.header('set-cookie', `${CSRF_COOKIE}=${newToken()}; Path=/; SameSite=Lax${request.protocol === 'https' ? '; Secure' : ''}`);
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
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.csrf === false) return done();
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) return done(new AppError('csrfMismatch'));
    done();
  });
}

export const csrfCookie = fp(csrfCookiePlugin, { name: 'csrf-cookie', dependencies: ['@fastify/cookie'] });
export default fp(csrfPlugin, { name: 'csrf', dependencies: ['csrf-cookie'] });
