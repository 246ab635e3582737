import { LRUCache } from 'lru-cache';
import type { DatabaseHandle } from '../../db/client';
import { CHANNELS } from '../../db/channels';

export const CATALOGUE_CHANGED_CHANNEL = CHANNELS.catalogueChanged;
/** Lists hold up to 21 restaurant rows each; this bounds the cache to a few tens of megabytes. */
const MAX_ENTRIES = 2000;

/**
 * What customers read about restaurants — a restaurant's row, its menu and extras, pages of the
 * customer list — kept in memory until anything changes. The embedded database answers one query
 * at a time in 1–5 ms, so these reads were bound at a few hundred a second.
 *
 * Dropped whole on every change: a trigger on restaurants, menus, extras and categories (migration
 * 0003) sends NOTIFY whatever code path made the change. PGlite delivers it before the changing
 * statement's promise resolves, so a read that follows a write never sees the old value.
 *
 * Only on PGlite. On PostgreSQL the NOTIFY travels on another connection and lands a moment after
 * the commit, so a read right after a write could still be served the old value; there these reads
 * go to the database, which answers them in parallel from its pool.
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
  private unlisten?: () => Promise<void>;

  async start(handle: DatabaseHandle): Promise<void> {
    if (handle.kind !== 'pglite') return;
    this.unlisten = await handle.listen(CATALOGUE_CHANGED_CHANNEL, () => this.clear());
    this.enabled = true;
  }

  /**
   * The value under `key`, loaded at most once between two changes. Every caller shares it: treat
   * it as read-only. A load that is still running when a change comes is dropped with the rest,
   * so what it read is never served to a request that came after the change.
   */
  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const boxed = await this.entries.fetch(key, { context: load });
    // The key's loader always yields T: a key names one query.
    return boxed!.value as T;
  }

  /**
   * Like `read`, for a value that also goes stale with time (an opening state, a delivery
   * estimate): the load says until when its value holds, and a value past it is loaded again.
   */
  async readUntil<T>(key: string, load: () => Promise<{ value: T; until: number }>): Promise<T> {
    let loadedHere = false;
    const tracked = () => {
      loadedHere = true;
      return load();
    };
    let entry = await this.read(key, tracked);
    if (entry.until <= Date.now() && !loadedHere) {
      // Kept from before and now stale: loaded again.
      this.entries.delete(key);
      entry = await this.read(key, tracked);
    }
    // A value stale as soon as it is loaded serves this request only.
    if (entry.until <= Date.now()) this.entries.delete(key);
    return entry.value;
  }

  clear(): void {
    this.entries.clear();
  }

  async stop(): Promise<void> {
    this.enabled = false;
    this.entries.clear();
    await this.unlisten?.();
  }
}
