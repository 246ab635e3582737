import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../../test/test-database';
import { postgresRateLimitStore } from './rate-limit-store';

/** Two stores on one database stand for two instances (decision 020); the store is PostgreSQL's only. */
const onPostgres = process.env.TEST_DB_KIND === 'postgres';

function hit(store: FastifyRateLimitStore, key: string, timeWindow: number, max: number): Promise<{ current: number; ttl: number }> {
  return new Promise((resolve, reject) => store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), timeWindow, max));
}

/** The shared count of one key, as every instance reads it. */
async function sharedHits(handle: DatabaseHandle, key: string): Promise<number | undefined> {
  const result = (await handle.db.execute(sql`select hits from rate_limit_hits where key = ${key}`)) as unknown as { rows: Array<{ hits: number }> };
  return result.rows[0]?.hits;
}

/** Polls until the database holds `hits` for `key`: a flush runs on a timer, so the test waits for its effect, not for a guessed time. */
const flushedTo = (handle: DatabaseHandle, key: string, hits: number) =>
  vi.waitFor(async () => expect(await sharedHits(handle, key)).toBe(hits), { timeout: 5000, interval: 20 });

describe.runIf(onPostgres)('the PostgreSQL rate-limit store', () => {
  it('counts a strict limit exactly across instances, per route, and starts again after the window', async () => {
    const handle = await openTestDatabase();
    const stores = [postgresRateLimitStore(handle.db), postgresRateLimitStore(handle.db), postgresRateLimitStore(handle.db)];
    try {
      const [a, b] = stores.map(({ Store }) => new Store({}).child({ routeInfo: { method: 'POST', url: '/login' } } as never));
      const counts = [];
      for (let i = 0; i < 6; i++) counts.push((await hit(i % 2 ? b! : a!, '10.0.0.1', 60_000, 5)).current);
      expect(counts).toEqual([1, 2, 3, 4, 5, 6]);
      // A strict limit is counted in the database on every hit, before the answer.
      expect(await sharedHits(handle, 'POST /login|10.0.0.1')).toBe(6);
      // Another route, another address: counted apart.
      const other = new stores[2]!.Store({});
      expect((await hit(other, '10.0.0.1', 60_000, 5)).current).toBe(1);
      expect((await hit(a!, '10.0.0.2', 60_000, 5)).current).toBe(1);
      const short = await hit(a!, '10.0.0.3', 100, 5);
      expect(short.ttl).toBeLessThanOrEqual(100);
      // Once the database says the 100 ms window has passed, the other instance starts a new one.
      await vi.waitFor(
        async () => {
          const result = (await handle.db.execute(
            sql`select reset_at <= now() as ended from rate_limit_hits where key = 'POST /login|10.0.0.3'`,
          )) as unknown as {
            rows: Array<{ ended: boolean }>;
          };
          expect(result.rows[0]?.ended).toBe(true);
        },
        { timeout: 5000, interval: 20 },
      );
      expect((await hit(b!, '10.0.0.3', 100, 5)).current).toBe(1);
    } finally {
      for (const store of stores) store.close();
      await handle.close();
    }
  });

  it('counts a loose limit here and adds it up for the other instances with a flush', async () => {
    const handle = await openTestDatabase();
    const stores = [postgresRateLimitStore(handle.db), postgresRateLimitStore(handle.db)];
    try {
      const [a, b] = stores.map(({ Store }) => new Store({}));
      const onA = [];
      for (let i = 0; i < 10; i++) onA.push((await hit(a!, '10.0.1.1', 60_000, 300)).current);
      expect(onA).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      // The first hit went to the database, the other nine are sent by A's next flush.
      await flushedTo(handle, 'all|10.0.1.1', 10);
      // B's first hit for the address asks the database, which holds A's ten.
      expect((await hit(b!, '10.0.1.1', 60_000, 300)).current).toBe(11);
      expect((await hit(b!, '10.0.1.1', 60_000, 300)).current).toBe(12);
      await flushedTo(handle, 'all|10.0.1.1', 12);
      // A hears of B's hits when its own next flush brings the shared total back.
      await hit(a!, '10.0.1.1', 60_000, 300);
      await flushedTo(handle, 'all|10.0.1.1', 13);
      expect((await hit(a!, '10.0.1.1', 60_000, 300)).current).toBe(14);
    } finally {
      for (const store of stores) store.close();
      await handle.close();
    }
  });
});
