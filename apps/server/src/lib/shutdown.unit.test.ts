import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShutdown } from './shutdown';

describe('createShutdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (drain: () => Promise<void>) => {
    const exits: number[] = [];
    const log: string[] = [];
    const stop = createShutdown({ drain, deadlineMs: 25_000, exit: (code) => exits.push(code), log: (line) => log.push(line) });
    return { stop, exits, log };
  };

  it('exits 0 once the drain is done', async () => {
    const { stop, exits } = setup(async () => {});
    stop('SIGTERM');
    await vi.advanceTimersByTimeAsync(0);
    expect(exits).toEqual([0]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(exits).toEqual([0]);
  });

  it('exits 1 at the deadline when the database close never returns', async () => {
    const { stop, exits, log } = setup(() => new Promise<void>(() => {}));
    stop('SIGTERM');
    await vi.advanceTimersByTimeAsync(24_999);
    expect(exits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(exits).toEqual([1]);
    expect(log.at(-1)).toBe('the shutdown did not finish within 25 s: exiting');
  });

  it('exits 1 at once on a second signal', async () => {
    const { stop, exits } = setup(() => new Promise<void>(() => {}));
    stop('SIGTERM');
    await vi.advanceTimersByTimeAsync(1000);
    stop('SIGINT');
    expect(exits).toEqual([1]);
  });

  it('exits 1 when the drain fails', async () => {
    const { stop, exits, log } = setup(async () => {
      throw new Error('pool already ended');
    });
    stop('SIGINT');
    await vi.advanceTimersByTimeAsync(0);
    expect(exits).toEqual([1]);
    expect(log.at(-1)).toBe('the shutdown failed: pool already ended');
  });
});
