import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { CatalogueCache } from './catalogue-cache';

/** An embedded database as far as the cache cares: it can be listened to. */
function embedded(): { handle: DatabaseHandle; change: () => void } {
  let onChange = () => {};
  const handle = {
    kind: 'pglite',
    listen: async (_channel: string, callback: () => void) => {
      onChange = callback;
      return async () => {};
    },
  } as unknown as DatabaseHandle;
  return { handle, change: () => onChange() };
}

afterEach(() => vi.useRealTimers());

describe('CatalogueCache.readUntil', () => {
  it('keeps a value until the time its load gave, then loads it again', async () => {
    vi.useFakeTimers({ now: 1_000 });
    const { handle } = embedded();
    const cache = new CatalogueCache();
    await cache.start(handle);
    let loads = 0;
    const load = async () => ({ value: ++loads, until: Date.now() + 500 });
    expect(await cache.readUntil('page', load)).toBe(1);
    expect(await cache.readUntil('page', load)).toBe(1);
    vi.setSystemTime(1_499);
    expect(await cache.readUntil('page', load)).toBe(1);
    vi.setSystemTime(1_500);
    expect(await cache.readUntil('page', load)).toBe(2);
    expect(await cache.readUntil('page', load)).toBe(2);
  });

  it('drops values on a catalogue change, as read does', async () => {
    const { handle, change } = embedded();
    const cache = new CatalogueCache();
    await cache.start(handle);
    let loads = 0;
    const load = async () => ({ value: ++loads, until: Number.POSITIVE_INFINITY });
    expect(await cache.readUntil('page', load)).toBe(1);
    change();
    expect(await cache.readUntil('page', load)).toBe(2);
  });

  it('never keeps a value that is already stale', async () => {
    const { handle } = embedded();
    const cache = new CatalogueCache();
    await cache.start(handle);
    let loads = 0;
    const load = async () => ({ value: ++loads, until: 0 });
    expect(await cache.readUntil('page', load)).toBe(1);
    expect(await cache.readUntil('page', load)).toBe(2);
  });
});
