import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** Limits this low (logins, codes, sign-ups) count every hit in the database before answering. */
const STRICT_MAX = 100;
/** How often the looser limits' local hits are added to the shared counters. */
const FLUSH_MS = 200;
const PRUNE_MS = 60_000;

type Answer = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Answer) => void;
/** This instance's view of one counter: the shared total it last saw, plus hits not sent yet. */
interface Counter {
  known: number;
  pending: number;
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
   * flush, and answered without a round trip; undefined when the hit must go to the database
   * first (`hit`).
   */
  hitLocally(key: string, max: number): Answer | undefined {
    const now = Date.now();
    const counter = this.counters.get(key);
    if (!counter || counter.resetAt <= now || max <= STRICT_MAX) return undefined;
    counter.pending += 1;
    this.scheduleFlush();
    return { current: counter.known + counter.pending, ttl: counter.resetAt - now };
  }

  async hit(key: string, windowMs: number): Promise<Answer> {
    const now = Date.now();
    const counter = this.counters.get(key);
    try {
      const rows = await this.send([key], [1], [windowMs]);
      const row = rows[0]!;
      return { current: row.hits + (this.counters.get(key)?.pending ?? 0), ttl: row.ttl_ms };
    } catch {
      // The database is away: count here alone rather than refuse or wave everything through.
      const local = counter && counter.resetAt > now ? counter : { known: 0, pending: 0, resetAt: now + windowMs, windowMs };
      local.pending += 1;
      this.counters.set(key, local);
      return { current: local.known + local.pending, ttl: local.resetAt - now };
    }
  }

  private async send(keys: string[], hits: number[], windows: number[]): Promise<HitRow[]> {
    const result = (await this.db.execute(addHits(keys, hits, windows))) as unknown as { rows: HitRow[] };
    const now = Date.now();
    for (const row of result.rows) {
      const counter = this.counters.get(row.key);
      const windowMs = windows[keys.indexOf(row.key)]!;
      if (counter) Object.assign(counter, { known: row.hits, resetAt: now + row.ttl_ms, windowMs });
      else this.counters.set(row.key, { known: row.hits, pending: 0, resetAt: now + row.ttl_ms, windowMs });
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
      for (const [, counter, n] of batch) counter.pending += n;
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
 * A @fastify/rate-limit store (its store interface: `incr` and `child`) whose counters live in
 * PostgreSQL (decisions 020 and 042), so a limit holds
 * for a client whichever instance it reaches. Strict limits (at most STRICT_MAX a window) take
 * one upsert per hit. Looser ones (the API's 300 a minute) take one upsert for a client's first
 * hit on this instance, then count here and add up every FLUSH_MS: each instance may let a client
 * past its limit by what it receives in that moment, and a request pays no round trip for it.
 * Keys are `scope|client`: 'all' for the API's limit, `METHOD url` for a route's own.
 * `continueExceeding` and `exponentialBackoff` are not supported (the app uses neither).
 */
export function postgresRateLimitStore(db: Database): { Store: FastifyRateLimitStoreCtor; close: () => void } {
  const shared = new SharedCounters(db);
  const Store = class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly scope = 'all',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      const scoped = `${this.scope}|${key}`;
      const local = shared.hitLocally(scoped, max);
      if (local) return callback(null, local);
      shared.hit(scoped, timeWindow).then(
        (answer) => callback(null, answer),
        (error: unknown) => callback(error as Error),
      );
    }

    /** A route's own limit counts apart from the others. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new PostgresRateLimitStore({}, `${String(route?.method ?? '')} ${String(route?.url ?? routeOptions.url ?? '')}`);
    }
  };
  return { Store, close: () => shared.close() };
}
