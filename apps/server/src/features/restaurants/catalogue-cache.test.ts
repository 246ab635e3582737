import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ExtraItem, MenuItem, RestaurantCard } from '@forkly/contracts';
import { categories, extras, menus, restaurants } from '../../db/schema/index';
import { createRestaurant, uniqueName } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { ALWAYS_OPEN, createExtra, createMenu, createOpenRestaurant } from '../../../test/order-factories';
import { CATALOGUE_CHANGED_CHANNEL, LOCAL_WRITE_BYPASS_MS } from './catalogue-cache';
import { restaurantFixtures } from './test-fixtures';

/**
 * Customer reads of restaurants come from memory on the embedded database (catalogue-cache.ts).
 * Every test reads first, so the value is cached, then changes something and reads at once.
 */
let ctx: TestContext;
const { login } = restaurantFixtures(() => ctx);
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Far from every other test restaurant, so the list holds only what a test puts there. */
const MUNICH = { latitude: 48.137, longitude: 11.575 };

/**
 * Resolves once this process's listener has handled every catalogue NOTIFY committed so far: they
 * arrive in commit order on one connection, and our own marker, sent now, comes after them.
 */
async function catalogueNotificationsHandled(): Promise<void> {
  const marker = `marker-${randomUUID()}`;
  let arrived!: () => void;
  const came = new Promise<void>((resolve) => (arrived = resolve));
  const stop = await ctx.handle.listen(CATALOGUE_CHANGED_CHANNEL, (payload) => {
    if (payload === marker) arrived();
  });
  await ctx.db.execute(sql`select pg_notify(${CATALOGUE_CHANGED_CHANNEL}, ${marker})`);
  await came;
  await stop();
}
const get = (url: string, token?: string) => ctx.request({ method: 'GET', url, token });
const menu = async (id: number) => (await get(`/api/restaurant/menu/${id}`)).json<MenuItem[]>();
const extrasOf = async (id: number) => (await get(`/api/restaurant/extra/${id}`)).json<ExtraItem[]>();
const listNear = async (point: { latitude: number; longitude: number }) =>
  (await get(`/api/paged-restaurants?latitude=${point.latitude}&longitude=${point.longitude}`)).json<{ results: RestaurantCard[] }>().results;

describe('the catalogue cache', () => {
  it('hides and shows a restaurant everywhere at once when its row changes in the database', async () => {
    const place = { latitude: MUNICH.latitude + 0.001, longitude: MUNICH.longitude };
    const shop = await createOpenRestaurant(ctx.db, { ...place, name: uniqueName('Hidden Seek ') });
    const owner = await login(shop.account.username);
    const id = shop.restaurant.id;
    const urls = [`/api/restaurant/${id}`, `/api/restaurant/${id}/overview`, `/api/restaurant/menu/${id}`, `/api/restaurant/extra/${id}`];
    for (const url of urls) expect((await get(url)).statusCode, url).toBe(200);
    expect((await listNear(MUNICH)).map((c) => c.id)).toContain(id);

    await ctx.db.update(restaurants).set({ visible: false }).where(eq(restaurants.id, id));
    for (const url of urls) expect((await get(url)).json(), url).toMatchObject({ status: 404, errorCode: 'restaurantNotFound' });
    expect((await listNear(MUNICH)).map((c) => c.id)).not.toContain(id);
    // Its own account still sees it, with the login name the public never gets.
    expect((await get(`/api/restaurant/${id}`, owner)).json()).toMatchObject({ id, visible: false, username: shop.account.username });

    await ctx.db.update(restaurants).set({ visible: true, name: 'Renamed At Once' }).where(eq(restaurants.id, id));
    const profile = (await get(`/api/restaurant/${id}`)).json();
    expect(profile).toMatchObject({ id, name: 'Renamed At Once', visible: true });
    expect(profile.username).toBeUndefined();
    expect((await get(`/api/restaurant/${id}/overview`)).json()).toMatchObject({ name: 'Renamed At Once' });
    expect((await listNear(MUNICH)).find((c) => c.id === id)).toMatchObject({ name: 'Renamed At Once' });
  });

  it('lists a new restaurant, a new rating, new hours and a deleted restaurant at once', async () => {
    const place = { latitude: MUNICH.latitude, longitude: MUNICH.longitude + 0.002 };
    const first = await createRestaurant(ctx.db, { ...place, openingHours: ALWAYS_OPEN, name: uniqueName('First '), offersDish: true });
    expect((await listNear(place)).map((c) => c.id)).toContain(first.restaurant.id);

    // Listed once it offers its first dish (issue 22), not before.
    const second = await createRestaurant(ctx.db, { ...place, openingHours: ALWAYS_OPEN, name: uniqueName('Second ') });
    expect((await listNear(place)).map((c) => c.id)).not.toContain(second.restaurant.id);
    await createMenu(ctx.db, { restaurantId: second.restaurant.id });
    expect((await listNear(place)).map((c) => c.id)).toEqual(expect.arrayContaining([first.restaurant.id, second.restaurant.id]));

    await ctx.db.update(restaurants).set({ rating: 4.8, ratingCount: 12 }).where(eq(restaurants.id, second.restaurant.id));
    expect((await listNear(place)).find((c) => c.id === second.restaurant.id)).toMatchObject({ rating: 4.8, ratingCount: 12, status: 'open' });

    await ctx.db.update(restaurants).set({ paused: true }).where(eq(restaurants.id, second.restaurant.id));
    expect((await listNear(place)).find((c) => c.id === second.restaurant.id)).toMatchObject({ status: 'paused' });

    await ctx.db.delete(restaurants).where(eq(restaurants.id, first.restaurant.id));
    expect((await listNear(place)).map((c) => c.id)).not.toContain(first.restaurant.id);
    expect((await get(`/api/restaurant/${first.restaurant.id}`)).statusCode).toBe(404);
  });

  it('follows dishes, categories and extras, by the API and straight in the database', async () => {
    const shop = await createOpenRestaurant(ctx.db);
    const id = shop.restaurant.id;
    const owner = await login(shop.account.username);
    const [category] = await ctx.db.insert(categories).values({ restaurantId: id, name: 'Pizza', position: 0 }).returning();
    await ctx.db.update(menus).set({ categoryId: category!.id }).where(eq(menus.id, shop.pizza.id));
    expect((await menu(id)).find((m) => m.id === shop.pizza.id)).toMatchObject({ category: 'Pizza', price: 8.5 });

    await ctx.db.update(categories).set({ name: 'Pizze' }).where(eq(categories.id, category!.id));
    await ctx.db.update(menus).set({ priceCents: 990 }).where(eq(menus.id, shop.pizza.id));
    expect((await menu(id)).find((m) => m.id === shop.pizza.id)).toMatchObject({ category: 'Pizze', price: 9.9 });

    const hide = await ctx.request({ method: 'POST', url: `/api/menu/${shop.pasta.id}/disable-visibility`, token: owner });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await menu(id)).map((m) => m.id)).not.toContain(shop.pasta.id);
    const soup = await createMenu(ctx.db, { restaurantId: id, name: 'Soup of the day' });
    expect((await menu(id)).map((m) => m.id)).toContain(soup.id);

    expect((await extrasOf(id)).map((e) => e.id)).toEqual([shop.cola.id]);
    const dip = await createExtra(ctx.db, { restaurantId: id, name: 'Dip' });
    expect((await extrasOf(id)).map((e) => e.id)).toEqual([shop.cola.id, dip.id]);
    await ctx.db.delete(extras).where(eq(extras.id, shop.cola.id));
    expect((await extrasOf(id)).map((e) => e.id)).toEqual([dip.id]);
  });

  it('answers repeated reads from memory, on PostgreSQL too (decision 020)', async () => {
    const shop = await createOpenRestaurant(ctx.db, { ...MUNICH, name: uniqueName('Memory ') });
    await catalogueNotificationsHandled();
    const urls = [
      `/api/restaurant/${shop.restaurant.id}`,
      `/api/restaurant/menu/${shop.restaurant.id}`,
      `/api/paged-restaurants?latitude=${MUNICH.latitude}&longitude=${MUNICH.longitude}`,
    ];
    // The list's estimates are times: both rounds of reads see the same clock, one past the moment
    // this process reads its own change through (on PostgreSQL).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + LOCAL_WRITE_BYPASS_MS });
    const first = await Promise.all(urls.map((url) => get(url)));
    const select = vi.spyOn(ctx.db, 'select');
    const findFirst = vi.spyOn(ctx.db.query.restaurants, 'findFirst');
    const again = await Promise.all(urls.map((url) => get(url)));
    expect(select).not.toHaveBeenCalled();
    expect(findFirst).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    vi.useRealTimers();
    expect(again.map((r) => r.body)).toEqual(first.map((r) => r.body));
  });
});
