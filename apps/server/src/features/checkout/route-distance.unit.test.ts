import { describe, expect, it, vi } from 'vitest';
import type { AppDeps } from '../../plugins/deps';
import { createCheckoutDrives, routeDrive } from './route-distance';

function depsWithRoutes(routes: () => Promise<{ distanceMeters: number; durationSeconds: number }[]>) {
  const spy = vi.fn(routes);
  return { deps: { geo: { get: () => ({ routes: spy }) }, checkoutDrives: createCheckoutDrives() } as unknown as AppDeps, spy };
}

describe('routeDrive', () => {
  it('computes the route from a restaurant to a point once, for calls at once and after', async () => {
    const { deps, spy } = depsWithRoutes(async () => [{ distanceMeters: 1234.4, durationSeconds: 301.6 }]);
    const from = { latitude: 51.1, longitude: 6.1 };
    const to = { latitude: 51.2, longitude: 6.2 };
    const together = await Promise.all(Array.from({ length: 20 }, () => routeDrive(deps, from, to)));
    expect(together).toEqual(Array(20).fill({ distanceMeters: 1234, durationSeconds: 302 }));
    expect(await routeDrive(deps, from, to)).toEqual({ distanceMeters: 1234, durationSeconds: 302 });
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('falls back to the straight line x 1.3 at city speed when the provider fails', async () => {
    const { deps } = depsWithRoutes(async () => {
      throw new Error('down');
    });
    const { distanceMeters, durationSeconds } = await routeDrive(deps, { latitude: 51.3, longitude: 6.3 }, { latitude: 51.31, longitude: 6.3 });
    expect(distanceMeters).toBeGreaterThan(1400);
    expect(distanceMeters).toBeLessThan(1500);
    expect(durationSeconds).toBe(Math.round(distanceMeters / (25 / 3.6)));
  });
});
