import { eq } from 'drizzle-orm';
import { restaurants } from '../../db/schema/index';
import { createRestaurant, DEFAULT_PASSWORD } from '../../../test/factories';
import type { TestContext } from '../../../test/helper';

/** Test helpers for the restaurant admin's calls: settings, branches, coupons (not loaded by the app). */
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
