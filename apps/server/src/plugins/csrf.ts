import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { addRequestStep } from './request-steps';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Sets the CSRF cookie for a client without one even when it sends a bearer token (GET /api/csrf). */
    offersCsrfCookie?: boolean;
  }
}

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
 * works). The first of the request steps, so every refusal carries it.
 *
 * Not on a call that carries a bearer token: it comes from a login, whose answer set the cookie,
 * and a client that keeps no cookies (a script, a phone app sending only the token) was given a
 * new one on every call, in vain: 8 % of a cached read's CPU (decision 032, sixth round). GET
 * /api/csrf (`config.offersCsrfCookie`) hands one to any client without it, as the web app asks
 * when its tab has none (api-client.ts); pages set it too.
 */
async function csrfCookiePlugin(app: FastifyInstance) {
  addRequestStep(app, (request, reply, config) => {
    if ((request.headers.authorization !== undefined && !config.offersCsrfCookie) || request.cookies[CSRF_COOKIE]) return;
    // Readable by the page (not httpOnly). Written as a header: setCookie (plugins/cookies.ts) adds
    // its cookies beside it, and base64url needs no encoding.
    reply.header('set-cookie', `${CSRF_COOKIE}=${newToken()}; Path=/; SameSite=Lax${request.protocol === 'https' ? '; Secure' : ''}`);
  });
}

/**
 * Part two: every state-changing call must echo the cookie in X-XSRF-TOKEN. Routes that declare
 * `config.csrf === false` (a provider webhook verified by signature) are exempt.
 */
async function csrfPlugin(app: FastifyInstance) {
  addRequestStep(app, (request, _reply, config) => {
    if (SAFE_METHODS.has(request.method) || config.csrf === false) return;
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) throw new AppError('csrfMismatch');
  });
}

export const csrfCookie = fp(csrfCookiePlugin, { name: 'csrf-cookie', dependencies: ['cookies'] });
export default fp(csrfPlugin, { name: 'csrf', dependencies: ['csrf-cookie'] });
