import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helper';
import type { AddressInfo } from 'node:net';
import { jobs, orders } from '../../db/schema/index';
import { startMetricsServer } from '../../lib/metrics-server';
import { createRestaurant, createUser } from '../../../test/factories';
import { openStream, until } from '../events/test-stream';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The value of one sample line, e.g. `orders_by_status{status="PENDING"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  it('is for ADMIN only', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
    const { token } = await ctx.loginAs('USER');
    expect((await ctx.request({ method: 'GET', url: '/api/metrics', token })).statusCode).toBe(403);
  });

  it('answers in Prometheus format: latency by route, orders, jobs, event streams', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    const { token } = await ctx.loginAs('ADMIN');
    const res = await ctx.request({ method: 'GET', url: '/api/metrics', token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}')).toBe(1);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    for (const status of ['PENDING', 'CONFIRMED', 'AWAITING_PICKUP', 'READY_FOR_DELIVERY', 'DELIVERED', 'CANCELLED']) {
      expect(sample(text, `orders_by_status{status="${status}"}`)).toBe(0);
    }
    for (const state of ['queued', 'running', 'dead']) expect(sample(text, `job_queue_depth{state="${state}"}`)).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'event_streams_open')).toBe(0);
    expect(text).toContain('process_cpu_seconds_total');
    if (ctx.handle.kind === 'postgres') expect(sample(text, 'db_pool_connections{state="total"}')).toBeGreaterThan(0);
    else expect(text).not.toContain('db_pool_connections');
  });
});

describe('orders_by_status and job_queue_depth', () => {
  it('count the rows at every scrape', async () => {
    const { token } = await ctx.loginAs('ADMIN');
    const scrape = async () => (await ctx.request({ method: 'GET', url: '/api/metrics', token })).body;
    const before = await scrape();
    const user = await createUser(ctx.db, { role: 'USER' });
    const { restaurant } = await createRestaurant(ctx.db);
    const place = {
      subtotalCents: 1000,
      totalCents: 1000,
      street: 'Königstraße',
      houseNumber: '1',
      zip: '47051',
      city: 'Duisburg',
      latitude: 51.4343,
      longitude: 6.7623,
    };
    await ctx.db.insert(orders).values([
      { ...place, userId: user.id, restaurantId: restaurant.id, status: 'DELIVERED' },
      { ...place, userId: user.id, restaurantId: restaurant.id, status: 'DELIVERED' },
    ]);
    await ctx.db.insert(jobs).values({ kind: 'metrics-test', state: 'dead' });
    const after = await scrape();
    const delivered = 'orders_by_status{status="DELIVERED"}';
    expect(sample(after, delivered)).toBe(sample(before, delivered)! + 2);
    expect(sample(after, 'job_queue_depth{state="dead"}')).toBe(sample(before, 'job_queue_depth{state="dead"}')! + 1);
  });
});

describe('event_streams_open', () => {
  it('counts the live-update streams open in this instance', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const admin = (await ctx.loginAs('ADMIN')).token;
    const openStreams = async () => sample((await ctx.request({ method: 'GET', url: '/api/metrics', token: admin })).body, 'event_streams_open');
    const customer = await ctx.loginAs('USER');
    const ticket = (await ctx.request({ method: 'POST', url: '/api/events/ticket', token: customer.token })).json<{ ticket: string }>().ticket;
    const stream = await openStream(base, ticket);
    try {
      await stream.waitFor(() => stream.comments.includes('connected'));
      expect(await openStreams()).toBe(1);
    } finally {
      stream.close();
    }
    await until(async () => (await openStreams()) === 0);
  });
});

describe('METRICS_PORT', () => {
  it('serves the same metrics on a port of its own, without a token, and nothing else', async () => {
    const server = await startMetricsServer(ctx.app.metrics.registry, 0, '127.0.0.1');
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('# TYPE orders_by_status gauge');
      expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
