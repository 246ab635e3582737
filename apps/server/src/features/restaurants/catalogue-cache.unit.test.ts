import { describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { CATALOGUE_CHANGED_CHANNEL, CatalogueCache, LOCAL_WRITE_BYPASS_MS } from './catalogue-cache';

/** A database handle that only hands out its NOTIFY listener, so a test can send the trigger's message. */
function fakeHandle(kind: DatabaseHandle['kind']) {
  const listeners = new Map<string, (payload: string) => void>();
  const watchers = new Set<(text: string) => void>();
  const reconnected = new Set<() => void>();
  const handle = {
    kind,
    listen: async (channel: string, onPayload: (payload: string) => void) => {
      listeners.set(channel, onPayload);
      return async () => void listeners.delete(channel);
    },
    // PostgreSQL's handle also shows the statements this process sends, and says when LISTEN reconnected.
    ...(kind === 'postgres'
      ? {
          watchQueries: (watch: (text: string) => void) => (watchers.add(watch), () => watchers.delete(watch)),
          onListenReconnect: (callback: () => void) => (reconnected.add(callback), () => reconnected.delete(callback)),
        }
      : {}),
  } as unknown as DatabaseHandle;
  return {
    handle,
    notify: () => listeners.get(CATALOGUE_CHANGED_CHANNEL)?.('menus'),
    send: (text: string) => watchers.forEach((watch) => watch(text)),
    reconnect: () => reconnected.forEach((callback) => callback()),
  };
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

  it('on PostgreSQL caches too, and after a change this instance sends reads through until its NOTIFY has surely come', async () => {
    const { handle, notify, send } = fakeHandle('postgres');
    const cache = new CatalogueCache();
    await cache.start(handle);
    let loads = 0;
    const load = async () => ++loads;
    await cache.read('k', load);
    expect(await cache.read('k', load)).toBe(1);
    // Reads and other tables' changes leave it; a change to a catalogue table drops it at once.
    send('select "id" from "menus" where "menus"."id" = $1');
    send('update "orders" set "status" = $1');
    expect(await cache.read('k', load)).toBe(1);
    send('update "menus" set "visible" = $1 where "menus"."id" = $2');
    expect(await cache.read('k', load)).toBe(2);
    // Until the commit's NOTIFY has surely come, nothing read is kept: it may predate the commit.
    expect(await cache.read('k', load)).toBe(3);
    vi.useFakeTimers({ now: Date.now() + LOCAL_WRITE_BYPASS_MS + 1 });
    try {
      expect(await cache.read('k', load)).toBe(4);
      expect(await cache.read('k', load)).toBe(4);
      notify();
      expect(await cache.read('k', load)).toBe(5);
    } finally {
      vi.useRealTimers();
    }
    await cache.stop();
  });

  it('drops everything when the LISTEN connection stands again: notifications sent meanwhile are lost', async () => {
    const { handle, reconnect } = fakeHandle('postgres');
    const cache = new CatalogueCache();
    await cache.start(handle);
    let loads = 0;
    await cache.read('k', async () => ++loads);
    reconnect();
    expect(await cache.read('k', async () => ++loads)).toBe(2);
    await cache.stop();
  });
});
