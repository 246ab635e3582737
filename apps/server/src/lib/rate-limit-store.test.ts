import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { postgresRateLimitStore, type RateLimitCounter } from './rate-limit-store';

/** Two stores on one database stand for two instances (decision 020); the store is PostgreSQL's only. */
const onPostgres = process.env.TEST_DB_KIND === 'postgres';

/** The answer as the plugin reads it: the count, and the milliseconds left in the window. */
async function hit(counter: RateLimitCounter, key: string): Promise<{ current: number; ttl: number }> {
  const answer = await counter.hit(key, Date.now());
  return { current: answer.current, ttl: answer.resetAt - Date.now() };
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(onPostgres)('the PostgreSQL rate-limit store', () => {
  it('counts a strict limit exactly across instances, per route, and starts again after the window', async () => {
    const handle = await openTestDatabase();
    try {
      const stores = [postgresRateLimitStore(handle.db), postgresRateLimitStore(handle.db)];
      const [a, b] = stores.map((store) => store.counter('POST /login', 60_000, 5));
      const counts = [];
      for (let i = 0; i < 6; i++) {
        const answer = (i % 2 ? b : a)!.hit('10.0.0.1', Date.now());
        // A strict limit asks the database on every hit.
        expect(answer).toBeInstanceOf(Promise);
        counts.push((await answer).current);
      }
      expect(counts).toEqual([1, 2, 3, 4, 5, 6]);
      // Another route, another address: counted apart.
      const other = postgresRateLimitStore(handle.db).counter('all', 60_000, 5);
      expect((await hit(other, '10.0.0.1')).current).toBe(1);
      expect((await hit(a!, '10.0.0.2')).current).toBe(1);
      const [shortA, shortB] = stores.map((store) => store.counter('POST /code', 100, 5));
      const short = await hit(shortA!, '10.0.0.3');
      expect(short.ttl).toBeLessThanOrEqual(100);
      await sleep(150);
      expect((await hit(shortB!, '10.0.0.3')).current).toBe(1);
      for (const store of stores) store.close();
    } finally {
      await handle.close();
    }
  });

  it('counts a loose limit here and adds it up for the other instances within a flush', async () => {
    const handle = await openTestDatabase();
    try {
      const a = postgresRateLimitStore(handle.db).counter('all', 60_000, 300);
      const b = postgresRateLimitStore(handle.db).counter('all', 60_000, 300);
      const onA = [];
      for (let i = 0; i < 10; i++) onA.push((await hit(a, '10.0.1.1')).current);
      expect(onA).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      // Once the counter is known here, a hit is answered without a promise (decision 032).
      expect(a.hit('10.0.1.1', Date.now())).not.toBeInstanceOf(Promise);
      await sleep(400);
      // B's first hit for the address asks the database, which holds A's eleven.
      expect((await hit(b, '10.0.1.1')).current).toBe(12);
      expect((await hit(b, '10.0.1.1')).current).toBe(13);
      await sleep(400);
      // A hears of B's hits with its next flush.
      await hit(a, '10.0.1.1');
      await sleep(400);
      expect((await hit(a, '10.0.1.1')).current).toBe(15);
    } finally {
      await handle.close();
    }
  });
});
