import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A route's helmet options (@fastify/helmet reads `config.helmet`), and `api`, which this plugin turns into options. */
export type RouteHelmetConfig = Omit<FastifyHelmetOptions, 'global'> & {
  /** The route answers without helmet's headers (the web app's scripts and images). */
  skipRoute?: boolean;
  /** The route answers data, never a page: it gets `API_HELMET` (registerEndpoint sets it). */
  api?: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    helmet?: RouteHelmetConfig;
  }
}

/**
 * What a JSON answer keeps of helmet's headers, after OWASP's REST Security Cheat Sheet: HSTS,
 * nosniff, the frame refusals and Cross-Origin-Resource-Policy (no other site may read it as a
 * subresource), with a CSP that loads nothing. The rest (COOP, Origin-Agent-Cluster,
 * Referrer-Policy, DNS prefetch, IE's download and XSS switches, Adobe's cross-domain policies)
 * govern what a document does, and an API answer is never rendered as one (`nosniff`, a JSON type).
 */
export const API_HELMET: Omit<FastifyHelmetOptions, 'global'> = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * Helmet's security headers (CSP, HSTS, X-Frame-Options, ...) on every response, 404s and refusals
 * too, by @fastify/helmet (decision 042). Pages, the API docs, unknown paths and every other route
 * get the whole set from `options`; a route whose answer is not a page (`config.helmet.api`) gets
 * `API_HELMET` over them; a route opts out with `config.helmet.skipRoute`, as @fastify/helmet
 * documents.
 */
async function securityHeadersPlugin(app: FastifyInstance, options: FastifyHelmetOptions) {
  app.addHook('onRoute', (route) => {
    const own = route.config?.helmet;
    if (!own?.api) return;
    const { api: _api, ...rest } = own;
    route.config = { ...route.config, helmet: { ...API_HELMET, ...rest } };
  });
  await app.register(helmet, options);
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
