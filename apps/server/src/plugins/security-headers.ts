import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { addRequestStep } from './request-steps';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `{ skipRoute: true }`: the route answers without helmet's headers (the web app's scripts and images). */
    helmet?: { skipRoute?: boolean; /** The route answers data, never a page: it gets `apiHeaders` (registerEndpoint sets it). */ api?: boolean };
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
 * What a JSON answer keeps of them, after OWASP's REST Security Cheat Sheet: HSTS, nosniff, the
 * frame refusals and Cross-Origin-Resource-Policy (no other site may read it as a subresource),
 * with a CSP that loads nothing. The rest (COOP, Origin-Agent-Cluster, Referrer-Policy, DNS
 * prefetch, IE's download and XSS switches, Adobe's cross-domain policies) govern what a document
 * does, and an API answer is never rendered as one (`nosniff`, a JSON type). Seven fewer headers
 * for Node to validate and every client to parse, on every call (decision 032, fifth round).
 */
const KEPT_FOR_API = ['strict-transport-security', 'x-content-type-options', 'x-frame-options', 'cross-origin-resource-policy'];
const API_CSP = "default-src 'none';frame-ancestors 'none'";

export function apiHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const kept = Object.entries(documentHeaders).filter(([name]) => KEPT_FOR_API.includes(name));
  return { 'content-security-policy': API_CSP, ...Object.fromEntries(kept) };
}

/**
 * Helmet's security headers (CSP, HSTS, X-Frame-Options, ...) on every response, 404s and refusals
 * too. @fastify/helmet 13 built helmet's middleware from the options on every request (the CSP
 * directives parsed each time): 22 % of the server's CPU on a cached GET /active-user, and its
 * raw setHeader calls were validated twice (decision 032). Helmet's own middleware runs once, at
 * start, and its headers go onto each reply with Fastify's. A route whose answer is not a page
 * (`config.helmet.api`, set by registerEndpoint from the endpoint's media type) gets the subset such
 * an answer needs (`apiHeaders`); pages, unknown paths and every other route get them all. A route opts out with `config.helmet.skipRoute`, as with
 * @fastify/helmet (the web app's scripts and images).
 */
async function securityHeadersPlugin(app: FastifyInstance, options: HelmetOptions) {
  const documents = helmetHeaders(options);
  const api = apiHeaders(documents);
  addRequestStep(app, (_request, reply, config) => {
    const helmet = config.helmet;
    if (!helmet?.skipRoute) reply.headers(helmet?.api ? api : documents);
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
