import { describe, expect, it, vi } from 'vitest';
import type { AppDeps } from '../../plugins/deps';
import { routeDistanceMeters } from './route-distance';

function depsWithRoutes(routes: () => Promise<{ distanceMeters: number }[]>) {
  const spy = vi.fn(routes);
  return { deps: { geo: { get: () => ({ routes: spy }) } } as unknown as AppDeps, spy };
}

describe('routeDistanceMeters', () => {
  it('computes the route from a restaurant to a point once, for calls at once and after', async () => {
    const { deps, spy } = depsWithRoutes(async () => [{ distanceMeters: 1234.4 }]);
    const from = { latitude: 51.1, longitude: 6.1 };
    const to = { latitude: 51.2, longitude: 6.2 };
    const together = await Promise.all(Array.from({ length: 20 }, () => routeDistanceMeters(deps, from, to)));
    expect(together).toEqual(Array(20).fill(1234));
    expect(await routeDistanceMeters(deps, from, to)).toBe(1234);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('falls back to the straight line x 1.3 when the provider fails', async () => {
    const { deps } = depsWithRoutes(async () => {
      throw new Error('down');
    });
    const meters = await routeDistanceMeters(deps, { latitude: 51.3, longitude: 6.3 }, { latitude: 51.31, longitude: 6.3 });
    expect(meters).toBeGreaterThan(1400);
    expect(meters).toBeLessThan(1500);
  });
});
