interface Entry<V> {
  expires: number;
  value: Promise<V>;
}

/**
 * A small in-memory cache of answers that expire (DESIGN.md section 1: suggestions 1 minute,
 * details 60 s). It keeps the promise, so requests for the same key while the first is still
 * running share one provider call; a failed call is forgotten at once. At most `maxEntries` are
 * kept, the oldest dropped first.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const time = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > time) return hit.value;
    if (hit) this.entries.delete(key);
    const value = load();
    const entry = { expires: time + this.ttlMs, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
