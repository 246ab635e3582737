import { LRUCache } from 'lru-cache';
import type { DatabaseHandle } from '../../db/client';
import { CHANNELS } from '../../db/channels';

export const CATALOGUE_CHANGED_CHANNEL = CHANNELS.catalogueChanged;
/** Lists hold up to 21 restaurant rows each; this bounds the cache to a few tens of megabytes. */
const MAX_ENTRIES = 2000;
/**
 * PostgreSQL: how long after this instance sent a change to a catalogue table its reads skip the
 * cache. Covers the rest of the changing transaction and the NOTIFY's trip back after the commit.
 */
export const LOCAL_WRITE_BYPASS_MS = 1000;
/** A statement that changes a table of migration 0003's triggers, as Drizzle spells it. */
const CATALOGUE_WRITE = /^\s*(?:insert\s+into|update|delete\s+from)\s+"?(?:restaurants|menus|extras|categories)"?[\s(]/i;

/**
 * What customers read about restaurants — a restaurant's row, its menu and extras, pages of the
 * customer list — kept in memory until anything changes. The embedded database answers one query
 * at a time in 1–5 ms, so these reads were bound at a few hundred a second.
 *
 * Dropped whole on every change: a trigger on restaurants, menus, extras and categories (migration
 * 0003) sends NOTIFY whatever code path or instance made the change. PGlite delivers it before the
 * changing statement's promise resolves, so a read that follows a write never sees the old value.
 *
 * On PostgreSQL (decision 020) the NOTIFY reaches every instance a moment after the commit, so
 * another instance serves the old value for at most that moment (milliseconds). The instance that
 * makes the change must not even do that (a partner saves a dish, then reloads the page): it sees
 * its own statements go out (`watchQueries`), drops the cache at once and reads from the database
 * for LOCAL_WRITE_BYPASS_MS. A lost LISTEN connection drops the cache when it stands again.
 * Decisions that must see the database itself (an order's prices) never read through here.
 */
export class CatalogueCache {
  /**
   * lru-cache: requests that arrive while a value loads share one query (`fetch`); a failed load is
   * not kept, so the next request tries again (the caller still gets the error). Values are boxed:
   * lru-cache keeps no undefined, and "no such restaurant" is an answer too.
   */
  private readonly entries = new LRUCache<string, { value: unknown }, () => Promise<unknown>>({
    max: MAX_ENTRIES,
    fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
    // A load that a change overtook still answers the requests that came before the change, and is
    // not kept (clear() leaves its slot empty); lru-cache would otherwise reject those requests.
    ignoreFetchAbort: true,
  });
  private enabled = false;
  private bypassUntil = 0;
  private readonly stops: Array<() => unknown> = [];

  async start(handle: DatabaseHandle): Promise<void> {
    this.stops.push(await handle.listen(CATALOGUE_CHANGED_CHANNEL, () => this.clear()));
    const unwatch = handle.watchQueries?.((text) => {
      if (CATALOGUE_WRITE.test(text)) this.changingHere();
    });
    if (unwatch) this.stops.push(unwatch);
    const unreconnect = handle.onListenReconnect?.(() => this.clear());
    if (unreconnect) this.stops.push(unreconnect);
    this.enabled = true;
  }

  /**
   * The value under `key`, loaded at most once between two changes. Every caller shares it: treat
   * it as read-only. A load that is still running when a change comes is dropped with the rest,
   * so what it read is never served to a request that came after the change.
   */
  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.caching()) return load();
    const boxed = await this.entries.fetch(key, { context: load });
    // The key's loader always yields T: a key names one query.
    return boxed!.value as T;
  }

  /**
   * Like `read`, for a value that also goes stale with time (an opening state, a delivery
   * estimate): the load says until when its value holds, and a value past it is loaded again.
   */
  async readUntil<T>(key: string, load: () => Promise<{ value: T; until: number }>): Promise<T> {
    // The cache holds the loaded value boxed ({ value }); here that value is { value, until }.
    const known = this.caching() ? (this.entries.get(key)?.value as { value: T; until: number } | undefined) : undefined;
    if (known) {
      if (known.until > Date.now()) return known.value;
      this.entries.delete(key);
    }
    const { value, until } = await this.read(key, load);
    // A value stale as soon as it is loaded serves this request only.
    if (until <= Date.now()) this.entries.delete(key);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  private caching(): boolean {
    return this.enabled && Date.now() >= this.bypassUntil;
  }

  /** This instance is sending a catalogue change: nothing read before its commit may be served after it. */
  private changingHere(): void {
    this.bypassUntil = Date.now() + LOCAL_WRITE_BYPASS_MS;
    this.entries.clear();
  }

  async stop(): Promise<void> {
    this.enabled = false;
    this.entries.clear();
    for (const stop of this.stops.splice(0)) await stop();
  }
}
