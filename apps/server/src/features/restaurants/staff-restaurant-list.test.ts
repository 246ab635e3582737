import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestaurantListItem } from '@forkly/contracts';
import { createRestaurant, uniqueName } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';

let ctx: TestContext;
let admin: { token: string };
const prefix = uniqueName('Sorted');
const made = {} as Record<'a' | 'b' | 'c', Awaited<ReturnType<typeof createRestaurant>>>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('ADMIN');
  // Name, e-mail, login name and rating each sort them differently.
  made.a = await createRestaurant(ctx.db, { name: `${prefix} A`, email: `zeta-${prefix}@example.test`, rating: 3 });
  made.b = await createRestaurant(ctx.db, { name: `${prefix} B`, email: `alpha-${prefix}@example.test`, rating: 4.8 });
  made.c = await createRestaurant(ctx.db, { name: `${prefix} C`, email: `mid-${prefix}@example.test`, rating: null });
});
afterAll(() => ctx.close());

async function ids(query: string) {
  const res = await ctx.request({ method: 'GET', url: `/api/paged-restaurants?page=1&name=${encodeURIComponent(prefix)}&${query}`, token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: RestaurantListItem[] }>().results.map((r) => r.id);
}

describe('GET /paged-restaurants?page (staff list): every filter and sort of SPEC.md section 7', () => {
  it('filters by e-mail and by login name, in part and ignoring case', async () => {
    expect(await ids(`email=ALPHA-${encodeURIComponent(prefix)}`)).toEqual([made.b.restaurant.id]);
    expect(await ids(`username=${made.c.account.username.slice(0, -2).toUpperCase()}`)).toEqual([made.c.restaurant.id]);
  });

  it('sorts by name, e-mail, login name and rating, both ways, unrated last', async () => {
    const { a, b, c } = { a: made.a.restaurant.id, b: made.b.restaurant.id, c: made.c.restaurant.id };
    expect(await ids('sortBy=NAME&orderBy=ASC')).toEqual([a, b, c]);
    expect(await ids('sortBy=NAME&orderBy=DESC')).toEqual([c, b, a]);
    expect(await ids('sortBy=EMAIL&orderBy=ASC')).toEqual([b, c, a]);
    expect(await ids('sortBy=RATING&orderBy=DESC')).toEqual([b, a, c]);
    const byLogin = [made.a, made.b, made.c]
      .sort((x, y) => x.account.username.toLowerCase().localeCompare(y.account.username.toLowerCase()))
      .map((m) => m.restaurant.id);
    expect(await ids('sortBy=USERNAME&orderBy=ASC')).toEqual(byLogin);
    // Without a sort: newest first (DATE, DESC).
    expect(await ids('')).toEqual([c, b, a]);
  });

  it('filters by visible both ways and combines filters', async () => {
    const hidden = await createRestaurant(ctx.db, { name: `${prefix} Hidden`, visible: false, parentRestaurantId: made.a.restaurant.id });
    expect(await ids('visible=false')).toEqual([hidden.restaurant.id]);
    expect(await ids('visible=true&sortBy=NAME&orderBy=ASC')).toEqual([made.a.restaurant.id, made.b.restaurant.id, made.c.restaurant.id]);
    expect(await ids(`visible=false&parentRestaurantId=${made.a.restaurant.id}`)).toEqual([hidden.restaurant.id]);
    expect(await ids(`visible=true&parentRestaurantId=${made.a.restaurant.id}`)).toEqual([]);
    const branch = (await ctx.request({ method: 'GET', url: `/api/paged-restaurants?page=1&restaurantId=${hidden.restaurant.id}`, token: admin.token })).json();
    expect(branch.results[0]).toMatchObject({ parentRestaurantId: made.a.restaurant.id, parentRestaurantName: `${prefix} A`, removedAt: null });
  });

  it('refuses bad filters with 400 and the field; `removed` belongs to the staff list only', async () => {
    const cases: [string, string][] = [
      ['page=1&removed=maybe', 'removed'],
      ['page=1&visible=maybe', 'visible'],
      ['page=1&sortBy=PRICE', 'sortBy'],
      ['page=1&orderBy=UP', 'orderBy'],
      ['page=1&parentRestaurantId=abc', 'parentRestaurantId'],
      ['page=1&rating=6', 'rating'],
      ['page=1&latitude=51', 'longitude'],
      ['removed=true', 'removed'],
    ];
    for (const [query, field] of cases) {
      const res = await ctx.request({ method: 'GET', url: `/api/paged-restaurants?${query}`, token: admin.token });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields, query).toHaveProperty(field);
    }
  });
});
