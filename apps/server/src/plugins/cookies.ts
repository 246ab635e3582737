import cookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Cookies by @fastify/cookie (decision 042): `request.cookies` parsed in its onRequest hook, and
 * `reply.setCookie`/`clearCookie`, which write every cookie set on a reply beside the others
 * (the CSRF cookie and the 2FA challenge) when it is sent. Its defaults are the app's: SameSite=Lax,
 * and a cookie cleared on `/` unless a path is given.
 */
async function cookiesPlugin(app: FastifyInstance) {
  await app.register(cookie);
}

/** `reply.setCookie`, for the features that set one (the 2FA challenge). */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieSerializeOptions = {}): FastifyReply {
  return reply.setCookie(name, value, options);
}

/** Tells the browser to forget a cookie: empty, expired, on the path it was set with. */
export function clearCookie(reply: FastifyReply, name: string, options: CookieSerializeOptions = {}): FastifyReply {
  return reply.clearCookie(name, options);
}

export default fp(cookiesPlugin, { name: 'cookies' });
