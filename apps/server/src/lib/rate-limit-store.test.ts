import { describe, expect, it } from 'vitest';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { openTestDatabase } from '../../test/test-database';
import { postgresRateLimitStore } from './rate-limit-store';

/** Two stores on one database stand for two instances (decision 020); the store is PostgreSQL's only. */
const onPostgres = process.env.TEST_DB_KIND === 'postgres';

function hit(store: FastifyRateLimitStore, key: string, timeWindow: number, max: number): Promise<{ current: number; ttl: number }> {
  return new Promise((resolve, reject) => store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), timeWindow, max));
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(onPostgres)('the PostgreSQL rate-limit store', () => {
  it('counts a strict limit exactly across instances, per route, and starts again after the window', async () => {
    const handle = await openTestDatabase();
    try {
      const [a, b] = [postgresRateLimitStore(handle.db), postgresRateLimitStore(handle.db)].map(({ Store }) =>
        new Store({}).child({ routeInfo: { method: 'POST', url: '/login' } } as never),
      );
      const counts = [];
      for (let i = 0; i < 6; i++) counts.push((await hit(i % 2 ? b! : a!, '10.0.0.1', 60_000, 5)).current);
      expect(counts).toEqual([1, 2, 3, 4, 5, 6]);
      // Another route, another address: counted apart.
      const other = new (postgresRateLimitStore(handle.db).Store)({});
      expect((await hit(other, '10.0.0.1', 60_000, 5)).current).toBe(1);
      expect((await hit(a!, '10.0.0.2', 60_000, 5)).current).toBe(1);
      const short = await hit(a!, '10.0.0.3', 100, 5);
      expect(short.ttl).toBeLessThanOrEqual(100);
      await sleep(150);
      expect((await hit(b!, '10.0.0.3', 100, 5)).current).toBe(1);
    } finally {
      await handle.close();
    }
  });

  it('counts a loose limit here and adds it up for the other instances within a flush', async () => {
    const handle = await openTestDatabase();
    try {
      const a = new (postgresRateLimitStore(handle.db).Store)({});
      const b = new (postgresRateLimitStore(handle.db).Store)({});
      const onA = [];
      for (let i = 0; i < 10; i++) onA.push((await hit(a, '10.0.1.1', 60_000, 300)).current);
      expect(onA).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      await sleep(400);
      // B's first hit for the address asks the database, which holds A's ten.
      expect((await hit(b, '10.0.1.1', 60_000, 300)).current).toBe(11);
      expect((await hit(b, '10.0.1.1', 60_000, 300)).current).toBe(12);
      await sleep(400);
      // A hears of B's hits with its next flush.
      await hit(a, '10.0.1.1', 60_000, 300);
      await sleep(400);
      expect((await hit(a, '10.0.1.1', 60_000, 300)).current).toBe(14);
    } finally {
      await handle.close();
    }
  });
});
