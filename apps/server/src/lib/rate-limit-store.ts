import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** A client's count in the current window, and when the window ends (ms since the epoch). */
export interface RateLimitHit {
  readonly current: number;
  readonly resetAt: number;
}

/** The counters of one limit (the API's, or one route's): `hit` counts a request of the client `key`. */
export interface RateLimitCounter {
  /**
   * An answer at once when the count is known here (the usual request pays no promise, decision
   * 032), or a promise when it must be asked elsewhere first. The answer is read at once: a store
   * may hand out the counter it keeps.
   */
  hit(key: string, now: number): RateLimitHit | Promise<RateLimitHit>;
}

export interface RateLimitStore {
  /** The counters of one limit, apart from every other scope's. */
  counter(scope: string, windowMs: number, max: number): RateLimitCounter;
  /** Stops the store's timers (the app's onClose). */
  close(): void;
}

/** Limits this low (logins, codes, sign-ups) count every hit in the database before answering. */
const STRICT_MAX = 100;
/** How often the looser limits' local hits are added to the shared counters. */
const FLUSH_MS = 200;
const PRUNE_MS = 60_000;

/** This instance's view of one counter: the shared total it last saw, plus hits not sent yet. */
interface Counter extends RateLimitHit {
  known: number;
  pending: number;
  /** known + pending, kept so a hit answers with the counter itself. */
  current: number;
  resetAt: number;
  windowMs: number;
}
type HitRow = { key: string; hits: number; ttl_ms: number };

/** Adds hits to the shared counters in one statement; a window that has passed starts again. */
function addHits(keys: string[], hits: number[], windows: number[]) {
  return sql`
    insert into rate_limit_hits as r (key, hits, reset_at)
    select t.key, t.hits, now() + t.window_ms * interval '1 millisecond'
    from unnest(${sql.param(keys)}::text[], ${sql.param(hits)}::int[], ${sql.param(windows)}::int[]) as t(key, hits, window_ms)
    on conflict (key) do update set
      hits = case when r.reset_at <= now() then excluded.hits else r.hits + excluded.hits end,
      reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
    returning key, hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl_ms`;
}

/** The counters of every limit of one app, and the one timer that sends their pending hits. */
class SharedCounters {
  private readonly counters = new Map<string, Counter>();
  private timer: NodeJS.Timeout | undefined;
  private lastPrune = Date.now();
  private closed = false;

  constructor(private readonly db: Database) {}

  /** The app is closing: pending hits are dropped, no flush runs on a closed pool. */
  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }

  /**
   * A counter this instance already holds, of a looser limit: counted here, sent with the next
   * flush. Synchronous, so the usual request pays no promise for its limit (decision 032);
   * undefined when the hit must go to the database first (`hit`).
   */
  hitLocally(key: string, max: number, now: number): RateLimitHit | undefined {
    if (max <= STRICT_MAX) return undefined;
    const counter = this.counters.get(key);
    if (!counter || counter.resetAt <= now) return undefined;
    counter.pending += 1;
    counter.current += 1;
    this.scheduleFlush();
    return counter;
  }

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    try {
      await this.send([key], [1], [windowMs]);
      // A copy: another hit's answer may update the counter before this one is read.
      const { current, resetAt } = this.counters.get(key)!;
      return { current, resetAt };
    } catch {
      // The database is away: count here alone rather than refuse or wave everything through.
      const now = Date.now();
      const counter = this.counters.get(key);
      const local = counter && counter.resetAt > now ? counter : { known: 0, pending: 0, current: 0, resetAt: now + windowMs, windowMs };
      local.pending += 1;
      local.current += 1;
      this.counters.set(key, local);
      return local;
    }
  }

  private async send(keys: string[], hits: number[], windows: number[]): Promise<HitRow[]> {
    const result = (await this.db.execute(addHits(keys, hits, windows))) as unknown as { rows: HitRow[] };
    const now = Date.now();
    for (const row of result.rows) {
      const counter = this.counters.get(row.key);
      const windowMs = windows[keys.indexOf(row.key)]!;
      if (counter) Object.assign(counter, { known: row.hits, current: row.hits + counter.pending, resetAt: now + row.ttl_ms, windowMs });
      else this.counters.set(row.key, { known: row.hits, pending: 0, current: row.hits, resetAt: now + row.ttl_ms, windowMs });
    }
    return result.rows;
  }

  private scheduleFlush(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  private async flush(): Promise<void> {
    const batch: Array<[string, Counter, number]> = [];
    for (const [key, counter] of this.counters) {
      if (counter.pending > 0) batch.push([key, counter, counter.pending]);
      counter.pending = 0;
      counter.current = counter.known;
    }
    try {
      if (batch.length)
        await this.send(
          batch.map(([key]) => key),
          batch.map(([, , n]) => n),
          batch.map(([, c]) => c.windowMs),
        );
      await this.prune();
    } catch {
      // Sent again with the next flush.
      for (const [, counter, n] of batch) {
        counter.pending += n;
        counter.current += n;
      }
    } finally {
      this.timer = undefined;
      if (batch.some(([, counter]) => counter.pending > 0)) this.scheduleFlush();
    }
  }

  private async prune(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_MS) return;
    this.lastPrune = now;
    for (const [key, counter] of this.counters) if (counter.resetAt <= now && counter.pending === 0) this.counters.delete(key);
    await this.db.execute(sql`delete from rate_limit_hits where reset_at < now() - interval '1 minute'`);
  }
}

/**
 * Rate-limit counters in PostgreSQL (decision 020), so a limit holds for a client whichever
 * instance it reaches. Strict limits (at most STRICT_MAX a window) take one upsert per hit. Looser
 * ones (the API's 300 a minute) take one upsert for a client's first hit on this instance, then
 * count here and add up every FLUSH_MS: each instance may let a client past its limit by what it
 * receives in that moment, and a request pays no round trip (nor a promise) for it. Keys are
 * `scope|client`, as with the @fastify/rate-limit store this was before ('all' for the API's limit,
 * `METHOD url` for a route's own), so old and new instances share counters during a deploy.
 */
export function postgresRateLimitStore(db: Database): RateLimitStore {
  const shared = new SharedCounters(db);
  return {
    counter(scope, windowMs, max) {
      const prefix = `${scope}|`;
      return {
        hit(key, now) {
          const scoped = prefix + key;
          return shared.hitLocally(scoped, max, now) ?? shared.hit(scoped, windowMs);
        },
      };
    },
    close: () => shared.close(),
  };
}
