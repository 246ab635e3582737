import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { CATALOGUE_CHANGED_CHANNEL, CatalogueCache } from './catalogue-cache';

/** A database handle that only hands out its NOTIFY listener, so a test can send the trigger's message. */
function fakeHandle(kind: DatabaseHandle['kind']) {
  const listeners = new Map<string, (payload: string) => void>();
  const handle = {
    kind,
    listen: async (channel: string, onPayload: (payload: string) => void) => {
      listeners.set(channel, onPayload);
      return async () => void listeners.delete(channel);
    },
  } as unknown as DatabaseHandle;
  return { handle, notify: () => listeners.get(CATALOGUE_CHANGED_CHANNEL)?.('menus') };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('CatalogueCache', () => {
  it('loads a key once, shares the load between concurrent readers and loads again after a change', async () => {
    const { handle, notify } = fakeHandle('pglite');
    const cache = new CatalogueCache();
    await cache.start(handle);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.read('k', load), cache.read('k', load)])).toEqual([1, 1]);
    expect(await cache.read('k', load)).toBe(1);
    notify();
    expect(await cache.read('k', load)).toBe(2);
    await cache.stop();
  });

  it('drops a load that a change overtook: only the readers that came before it get what it read', async () => {
    const { handle, notify } = fakeHandle('pglite');
    const cache = new CatalogueCache();
    await cache.start(handle);
    const slow = deferred<string>();
    const early = cache.read('k', () => slow.promise);
    notify();
    slow.resolve('before the change');
    expect(await early).toBe('before the change');
    expect(await cache.read('k', async () => 'after the change')).toBe('after the change');
    await cache.stop();
  });

  it('keeps no failed load', async () => {
    const { handle } = fakeHandle('pglite');
    const cache = new CatalogueCache();
    await cache.start(handle);
    await expect(cache.read('k', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.read('k', async () => 'back')).toBe('back');
    await cache.stop();
  });

  it('reads through to the database on PostgreSQL, where NOTIFY lands after the commit', async () => {
    const { handle } = fakeHandle('postgres');
    const cache = new CatalogueCache();
    await cache.start(handle);
    let loads = 0;
    await cache.read('k', async () => ++loads);
    await cache.read('k', async () => ++loads);
    expect(loads).toBe(2);
    await cache.stop();
  });
});
