import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestaurantCard } from '@forkly/contracts';
import { categories, menus } from '../../db/schema/index';
import { createRestaurant } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Restaurants around a spot no other test uses, so the search sees only these. */
const CENTRE = { latitude: 49.37, longitude: 8.17 };
const KM = 0.008993;
let place = 0;
async function restaurant(name: string) {
  place += 1;
  const { restaurant } = await createRestaurant(ctx.db, {
    name,
    latitude: CENTRE.latitude + place * 0.2 * KM,
    longitude: CENTRE.longitude,
    deliveryRadiusMeters: 20_000,
  });
  return restaurant;
}
async function dish(
  restaurantId: number,
  name: string,
  { category, visible = true, archived = false }: { category?: string; visible?: boolean; archived?: boolean } = {},
) {
  let categoryId: number | null = null;
  if (category) {
    const [row] = await ctx.db.insert(categories).values({ restaurantId, name: category }).returning();
    categoryId = row!.id;
  }
  await ctx.db.insert(menus).values({ restaurantId, name, categoryId, priceCents: 900, visible, deletedAt: archived ? new Date() : null });
}
async function search(name: string): Promise<string[]> {
  const query = new URLSearchParams({ latitude: String(CENTRE.latitude), longitude: String(CENTRE.longitude), name, sortBy: 'NAME' });
  const res = await ctx.request({ method: 'GET', url: `/api/paged-restaurants?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: RestaurantCard[] }>().results.map((r) => r.name);
}

describe('the customer search of /paged-restaurants (issue 10)', () => {
  it('finds a restaurant by its name, by a menu section and by a dish it offers now', async () => {
    const bella = await restaurant('Bella Rhein');
    await dish(bella.id, 'Margherita', { category: 'Pizza' });
    const napoli = await restaurant('Napoli Ofen');
    await dish(napoli.id, 'Pizza Funghi');
    const uno = await restaurant('Pizza Uno');
    await dish(uno.id, 'Espresso');
    const kaze = await restaurant('Kaze');
    await dish(kaze.id, 'Salmon nigiri', { category: 'Sushi' });
    // What a customer cannot order does not count: a hidden dish, an archived one, an empty section.
    const hidden = await restaurant('Curry Corner');
    await dish(hidden.id, 'Pizza Tikka', { visible: false });
    await dish(hidden.id, 'Old pizza bread', { archived: true });
    await dish(hidden.id, 'Archived calzone', { category: 'Pizza specials', archived: true });
    await dish(hidden.id, 'Dal');

    expect(await search('pizza')).toEqual(['Bella Rhein', 'Napoli Ofen', 'Pizza Uno']);
    expect(await search('SUSHI')).toEqual(['Kaze']);
    expect(await search('nigiri')).toEqual(['Kaze']);
    expect(await search('curry')).toEqual(['Curry Corner']);
    expect(await search('calzone')).toEqual([]);
    // The user's % and _ are literal here too.
    expect(await search('pizza%')).toEqual([]);
  });
});
