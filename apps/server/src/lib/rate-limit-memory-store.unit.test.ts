import { describe, expect, it } from 'vitest';
import { memoryRateLimitStore } from './rate-limit-memory-store';

describe('the in-memory rate-limit store', () => {
  it('counts per client in a window that starts at its first hit', () => {
    const counter = memoryRateLimitStore().counter('all', 1000, 5);
    expect(counter.hit('a', 0)).toEqual({ current: 1, resetAt: 1000 });
    expect(counter.hit('a', 400)).toEqual({ current: 2, resetAt: 1000 });
    expect(counter.hit('b', 500)).toEqual({ current: 1, resetAt: 1500 });
    expect(counter.hit('a', 1000)).toEqual({ current: 1, resetAt: 2000 });
  });

  it('keeps each limit apart', () => {
    const store = memoryRateLimitStore();
    const [api, login] = [store.counter('all', 1000, 5), store.counter('POST /login', 1000, 5)];
    api.hit('a', 0);
    expect(login.hit('a', 0).current).toBe(1);
  });

  it('forgets clients whose window ended when others come, and never holds more than its bound', () => {
    const counter = memoryRateLimitStore({ maxClients: 3 }).counter('all', 1000, 5);
    counter.hit('a', 0);
    counter.hit('b', 0);
    counter.hit('c', 500);
    counter.hit('a', 999);
    expect(counter.size).toBe(3);
    // a's window and b's ended at 1000: the next new client clears them, c's goes on.
    counter.hit('d', 1000);
    expect(counter.size).toBe(2);
    expect(counter.hit('c', 1000).current).toBe(2);
    // Full of live windows: the one that ends soonest (c's) goes.
    counter.hit('e', 1100);
    counter.hit('f', 1200);
    expect(counter.size).toBe(3);
    expect(counter.hit('d', 1300).current).toBe(2);
    expect(counter.hit('c', 1300).current).toBe(1);
  });
});
