import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ALLERGENS as CONTRACT_ALLERGENS, type ExtraItem, type MenuItem } from '@forkly/contracts';
import { ALLERGENS, categories, extras, menus } from '../../db/schema/index';
import { createRestaurant } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';

let ctx: TestContext;
type Session = Awaited<ReturnType<TestContext['loginAs']>>;
let admin: Session;
let customer: Session;
let restaurantId: number;
let otherRestaurantId: number;
const ids = {} as Record<'margherita' | 'salami' | 'tiramisu' | 'loose' | 'hidden' | 'archived' | 'cola' | 'dip' | 'hiddenExtra' | 'archivedExtra', number>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('ADMIN');
  customer = await ctx.loginAs('USER');
  const { restaurant } = await createRestaurant(ctx.db, { name: 'Menu Test Pizzeria', rating: 4.5 });
  restaurantId = restaurant.id;
  const { restaurant: other } = await createRestaurant(ctx.db, { name: 'Other Place', rating: 3, latitude: 48.1, longitude: 11.5 });
  otherRestaurantId = other.id;
  // Desserts are added first but stand second on the menu.
  const [desserts, pizza] = await ctx.db
    .insert(categories)
    .values([
      { restaurantId, name: 'Desserts', position: 1 },
      { restaurantId, name: 'Pizza', position: 0 },
    ])
    .returning();
  const rows = await ctx.db
    .insert(menus)
    .values([
      { restaurantId, categoryId: desserts!.id, name: 'Tiramisu', description: 'Mascarpone', priceCents: 550, allergens: ['eggs', 'milk', 'gluten'] },
      { restaurantId, categoryId: pizza!.id, name: 'Margherita', description: 'Tomato, mozzarella', priceCents: 890, allergens: ['gluten', 'milk'] },
      { restaurantId, categoryId: pizza!.id, name: 'Salami', priceCents: 1050, allergens: ['gluten', 'milk', 'mustard'] },
      { restaurantId, categoryId: null, name: 'Loose Bread', priceCents: 300 },
      { restaurantId, categoryId: pizza!.id, name: 'Secret Pizza', priceCents: 1500, visible: false },
      { restaurantId, categoryId: pizza!.id, name: 'Old Pizza', priceCents: 700, deletedAt: new Date() },
      { restaurantId: other.id, name: 'Pasta', priceCents: 990 },
    ])
    .returning();
  (['tiramisu', 'margherita', 'salami', 'loose', 'hidden', 'archived'] as const).forEach((key, i) => (ids[key] = rows[i]!.id));
  const extraRows = await ctx.db
    .insert(extras)
    .values([
      { restaurantId, name: 'Cola 0.33 l', priceCents: 250 },
      { restaurantId, name: 'Garlic dip', priceCents: 120, allergens: ['eggs', 'mustard'] },
      { restaurantId, name: 'Hidden Sauce', priceCents: 100, visible: false },
      { restaurantId, name: 'Old Sauce', priceCents: 100, deletedAt: new Date() },
      { restaurantId: other.id, name: 'Water', priceCents: 180 },
    ])
    .returning();
  (['cola', 'dip', 'hiddenExtra', 'archivedExtra'] as const).forEach((key, i) => (ids[key] = extraRows[i]!.id));
});
afterAll(() => ctx.close());

const get = (url: string, session?: Session) => ctx.request({ method: 'GET', url, token: session?.token });
const names = (items: { name: string }[]) => items.map((i) => i.name);

describe('GET /restaurant/menu/{id} and /restaurant/extra/{id}', () => {
  it('lists the visible dishes in menu order with category, price in euro and allergens', async () => {
    const res = await get(`/api/restaurant/menu/${restaurantId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<MenuItem[]>();
    expect(names(body)).toEqual(['Margherita', 'Salami', 'Tiramisu', 'Loose Bread']);
    expect(body[0]).toEqual({
      id: ids.margherita,
      restaurantId,
      name: 'Margherita',
      description: 'Tomato, mozzarella',
      price: 8.9,
      category: 'Pizza',
      categoryId: expect.any(Number),
      categoryPosition: 0,
      imageId: null,
      allergens: ['gluten', 'milk'],
      visible: true,
      optionGroups: [],
    });
    expect(body[2]).toMatchObject({ category: 'Desserts', categoryPosition: 1, price: 5.5 });
    expect(body[3]).toMatchObject({ category: null, categoryId: null, categoryPosition: null, description: '' });
  });

  it('lists the visible extras as added', async () => {
    const body = (await get(`/api/restaurant/extra/${restaurantId}`)).json<ExtraItem[]>();
    expect(body).toEqual([
      { id: ids.cola, restaurantId, name: 'Cola 0.33 l', price: 2.5, imageId: null, allergens: [], visible: true },
      { id: ids.dip, restaurantId, name: 'Garlic dip', price: 1.2, imageId: null, allergens: ['eggs', 'mustard'], visible: true },
    ]);
  });

  it('hides hidden and archived items from everyone, staff too', async () => {
    for (const who of [undefined, customer, admin]) {
      const menusBody = (await get(`/api/restaurant/menu/${restaurantId}`, who)).json<MenuItem[]>();
      expect(menusBody.map((m) => m.id)).not.toContain(ids.hidden);
      expect(menusBody.map((m) => m.id)).not.toContain(ids.archived);
      const extrasBody = (await get(`/api/restaurant/extra/${restaurantId}`, who)).json<ExtraItem[]>();
      expect(extrasBody.map((m) => m.id)).not.toEqual(expect.arrayContaining([ids.hiddenExtra]));
      expect(extrasBody.map((m) => m.id)).not.toEqual(expect.arrayContaining([ids.archivedExtra]));
    }
  });

  it('answers 404 for an unknown or hidden restaurant and 400 for a bad id', async () => {
    const { restaurant: hidden } = await createRestaurant(ctx.db, { visible: false });
    for (const path of ['menu', 'extra']) {
      expect((await get(`/api/restaurant/${path}/999999`)).json()).toMatchObject({ status: 404, errorCode: 'restaurantNotFound' });
      expect((await get(`/api/restaurant/${path}/${hidden.id}`)).statusCode).toBe(404);
      expect((await get(`/api/restaurant/${path}/x1`)).json()).toMatchObject({ status: 400, fields: { id: 'Invalid value' } });
      expect((await get(`/api/restaurant/${path}/0`)).statusCode).toBe(400);
    }
  });

  it('knows the same 14 allergens as the database', () => {
    expect([...CONTRACT_ALLERGENS]).toEqual([...ALLERGENS]);
  });
});

describe('GET /paged-menus and /paged-extras', () => {
  const page = async (path: string, query: string, session?: Session) => {
    const res = await get(`/api/${path}?${query}`, session);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ results: { id: number; name: string; price: number }[]; totalPages: number; totalCount: number }>();
  };

  it('pages the visible dishes, newest first, 10 a page', async () => {
    const body = await page('paged-menus', `restaurantId=${restaurantId}`);
    expect(body).toMatchObject({ totalCount: 4, totalPages: 1 });
    expect(names(body.results)).toEqual(['Loose Bread', 'Salami', 'Margherita', 'Tiramisu']);
    const two = await page('paged-menus', `restaurantId=${restaurantId}&limit=3&page=2`);
    expect(two).toMatchObject({ totalCount: 4, totalPages: 2 });
    expect(names(two.results)).toEqual(['Tiramisu']);
  });

  it('filters by price range, name, category, restaurant rating and distance; sorts', async () => {
    const r = `restaurantId=${restaurantId}`;
    expect(names((await page('paged-menus', `${r}&minimumPrice=5.5&maximumPrice=10&sortBy=PRICE&orderBy=ASC`)).results)).toEqual(['Tiramisu', 'Margherita']);
    expect(names((await page('paged-menus', `${r}&name=sal`)).results)).toEqual(['Salami']);
    expect(names((await page('paged-menus', `${r}&category=pizza&sortBy=NAME&orderBy=ASC`)).results)).toEqual(['Margherita', 'Salami']);
    expect(names((await page('paged-menus', `${r}&sortBy=CATEGORY&orderBy=ASC`)).results)).toEqual(['Tiramisu', 'Margherita', 'Salami', 'Loose Bread']);
    expect(names((await page('paged-menus', 'rating=4&name=a')).results)).not.toContain('Pasta');
    expect(names((await page('paged-menus', 'rating=2&name=pasta')).results)).toEqual(['Pasta']);
    expect(names((await page('paged-menus', 'latitude=48.1&longitude=11.5&distance=1000')).results)).toEqual(['Pasta']);
    expect(names((await page('paged-extras', `${r}&maximumPrice=2&sortBy=PRICE&orderBy=DESC`)).results)).toEqual(['Garlic dip']);
    expect(names((await page('paged-extras', `${r}&sortBy=NAME&orderBy=ASC`)).results)).toEqual(['Cola 0.33 l', 'Garlic dip']);
  });

  it('never shows hidden or archived items to the public; staff see hidden, never archived', async () => {
    const r = `restaurantId=${restaurantId}`;
    for (const who of [undefined, customer]) {
      expect((await page('paged-menus', `${r}&visible=false`, who)).totalCount).toBe(0);
      expect(names((await page('paged-menus', r, who)).results)).not.toContain('Secret Pizza');
      expect(names((await page('paged-extras', r, who)).results)).not.toContain('Hidden Sauce');
    }
    expect(names((await page('paged-menus', `${r}&visible=false`, admin)).results)).toEqual(['Secret Pizza']);
    expect(names((await page('paged-extras', `${r}&visible=false`, admin)).results)).toEqual(['Hidden Sauce']);
    expect(names((await page('paged-menus', r, admin)).results)).not.toContain('Old Pizza');
  });

  it('keeps items of a hidden restaurant out of the public list', async () => {
    const { restaurant: hidden } = await createRestaurant(ctx.db, { visible: false });
    await ctx.db.insert(menus).values({ restaurantId: hidden.id, name: 'Ghost dish', priceCents: 100 });
    expect((await page('paged-menus', `restaurantId=${hidden.id}`)).totalCount).toBe(0);
    expect((await page('paged-menus', `restaurantId=${hidden.id}`, admin)).totalCount).toBe(1);
    expect(otherRestaurantId).toBeGreaterThan(0);
  });

  it('shows a change to the public at once, though public pages are kept between changes', async () => {
    const query = `restaurantId=${restaurantId}&name=Tiramisu`;
    const before = await page('paged-menus', query);
    expect(before.totalCount).toBe(1);
    const [dish] = before.results;
    await ctx.db.update(menus).set({ priceCents: 777 }).where(eq(menus.id, dish!.id));
    expect((await page('paged-menus', query)).results).toMatchObject([{ id: dish!.id, price: 7.77 }]);
    await ctx.db.update(menus).set({ visible: false }).where(eq(menus.id, dish!.id));
    expect((await page('paged-menus', query)).totalCount).toBe(0);
    expect((await page('paged-menus', `name=Tiramisu&${query.split('&')[0]}`)).totalCount).toBe(0);
    await ctx.db
      .update(menus)
      .set({ visible: true, priceCents: Math.round(dish!.price * 100) })
      .where(eq(menus.id, dish!.id));
  });

  it('refuses bad input with 400 and the field', async () => {
    const cases: [string, string, Record<string, string>][] = [
      ['paged-menus', 'minimumPrice=abc', { minimumPrice: 'Invalid value' }],
      ['paged-menus', 'minimumPrice=1.005', { minimumPrice: 'Invalid value' }],
      ['paged-menus', 'minimumPrice=-1', { minimumPrice: 'Invalid value' }],
      ['paged-menus', 'minimumPrice=9&maximumPrice=5', { maximumPrice: 'Invalid value' }],
      ['paged-menus', 'page=0', { page: 'Invalid value' }],
      ['paged-menus', 'limit=500', { limit: 'Invalid value' }],
      ['paged-menus', 'visible=maybe', { visible: 'Invalid value' }],
      ['paged-menus', 'sortBy=COLOUR', { sortBy: 'Invalid option' }],
      ['paged-menus', 'restaurantId=-3', { restaurantId: 'Invalid value' }],
      ['paged-menus', 'distance=100', { latitude: 'latitude is a required field' }],
      ['paged-menus', 'latitude=1', { longitude: 'longitude is a required field' }],
      ['paged-extras', 'category=x', { category: 'Unknown field' }],
      ['paged-extras', 'sortBy=CATEGORY', { sortBy: 'Invalid option' }],
      ['paged-extras', 'foo=1', { foo: 'Unknown field' }],
    ];
    for (const [path, query, fields] of cases) {
      const res = await get(`/api/${path}?${query}`);
      expect(res.statusCode, `${path}?${query}`).toBe(400);
      expect(res.json(), `${path}?${query}`).toMatchObject({ errorCode: 'validationFailed', fields });
    }
  });
});
