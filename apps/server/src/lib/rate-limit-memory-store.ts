import type { RateLimitCounter, RateLimitHit, RateLimitStore } from './rate-limit-store';

/**
 * Clients one limit keeps at most. Past it, the client whose window ends soonest is forgotten (it
 * starts again at 1): a flood of addresses costs this much memory and no more (~120 bytes each).
 * @fastify/rate-limit's LocalStore kept 5000 per limit, least recently used first out.
 */
export const MAX_CLIENTS = 50_000;

interface Entry extends RateLimitHit {
  current: number;
  resetAt: number;
}

/**
 * One limit's counters in this process: a fixed window per client that starts at its first hit,
 * as @fastify/rate-limit's LocalStore counted. A window that starts moves its entry to the end of
 * the Map, so the Map stays in order of `resetAt` (one window length per limit): the ended windows
 * are always at its head, and each new client clears them from there, without a timer.
 */
class MemoryCounter implements RateLimitCounter {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly windowMs: number,
    private readonly maxClients: number,
  ) {}

  hit(key: string, now: number): RateLimitHit {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt > now) {
      entry.current += 1;
      return entry;
    }
    if (entry) this.entries.delete(key);
    this.prune(now);
    const fresh: Entry = { current: 1, resetAt: now + this.windowMs };
    this.entries.set(key, fresh);
    return fresh;
  }

  get size(): number {
    return this.entries.size;
  }

  private prune(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.resetAt > now && this.entries.size < this.maxClients) return;
      this.entries.delete(key);
    }
  }
}

/** The store of one process (PGlite, tests): nothing to share, nothing to stop. */
export interface MemoryRateLimitStore extends RateLimitStore {
  counter(scope: string, windowMs: number, max: number): MemoryCounter;
}

export function memoryRateLimitStore(options: { maxClients?: number } = {}): MemoryRateLimitStore {
  return {
    counter: (_scope, windowMs) => new MemoryCounter(windowMs, options.maxClients ?? MAX_CLIENTS),
    close: () => {},
  };
}
