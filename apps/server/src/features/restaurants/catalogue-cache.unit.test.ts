import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { CatalogueCache, LOCAL_WRITE_BYPASS_MS } from './catalogue-cache';

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

/** PostgreSQL as far as the cache cares: NOTIFY, the statements this process sends, LISTEN reconnects. */
function server() {
  let onChange = () => {};
  const watchers = new Set<(text: string) => void>();
  const reconnected = new Set<() => void>();
  const handle = {
    kind: 'postgres',
    listen: async (_channel: string, callback: () => void) => {
      onChange = callback;
      return async () => {};
    },
    watchQueries: (watch: (text: string) => void) => (watchers.add(watch), () => watchers.delete(watch)),
    onListenReconnect: (callback: () => void) => (reconnected.add(callback), () => reconnected.delete(callback)),
  } as unknown as DatabaseHandle;
  return {
    handle,
    notify: () => onChange(),
    send: (text: string) => watchers.forEach((watch) => watch(text)),
    reconnect: () => reconnected.forEach((callback) => callback()),
  };
}

describe('CatalogueCache on PostgreSQL (decision 020)', () => {
  afterEach(() => vi.useRealTimers());

  it('caches, and after a change this instance sends reads through until its NOTIFY has surely come', async () => {
    const { handle, notify, send } = server();
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
    expect(await cache.read('k', load)).toBe(4);
    expect(await cache.read('k', load)).toBe(4);
    notify();
    expect(await cache.read('k', load)).toBe(5);
    await cache.stop();
  });

  it('drops everything when the LISTEN connection stands again: notifications sent meanwhile are lost', async () => {
    const { handle, reconnect } = server();
    const cache = new CatalogueCache();
    await cache.start(handle);
    let loads = 0;
    await cache.read('k', async () => ++loads);
    reconnect();
    expect(await cache.read('k', async () => ++loads)).toBe(2);
    await cache.stop();
  });
});
