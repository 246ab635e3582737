import { describe, expect, it } from 'vitest';
import { ipDelayMs } from './throttle';

describe('ipDelayMs', () => {
  it('lets the first 30 failures of an address through at once, then waits a second more every 10, at most 30 s', () => {
    expect([1, 30, 31, 40, 41, 50, 51].map(ipDelayMs)).toEqual([0, 0, 1000, 1000, 2000, 2000, 3000]);
    expect(ipDelayMs(10_000)).toBe(30_000);
  });
});
