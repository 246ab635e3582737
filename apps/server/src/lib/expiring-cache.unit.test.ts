import { describe, expect, it, vi } from 'vitest';
import { ExpiringCache } from './expiring-cache';

describe('ExpiringCache', () => {
  it('shares a load that is still running, and keeps its answer until the time is up', async () => {
    let now = 1000;
    const cache = new ExpiringCache<string | null>({ ttlMs: 60_000, now: () => now });
    const load = vi.fn(async () => null);
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b]).toEqual([null, null]);
    expect(load).toHaveBeenCalledTimes(1);
    now += 59_000;
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    now += 2_000;
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed load, so the next request tries again', async () => {
    const cache = new ExpiringCache<number>({ ttlMs: 60_000 });
    await expect(cache.get('k', () => Promise.reject(new Error('provider down')))).rejects.toThrow('provider down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('keeps at most `max` answers, dropping the least recently used', async () => {
    const cache = new ExpiringCache<number>({ ttlMs: 60_000, max: 2 });
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('a', async () => 1);
    await cache.get('c', async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 10)).toBe(1);
    expect(await cache.get('b', async () => 20)).toBe(20);
  });
});
