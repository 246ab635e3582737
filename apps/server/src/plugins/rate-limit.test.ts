import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import errorsPlugin from './errors';
import rateLimitPlugin from './rate-limit';

/** An app with the error handler and the limit (3 a minute on /api) and a few routes of each kind; in-memory counters unless a store is given. */
async function appWith(store?: FastifyRateLimitStoreCtor): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(errorsPlugin);
  await app.register(rateLimitPlugin, { max: 3, timeWindow: '1 minute', store, limits: (url) => url.startsWith('/api') });
  app.get('/api/a', () => 'a');
  app.get('/api/b', () => 'b');
  app.post('/api/login', { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } }, () => 'in');
  app.post('/api/code', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, () => 'code');
  app.get('/api/health', { config: { rateLimit: false } }, () => 'ok');
  app.post('/api/mine', { config: { rateLimit: { max: 1, timeWindow: '1 minute', keyGenerator: (r) => String(r.headers['x-user']) } } }, () => 'mine');
  app.get('/assets/app.js', () => 'js');
  await app.ready();
  return app;
}

const call = (app: FastifyInstance, url: string, ip = '10.0.0.1', method: 'GET' | 'POST' = 'GET', headers = {}) =>
  app.inject({ method, url, remoteAddress: ip, headers });
const statuses = async (app: FastifyInstance, n: number, url: string, ip?: string, method?: 'GET' | 'POST') => {
  const all: number[] = [];
  for (let i = 0; i < n; i++) all.push((await call(app, url, ip, method)).statusCode);
  return all;
};

afterEach(() => vi.useRealTimers());

describe('the rate limit', () => {
  it('counts every API route of a client against one limit, and answers 429 past it', async () => {
    const app = await appWith();
    expect(await statuses(app, 2, '/api/a')).toEqual([200, 200]);
    expect(await statuses(app, 2, '/api/b')).toEqual([200, 429]);
    // Another client has its own count.
    expect(await statuses(app, 1, '/api/a', '10.0.0.2')).toEqual([200]);
  });

  it("says a route's own limit, what is left and when the window ends; a refusal says when to retry, in the API error shape", async () => {
    const app = await appWith();
    const first = await call(app, '/api/login', '10.0.0.1', 'POST');
    expect(first.headers).toMatchObject({ 'x-ratelimit-limit': '2', 'x-ratelimit-remaining': '1', 'x-ratelimit-reset': '60' });
    expect(first.headers['retry-after']).toBeUndefined();
    // The API-wide limit says nothing on the answers it lets through, all of it on a refusal.
    const allowed = await call(app, '/api/a');
    expect(allowed.statusCode).toBe(200);
    for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after']) expect(allowed.headers[name]).toBeUndefined();
    await statuses(app, 2, '/api/a');
    const refused = await call(app, '/api/a');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers).toMatchObject({ 'x-ratelimit-limit': '3', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '60', 'retry-after': '60' });
    expect(refused.json()).toEqual({ status: 429, errorCode: 'tooManyRequests', message: 'Too many attempts, try again later' });
  });

  it("counts a route's own limit apart from the API's and from other routes", async () => {
    const app = await appWith();
    expect(await statuses(app, 3, '/api/login', '10.0.0.1', 'POST')).toEqual([200, 200, 429]);
    expect((await call(app, '/api/login', '10.0.0.1', 'POST')).headers['x-ratelimit-limit']).toBe('2');
    // Neither the other route with a limit of its own nor the API's limit saw those hits.
    expect(await statuses(app, 2, '/api/code', '10.0.0.1', 'POST')).toEqual([200, 200]);
    expect(await statuses(app, 4, '/api/a')).toEqual([200, 200, 200, 429]);
    // And the API's refusal does not reach the route with its own limit.
    expect(await statuses(app, 1, '/api/login', '10.0.0.9', 'POST')).toEqual([200]);
  });

  it('counts a route by its key generator when it has one', async () => {
    const app = await appWith();
    expect((await call(app, '/api/mine', '10.0.0.1', 'POST', { 'x-user': '1' })).statusCode).toBe(200);
    expect((await call(app, '/api/mine', '10.0.0.2', 'POST', { 'x-user': '1' })).statusCode).toBe(429);
    expect((await call(app, '/api/mine', '10.0.0.1', 'POST', { 'x-user': '2' })).statusCode).toBe(200);
  });

  it('never limits a route with rateLimit: false, nor the web app outside the API', async () => {
    const app = await appWith();
    for (const url of ['/api/health', '/assets/app.js']) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => call(app, url)));
      expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
      expect(answers[0]!.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });

  it('limits an API route however its address is spelled (%61pi is /api to the router)', async () => {
    const app = await appWith();
    expect(await statuses(app, 4, '/%61pi/a')).toEqual([200, 200, 200, 429]);
  });

  it('counts the addresses of one IPv6 /64 as one client, and an IPv4-mapped address as the IPv4 one', async () => {
    const app = await appWith();
    expect(await statuses(app, 1, '/api/a', '2001:db8:1:2::1')).toEqual([200]);
    expect(await statuses(app, 1, '/api/a', '2001:db8:1:2:aaaa::7')).toEqual([200]);
    expect(await statuses(app, 2, '/api/a', '2001:DB8:1:2:ffff:ffff:ffff:ffff')).toEqual([200, 429]);
    expect(await statuses(app, 1, '/api/a', '2001:db8:1:3::1')).toEqual([200]);
    expect(await statuses(app, 3, '/api/a', '::ffff:10.0.0.5')).toEqual([200, 200, 200]);
    expect(await statuses(app, 1, '/api/a', '10.0.0.5')).toEqual([429]);
  });

  it('starts a client again when its window ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T10:00:00Z') });
    const app = await appWith();
    expect(await statuses(app, 4, '/api/a')).toEqual([200, 200, 200, 429]);
    vi.setSystemTime(new Date('2026-11-27T10:00:45Z'));
    const later = await call(app, '/api/a');
    expect(later.statusCode).toBe(429);
    expect(later.headers).toMatchObject({ 'x-ratelimit-reset': '15', 'retry-after': '15' });
    vi.setSystemTime(new Date('2026-11-27T10:01:00Z'));
    const again = await call(app, '/api/a');
    expect(again.statusCode).toBe(200);
    expect(await statuses(app, 3, '/api/a')).toEqual([200, 200, 429]);
  });

  it('waits for a store that must ask elsewhere, and answers 500 when it fails', async () => {
    let fail = false;
    /** A store that answers later, as PostgreSQL's does for a client's first hit. */
    class LaterStore implements FastifyRateLimitStore {
      incr(_key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
        setImmediate(() => (fail ? callback(new Error('database away')) : callback(null, { current: 4, ttl: timeWindow })));
      }
      child(): FastifyRateLimitStore {
        return new LaterStore();
      }
    }
    const app = await appWith(LaterStore);
    const refused = await call(app, '/api/a');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers).toMatchObject({ 'x-ratelimit-remaining': '0', 'retry-after': '60' });
    fail = true;
    expect((await call(app, '/api/a')).json()).toMatchObject({ status: 500, errorCode: 'internalError' });
  });
});
