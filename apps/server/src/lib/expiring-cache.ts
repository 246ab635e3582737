import { LRUCache } from 'lru-cache';

/**
 * Answers kept for a while, at most `max` of them, least recently used dropped first (lru-cache).
 * Requests for a key whose answer is still loading share that one load; a load that fails is not
 * kept, so the next request tries again. Each call brings its own loader, which lru-cache's
 * `fetch` takes as its context.
 */
export class ExpiringCache<V> {
  // Boxed: lru-cache keeps no null or undefined values, and "no such place" is an answer too.
  private readonly cache: LRUCache<string, { value: V }, () => Promise<V>>;

  constructor(options: { ttlMs: number; max?: number; now?: () => number }) {
    this.cache = new LRUCache({
      max: options.max ?? 2000,
      ttl: options.ttlMs,
      // A clock of the caller's (tests) is read every time: lru-cache otherwise reuses a reading for 1 ms.
      ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
      fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
    });
  }

  get size(): number {
    return this.cache.size;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const boxed = await this.cache.fetch(key, { context: load });
    return boxed!.value;
  }
}
