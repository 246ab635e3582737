import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `{ skipRoute: true }`: the route answers without helmet's headers (the web app's scripts and images). */
    helmet?: { skipRoute?: boolean };
  }
}

/**
 * The headers helmet's middleware sets for `options`, read from a real response once. They depend on
 * the options alone: no CSP nonces, no directive given as a function of the request (refused here).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const directives = typeof options.contentSecurityPolicy === 'object' ? (options.contentSecurityPolicy.directives ?? {}) : {};
  for (const value of Object.values(directives).flat()) {
    if (typeof value === 'function') throw new Error('a CSP directive computed per request would be the same on every response');
  }
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(response.req, response, (error?: unknown) => {
    if (error) throw error;
  });
  const headers = Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
  if (!headers['content-security-policy']) throw new Error('helmet set no Content-Security-Policy');
  return headers;
}

/**
 * Helmet's security headers (CSP, HSTS, X-Frame-Options, ...) on every response, 404s and refusals
 * too. @fastify/helmet 13 built helmet's middleware from the options on every request (the CSP
 * directives parsed each time): 22 % of the server's CPU on a cached GET /active-user, and its
 * raw setHeader calls were validated twice (decision 032). Helmet's own middleware runs once, at
 * start, and its headers go onto each reply with Fastify's. A route opts out with
 * `config.helmet.skipRoute`, as with @fastify/helmet (the web app's scripts and images).
 */
async function securityHeadersPlugin(app: FastifyInstance, options: HelmetOptions) {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.routeOptions.config.helmet?.skipRoute) reply.headers(headers);
    done();
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
