import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { count } from 'drizzle-orm';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { JOB_STATES, ORDER_STATUSES } from '@forkly/contracts';
import type { DatabaseHandle } from '../db/client';
import { jobs, orders } from '../db/schema/index';
import { API_PREFIX } from '../lib/constants';

/** What features add to this instance's metrics. */
export interface AppMetrics {
  registry: Registry;
  /** A gauge read at every scrape, e.g. the open event streams. */
  gauge(name: string, help: string, read: () => number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** Seconds; from a cached read to a slow PostgreSQL write. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics (issue 11), one registry per app: HTTP latency by route, the database pool,
 * orders by status and the job queue, plus what features register (the event streams). Served at
 * GET /api/metrics to ADMIN and, with METRICS_PORT, on a port of its own (lib/metrics-server.ts).
 */
async function metricsPlugin(app: FastifyInstance, options: { handle: DatabaseHandle }) {
  const { handle } = options;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  // Each series' child, found by one string: prom-client would otherwise check and hash the label
  // object on every observation. Bounded as the series are (routes × methods × codes).
  const series = new Map<string, { observe(seconds: number): void }>();
  app.addHook('onResponse', (request, reply, done) => {
    const pattern = request.routeOptions.url;
    // API routes by their pattern (/api/order/:id); the web app's files and unknown paths as one
    // label each, so the number of series stays bounded.
    const route = !pattern ? 'unmatched' : pattern.startsWith(API_PREFIX) ? pattern : 'web';
    const { method } = request;
    const status = reply.statusCode;
    const key = `${method} ${status} ${route}`;
    let child = series.get(key);
    if (!child) series.set(key, (child = latency.labels(method, route, String(status))));
    child.observe(reply.elapsedTime / 1000);
    done();
  });

  const pool = 'pool' in handle ? (handle as DatabaseHandle & { pool: { totalCount: number; idleCount: number; waitingCount: number } }).pool : undefined;
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections: total, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  new Gauge({
    name: 'orders_by_status',
    help: 'Orders in the database by status',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await handle.db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status);
      const byStatus = new Map(rows.map((row) => [row.status, row.n]));
      for (const status of ORDER_STATUSES) this.set({ status }, byStatus.get(status) ?? 0);
    },
  });

  new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs in the queue by state (queued, running, dead)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const rows = await handle.db.select({ state: jobs.state, n: count() }).from(jobs).groupBy(jobs.state);
      const byState = new Map(rows.map((row) => [row.state, row.n]));
      for (const state of JOB_STATES) this.set({ state }, byState.get(state) ?? 0);
    },
  });

  const metrics: AppMetrics = {
    registry,
    gauge: (name, help, read) => {
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    },
  };
  app.decorate('metrics', metrics);
}

export default fp(metricsPlugin, { name: 'metrics' });
