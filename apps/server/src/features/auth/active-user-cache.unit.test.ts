import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { ActiveUserCache, USER_CHANGED_CHANNEL } from './active-user-cache';

const account = (id: number) => ({ currentUserRole: 'USER' as const, currentUserId: id, username: `user${id}`, twoFactorEnabled: false });

describe('ActiveUserCache', () => {
  it('keeps an account five minutes at most', () => {
    let now = 1_000;
    const cache = new ActiveUserCache(() => now);
    cache.set(1, account(1), cache.generation(1));
    expect(JSON.parse(cache.json(1)!)).toMatchObject({ currentUserId: 1, username: 'user1' });
    now += 5 * 60_000 - 1;
    expect(cache.json(1)).toBeDefined();
    now += 2;
    expect(cache.json(1)).toBeUndefined();
  });

  it('drops an account when the database says it changed, and never stores a read that raced the change', async () => {
    let onChange: (payload: string) => void = () => {};
    const handle = {
      listen: async (channel: string, listener: (payload: string) => void) => {
        expect(channel).toBe(USER_CHANGED_CHANNEL);
        onChange = listener;
        return async () => {};
      },
    } as unknown as DatabaseHandle;
    const cache = new ActiveUserCache();
    await cache.start(handle);
    cache.set(1, account(1), cache.generation(1));
    const readAt = cache.generation(1);
    onChange('1');
    expect(cache.json(1)).toBeUndefined();
    cache.set(1, account(1), readAt);
    expect(cache.json(1)).toBeUndefined();
    cache.set(1, account(1), cache.generation(1));
    expect(cache.json(1)).toBeDefined();
    await cache.stop();
  });

  it('drops every account when LISTEN comes back, and never stores a read begun before', async () => {
    let reconnected = () => {};
    const handle = {
      listen: async () => async () => {},
      onListenReconnect: (callback: () => void) => ((reconnected = callback), () => {}),
    } as unknown as DatabaseHandle;
    const cache = new ActiveUserCache();
    await cache.start(handle);
    cache.set(1, account(1), cache.generation(1));
    cache.set(2, account(2), cache.generation(2));
    const readAt = cache.generation(3);
    reconnected();
    expect([cache.json(1), cache.json(2)]).toEqual([undefined, undefined]);
    cache.set(3, account(3), readAt);
    expect(cache.json(3)).toBeUndefined();
    cache.set(3, account(3), cache.generation(3));
    expect(cache.json(3)).toBeDefined();
    await cache.stop();
  });

  it('keeps at most 20 000 accounts, dropping the least recently read', () => {
    const cache = new ActiveUserCache();
    for (let id = 1; id <= 20_000; id++) cache.set(id, account(id), 0);
    expect(cache.json(1)).toBeDefined();
    cache.set(20_001, account(20_001), 0);
    expect(cache.json(1)).toBeDefined();
    expect(cache.json(2)).toBeUndefined();
    expect(cache.json(20_001)).toBeDefined();
  });
});
