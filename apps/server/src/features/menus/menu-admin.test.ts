import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '@forkly/contracts';
import { categories, images, menus } from '../../db/schema/index';
import { createRestaurant } from '../../../test/factories';
import { createMenu } from '../../../test/order-factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { imagePart, menuFixtures, testImage, withQuery } from './test-fixtures';

let ctx: TestContext;
const f = menuFixtures(() => ctx);
type Owner = Awaited<ReturnType<typeof f.loginRestaurant>>;
let owner: Owner;
let branch: Owner;
let stranger: Owner;
let admin: { token: string };

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await f.loginRestaurant();
  branch = await f.loginRestaurant(owner.restaurantId);
  stranger = await f.loginRestaurant();
  admin = await ctx.loginAs('ADMIN');
});
afterAll(() => ctx.close());

type Query = Record<string, string | number | boolean | string[]>;
const post = (query: Query, token?: string, body = {}) => ctx.request({ method: 'POST', url: withQuery('/api/menu', query), token, ...body });
const put = (id: number, query: Query, token?: string, body = {}) => ctx.request({ method: 'PUT', url: withQuery(`/api/menu/${id}`, query), token, ...body });
const customerMenu = async (restaurantId: number) => (await ctx.request({ method: 'GET', url: `/api/restaurant/menu/${restaurantId}` })).json<MenuItem[]>();

describe('POST /menu', () => {
  it("creates a dish for the account's restaurant with a new category, allergens and a picture", async () => {
    const res = await post(
      { name: ' Pizza Diavola ', description: 'Spicy salami', price: '11.90', category: 'Pizza', allergens: 'gluten,milk' },
      owner.token,
      imagePart(await testImage(800, 600)),
    );
    expect(res.statusCode, res.body).toBe(201);
    const dish = res.json<MenuItem>();
    expect(dish).toEqual({
      id: expect.any(Number),
      restaurantId: owner.restaurantId,
      name: 'Pizza Diavola',
      description: 'Spicy salami',
      price: 11.9,
      category: 'Pizza',
      categoryId: expect.any(Number),
      categoryPosition: 0,
      imageId: expect.any(Number),
      allergens: ['gluten', 'milk'],
      visible: true,
      optionGroups: [],
    });
    expect(await f.menuRow(dish.id)).toMatchObject({ priceCents: 1190 });
    expect((await customerMenu(owner.restaurantId)).map((m) => m.id)).toContain(dish.id);
  });

  it('finds a category by name whatever its case, and appends a new one at the end of the menu', async () => {
    const again = (await post({ name: 'Margherita', price: 8, category: 'PIZZA' }, owner.token)).json<MenuItem>();
    expect(again).toMatchObject({ category: 'Pizza', categoryPosition: 0, imageId: null, description: '', allergens: [] });
    const dessert = (await post({ name: 'Tiramisu', price: '5.5', category: 'Desserts', allergens: ['eggs', 'milk', 'eggs'] }, owner.token)).json<MenuItem>();
    expect(dessert).toMatchObject({ category: 'Desserts', categoryPosition: 1, allergens: ['eggs', 'milk'] });
    const rows = await ctx.db.select().from(categories).where(eq(categories.restaurantId, owner.restaurantId));
    expect(rows.map((c) => c.name).sort()).toEqual(['Desserts', 'Pizza']);
    const loose = (await post({ name: 'Bread', price: 2, category: '  ' }, owner.token)).json<MenuItem>();
    expect(loose).toMatchObject({ category: null, categoryId: null });
  });

  it('lets a parent restaurant add to its branch, a branch only to itself', async () => {
    const forBranch = await post({ name: 'Branch special', price: 7, restaurantId: branch.restaurantId }, owner.token);
    expect(forBranch.statusCode).toBe(201);
    expect(forBranch.json()).toMatchObject({ restaurantId: branch.restaurantId });
    const own = await post({ name: 'Own special', price: 7 }, branch.token);
    expect(own.json()).toMatchObject({ restaurantId: branch.restaurantId });
    const before = await f.counts();
    for (const [token, restaurantId] of [
      [branch.token, owner.restaurantId],
      [owner.token, stranger.restaurantId],
      [stranger.token, branch.restaurantId],
    ] as const) {
      const res = await post({ name: 'Intruder', price: 1, restaurantId }, token, imagePart(await testImage(20, 20)));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ errorCode: 'forbidden' });
    }
    expect(await f.counts()).toEqual(before);
  });

  it('makes staff name the restaurant, and knows unknown ones', async () => {
    const missing = await post({ name: 'Staff dish', price: 3 }, admin.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ restaurantId: 'restaurantId is a required field' });
    expect((await post({ name: 'Staff dish', price: 3, restaurantId: 999999 }, admin.token)).json()).toMatchObject({
      status: 404,
      errorCode: 'restaurantNotFound',
    });
    const service = await ctx.loginAs('SERVICE');
    const made = await post({ name: 'Staff dish', price: 3, restaurantId: stranger.restaurantId }, service.token);
    expect(made.statusCode).toBe(201);
  });

  it("answers the menu item form's messages and refuses bad fields, storing nothing", async () => {
    const before = await f.counts();
    const cases: [Query, Record<string, string>][] = [
      [{}, { name: 'Name is required', price: 'Price is required' }],
      [
        { name: '   ', price: '' },
        { name: 'Name is required', price: 'Price is required' },
      ],
      [{ name: 'x'.repeat(121), price: 1 }, { name: 'must be at most 120' }],
      [{ name: 'A', price: 'abc' }, { price: 'Invalid value' }],
      [{ name: 'A', price: '1.005' }, { price: 'Invalid value' }],
      [{ name: 'A', price: '-1' }, { price: 'Invalid value' }],
      [{ name: 'A', price: '10000' }, { price: 'Invalid value' }],
      [{ name: 'A', price: 1, allergens: 'gluten,peanut' }, { allergens: 'Invalid option' }],
      [{ name: 'A', price: 1, description: 'd'.repeat(501) }, { description: 'must be at most 500' }],
      [{ name: 'A', price: 1, category: 'c'.repeat(61) }, { category: 'must be at most 60' }],
      [{ name: 'A', price: 1, restaurantId: 'abc' }, { restaurantId: 'Invalid value' }],
      [{ name: 'A', price: 1, visible: 'false' }, { visible: 'Unknown field' }],
      [{ name: ['A', 'B'], price: 1 }, { name: 'Name is required' }],
    ];
    for (const [query, fields] of cases) {
      const res = await post(query, owner.token);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json(), JSON.stringify(query)).toMatchObject({ errorCode: 'validationFailed', fields });
    }
    expect(await f.counts()).toEqual(before);
  });

  it('is refused to visitors, customers and couriers', async () => {
    expect((await post({ name: 'A', price: 1 })).statusCode).toBe(401);
    for (const role of ['USER', 'COURIER'] as const) {
      expect((await post({ name: 'A', price: 1, restaurantId: owner.restaurantId }, (await ctx.loginAs(role)).token)).statusCode).toBe(403);
    }
  });
});

describe('PUT /menu/{id}', () => {
  it('replaces the fields, keeps the picture unless a new one or removeImage comes', async () => {
    const dish = (
      await post(
        { name: 'Calzone', description: 'Folded', price: 10, category: 'Pizza', allergens: 'gluten' },
        owner.token,
        imagePart(await testImage(100, 100)),
      )
    ).json<MenuItem>();
    const kept = await put(dish.id, { name: 'Calzone XL', price: '12.5', category: 'Specials' }, owner.token);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ name: 'Calzone XL', price: 12.5, description: '', category: 'Specials', allergens: [], imageId: dish.imageId });
    const replaced = (await put(dish.id, { name: 'Calzone', price: 10 }, owner.token, imagePart(await testImage(120, 120)))).json<MenuItem>();
    expect(replaced.imageId).not.toBe(dish.imageId);
    expect(await f.imageRow(dish.imageId!)).toBeUndefined();
    const removed = (await put(dish.id, { name: 'Calzone', price: 10, removeImage: true }, owner.token)).json<MenuItem>();
    expect(removed.imageId).toBeNull();
    expect(await f.imageRow(replaced.imageId!)).toBeUndefined();
  });

  it('keeps a replaced picture that another item still shows (seeded and branch copies share them)', async () => {
    const [shared] = await ctx.db
      .insert(images)
      .values({ data: await testImage(10, 10, 'webp'), width: 10, height: 10, byteSize: 1 })
      .returning();
    const a = await createMenu(ctx.db, { restaurantId: owner.restaurantId, imageId: shared!.id });
    await createMenu(ctx.db, { restaurantId: branch.restaurantId, imageId: shared!.id });
    await put(a.id, { name: 'New look', price: 4 }, owner.token, imagePart(await testImage(50, 50)));
    expect(await f.imageRow(shared!.id)).toBeDefined();
  });

  it("refuses another restaurant's dish, unknown and archived ones, and bad fields, changing nothing", async () => {
    const dish = await createMenu(ctx.db, { restaurantId: owner.restaurantId, name: 'Untouched', priceCents: 500 });
    const strangerRes = await put(dish.id, { name: 'Hacked', price: 1 }, stranger.token);
    expect(strangerRes.statusCode).toBe(403);
    expect((await put(dish.id, { name: 'Hacked', price: 1 }, branch.token)).statusCode).toBe(403);
    expect((await put(dish.id, { name: 'Hacked' }, owner.token)).json()).toMatchObject({ status: 400, fields: { price: 'Price is required' } });
    expect((await put(dish.id, { name: 'A', price: 1, restaurantId: 3 }, owner.token)).json()).toMatchObject({ fields: { restaurantId: 'Unknown field' } });
    expect(await f.menuRow(dish.id)).toMatchObject({ name: 'Untouched', priceCents: 500 });
    expect((await put(999999, { name: 'A', price: 1 }, owner.token)).json()).toMatchObject({ status: 404, errorCode: 'menuNotFound' });
    const archived = await createMenu(ctx.db, { restaurantId: owner.restaurantId, deletedAt: new Date() });
    expect((await put(archived.id, { name: 'A', price: 1 }, owner.token)).statusCode).toBe(404);
  });

  it("lets a parent edit its branch's dish and staff any", async () => {
    const dish = await createMenu(ctx.db, { restaurantId: branch.restaurantId });
    expect((await put(dish.id, { name: 'By parent', price: 2 }, owner.token)).statusCode).toBe(200);
    expect((await put(dish.id, { name: 'By branch', price: 2 }, branch.token)).statusCode).toBe(200);
    expect((await put(dish.id, { name: 'By admin', price: 2 }, admin.token)).json()).toMatchObject({ name: 'By admin' });
  });
});

describe('visibility', () => {
  const toggle = (id: number, action: 'enable' | 'disable', token?: string) =>
    ctx.request({ method: 'POST', url: `/api/menu/${id}/${action}-visibility`, token });

  it('hides a dish from the customer menu and public list at once; the owner still lists it', async () => {
    const dish = await createMenu(ctx.db, { restaurantId: owner.restaurantId, name: 'Seasonal soup' });
    const hidden = await toggle(dish.id, 'disable', owner.token);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ id: dish.id, visible: false });
    expect((await customerMenu(owner.restaurantId)).map((m) => m.id)).not.toContain(dish.id);
    const publicList = await ctx.request({ method: 'GET', url: `/api/paged-menus?restaurantId=${owner.restaurantId}&name=Seasonal` });
    expect(publicList.json()).toMatchObject({ totalCount: 0 });
    const ownerList = await ctx.request({ method: 'GET', url: `/api/paged-menus?restaurantId=${owner.restaurantId}&visible=false`, token: owner.token });
    expect(ownerList.json<{ results: MenuItem[] }>().results.map((m) => m.id)).toContain(dish.id);
    expect((await toggle(dish.id, 'disable', owner.token)).json()).toMatchObject({ visible: false });
    expect((await toggle(dish.id, 'enable', owner.token)).json()).toMatchObject({ visible: true });
    expect((await customerMenu(owner.restaurantId)).map((m) => m.id)).toContain(dish.id);
  });

  it("refuses another restaurant's dish and unknown ones", async () => {
    const dish = await createMenu(ctx.db, { restaurantId: owner.restaurantId });
    expect((await toggle(dish.id, 'disable', stranger.token)).statusCode).toBe(403);
    expect((await toggle(dish.id, 'disable', branch.token)).statusCode).toBe(403);
    expect(await f.menuRow(dish.id)).toMatchObject({ visible: true });
    expect((await toggle(999999, 'enable', owner.token)).statusCode).toBe(404);
    expect((await toggle(dish.id, 'disable')).statusCode).toBe(401);
  });
});

describe('DELETE /menu/{id}', () => {
  const remove = (id: number, token?: string) => ctx.request({ method: 'DELETE', url: `/api/menu/${id}`, token });

  it('deletes a dish never ordered, with its picture', async () => {
    const dish = (await post({ name: 'Short-lived', price: 3 }, owner.token, imagePart(await testImage(30, 30)))).json<MenuItem>();
    const res = await remove(dish.id, owner.token);
    expect(res.statusCode).toBe(204);
    expect(await f.menuRow(dish.id)).toBeUndefined();
    expect(await f.imageRow(dish.imageId!)).toBeUndefined();
    expect((await remove(dish.id, owner.token)).statusCode).toBe(404);
  });

  it('archives a dish on a past order: the order keeps its line, every list loses the dish', async () => {
    const dish = await createMenu(ctx.db, { restaurantId: owner.restaurantId, name: 'Classic' });
    const { line } = await f.orderWith(owner.restaurantId, { menuId: dish.id });
    expect((await remove(dish.id, owner.token)).statusCode).toBe(204);
    expect((await f.menuRow(dish.id))?.deletedAt).toBeInstanceOf(Date);
    expect(await ctx.db.query.orderLines.findFirst({ where: (l, { eq: is }) => is(l.id, line.id) })).toMatchObject({ menuId: dish.id });
    expect((await customerMenu(owner.restaurantId)).map((m) => m.id)).not.toContain(dish.id);
    const ownerList = await ctx.request({ method: 'GET', url: `/api/paged-menus?name=Classic`, token: owner.token });
    expect(ownerList.json()).toMatchObject({ totalCount: 0 });
    expect((await remove(dish.id, owner.token)).statusCode).toBe(404);
  });

  it("refuses another restaurant's dish, changing nothing", async () => {
    const dish = await createMenu(ctx.db, { restaurantId: owner.restaurantId });
    expect((await remove(dish.id, stranger.token)).statusCode).toBe(403);
    expect((await remove(dish.id, branch.token)).statusCode).toBe(403);
    expect(await ctx.db.query.menus.findFirst({ where: eq(menus.id, dish.id) })).toMatchObject({ deletedAt: null });
    const { restaurant } = await createRestaurant(ctx.db);
    const other = await createMenu(ctx.db, { restaurantId: restaurant.id });
    expect((await remove(other.id, admin.token)).statusCode).toBe(204);
  });
});
