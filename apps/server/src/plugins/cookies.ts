import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { parseCookie, stringifySetCookie, type SerializeOptions } from 'cookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's cookies by name, read from its Cookie header the first time they are asked for. */
    readonly cookies: Record<string, string | undefined>;
  }
}

const parsed = Symbol('parsed cookies');
const NO_COOKIES: Record<string, string | undefined> = Object.freeze({});

/**
 * Cookies in place of @fastify/cookie (decision 032, sixth round), which parsed every request's
 * header in a hook of its own, gave every reply a Map and ran an onSend hook on every answer, to
 * serve the one route that sets a cookie (the 2FA challenge). Here the header is parsed when a
 * request first reads `request.cookies`; a route sets a cookie with `setCookie`, which adds a
 * Set-Cookie header beside any already there (the CSRF cookie).
 */
async function cookiesPlugin(app: FastifyInstance) {
  app.decorateRequest(parsed, null);
  app.decorateRequest('cookies', {
    getter(this: FastifyRequest) {
      const memo = this as unknown as { [parsed]: Record<string, string | undefined> | null };
      const header = this.headers.cookie;
      return (memo[parsed] ??= header ? parseCookie(header) : NO_COOKIES);
    },
  });
}

/** SameSite=Lax unless the options say otherwise, as @fastify/cookie defaulted. */
export function setCookie(reply: FastifyReply, name: string, value: string, options: SerializeOptions = {}): FastifyReply {
  return reply.header('set-cookie', stringifySetCookie({ name, value, sameSite: 'lax', ...options }));
}

/** Tells the browser to forget a cookie: empty, expired, on the path it was set with. */
export function clearCookie(reply: FastifyReply, name: string, options: SerializeOptions = {}): FastifyReply {
  return setCookie(reply, name, '', { path: '/', ...options, expires: new Date(0), maxAge: 0 });
}

export default fp(cookiesPlugin, { name: 'cookies' });
