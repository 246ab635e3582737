import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import type { Database } from '../../db/client';
import { restaurants, type OpeningHours } from '../../db/schema/index';
import { createRestaurant, DEFAULT_PASSWORD } from '../../../test/factories';
import type { TestContext } from '../../../test/helper';

/**
 * Test data of the restaurants feature (STYLE.md 11): the restaurant admin's sessions, and
 * restaurants placed on a line for the list tests. Only tests import this file.
 */

/** Helpers for the restaurant admin's calls: settings, branches, coupons. */
export function restaurantFixtures(ctx: () => TestContext) {
  const login = async (username: string, password = DEFAULT_PASSWORD) => {
    const res = await ctx().request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId: username, password } });
    if (res.statusCode !== 200) throw new Error(`login of ${username} failed: ${res.body}`);
    return res.json<{ access_token: string }>().access_token;
  };

  /** A restaurant (or a branch, with `parentRestaurantId`) logged in as its own account. */
  const restaurantSession = async (overrides: Parameters<typeof createRestaurant>[1] = {}) => {
    const { restaurant, account } = await createRestaurant(ctx().db, overrides);
    return { restaurant, account, token: await login(account.username) };
  };

  const restaurantRow = async (id: number) => (await ctx().db.query.restaurants.findFirst({ where: eq(restaurants.id, id) }))!;

  return { login, restaurantSession, restaurantRow };
}

/** About 111 m of latitude per 0.001 degree: restaurants on a line north of a centre. */
export const KM = 0.008993;
export const ALWAYS_OPEN: OpeningHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
for (const day of Object.keys(ALWAYS_OPEN) as (keyof OpeningHours)[]) ALWAYS_OPEN[day] = [{ open: '00:00', close: '00:00' }];

/** A fake route provider: every route is `factor` x the straight line... or fails. */
export function stubRoutes(app: TestContext['app'], answer: 'fail' | { distanceMeters: number; durationSeconds: number }) {
  const routes = vi.fn(async () => {
    if (answer === 'fail') throw new Error('routing is down');
    return [{ summary: 'Test', startAddress: '', endAddress: '', geometry: { type: 'LineString' as const, coordinates: [] }, ...answer }];
  });
  vi.spyOn(app.deps.geo, 'get').mockReturnValue({ routes } as unknown as ReturnType<typeof app.deps.geo.get>);
  return routes;
}

/** Restaurants north of `centre`, at the given km, always open unless told otherwise. */
export async function placeRestaurants(
  db: Database,
  centre: { latitude: number; longitude: number },
  kms: number[],
  values: Parameters<typeof createRestaurant>[1] = {},
) {
  const made = [];
  for (const km of kms) {
    const { restaurant } = await createRestaurant(db, {
      latitude: centre.latitude + km * KM,
      longitude: centre.longitude,
      openingHours: ALWAYS_OPEN,
      deliveryRadiusMeters: 20_000,
      offersDish: true,
      ...values,
    });
    made.push(restaurant);
  }
  return made;
}
