import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtraItem } from '@forkly/contracts';
import { createExtra } from '../../../test/order-factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { removeOrArchive } from './item-admin';
import { deleteExtraRow, ItemStillOrdered } from './menu-admin.repo';
import { imagePart, menuFixtures, testImage, withQuery } from './test-fixtures';

let ctx: TestContext;
const f = menuFixtures(() => ctx);
type Owner = Awaited<ReturnType<typeof f.loginRestaurant>>;
let owner: Owner;
let branch: Owner;
let stranger: Owner;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await f.loginRestaurant();
  branch = await f.loginRestaurant(owner.restaurantId);
  stranger = await f.loginRestaurant();
});
afterAll(() => ctx.close());

type Query = Record<string, string | number | boolean | string[]>;
const post = (query: Query, token?: string, body = {}) => ctx.request({ method: 'POST', url: withQuery('/api/extra', query), token, ...body });
const put = (id: number, query: Query, token?: string, body = {}) => ctx.request({ method: 'PUT', url: withQuery(`/api/extra/${id}`, query), token, ...body });
const toggle = (id: number, action: 'enable' | 'disable', token?: string) =>
  ctx.request({ method: 'POST', url: `/api/extra/${id}/${action}-visibility`, token });
const remove = (id: number, token?: string) => ctx.request({ method: 'DELETE', url: `/api/extra/${id}`, token });
const customerExtras = async (restaurantId: number) =>
  (await ctx.request({ method: 'GET', url: `/api/restaurant/extra/${restaurantId}` })).json<ExtraItem[]>().map((e) => e.id);

describe('POST /extra and PUT /extra/{id}', () => {
  it('creates an extra with allergens and a picture, and edits it', async () => {
    const res = await post(
      { name: 'Garlic dip', price: '1.20', allergens: ['eggs', 'mustard'] },
      owner.token,
      imagePart(await testImage(200, 200, 'png'), 'dip.png', 'image/png'),
    );
    expect(res.statusCode, res.body).toBe(201);
    const extra = res.json<ExtraItem>();
    expect(extra).toEqual({
      id: expect.any(Number),
      restaurantId: owner.restaurantId,
      name: 'Garlic dip',
      price: 1.2,
      imageId: expect.any(Number),
      allergens: ['eggs', 'mustard'],
      visible: true,
    });
    expect(await customerExtras(owner.restaurantId)).toContain(extra.id);
    const edited = await put(extra.id, { name: 'Aioli', price: '1.50', allergens: 'eggs' }, owner.token);
    expect(edited.json()).toMatchObject({ name: 'Aioli', price: 1.5, allergens: ['eggs'], imageId: extra.imageId });
    const noPicture = await put(extra.id, { name: 'Aioli', price: '1.50', removeImage: 'true' }, owner.token);
    expect(noPicture.json()).toMatchObject({ imageId: null, allergens: [] });
    expect(await f.imageRow(extra.imageId!)).toBeUndefined();
  });

  it('answers field errors and scope like menus, storing nothing', async () => {
    const before = await f.counts();
    expect((await post({}, owner.token)).json().fields).toEqual({ name: 'Name is required', price: 'Price is required' });
    expect((await post({ name: 'Cola', price: 2, category: 'Drinks' }, owner.token)).json().fields).toEqual({ category: 'Unknown field' });
    expect((await post({ name: 'Cola', price: 2, restaurantId: stranger.restaurantId }, owner.token)).statusCode).toBe(403);
    expect((await post({ name: 'Cola', price: 2, restaurantId: owner.restaurantId }, branch.token)).statusCode).toBe(403);
    expect((await post({ name: 'Cola', price: 2 }, (await ctx.loginAs('ADMIN')).token)).json().fields).toEqual({
      restaurantId: 'restaurantId is a required field',
    });
    expect(await f.counts()).toEqual(before);
    expect((await post({ name: 'Cola', price: 2, restaurantId: branch.restaurantId }, owner.token)).json()).toMatchObject({
      restaurantId: branch.restaurantId,
    });
    expect((await post({ name: 'Fanta', price: 2 }, branch.token)).json()).toMatchObject({ restaurantId: branch.restaurantId });
  });

  it("refuses another restaurant's extra and unknown ones, changing nothing", async () => {
    const extra = await createExtra(ctx.db, { restaurantId: owner.restaurantId, name: 'Water', priceCents: 180 });
    expect((await put(extra.id, { name: 'Hacked', price: 0 }, stranger.token)).statusCode).toBe(403);
    expect((await put(extra.id, { name: 'Hacked', price: 0 }, branch.token)).statusCode).toBe(403);
    expect(await f.extraRow(extra.id)).toMatchObject({ name: 'Water', priceCents: 180 });
    expect((await put(999999, { name: 'A', price: 1 }, owner.token)).json()).toMatchObject({ status: 404, errorCode: 'extraNotFound' });
  });
});

describe('extra visibility and DELETE /extra/{id}', () => {
  it('hides an extra from the customer at once and shows it again', async () => {
    const extra = await createExtra(ctx.db, { restaurantId: branch.restaurantId });
    expect((await toggle(extra.id, 'disable', owner.token)).json()).toMatchObject({ visible: false });
    expect(await customerExtras(branch.restaurantId)).not.toContain(extra.id);
    const publicList = await ctx.request({ method: 'GET', url: `/api/paged-extras?restaurantId=${branch.restaurantId}` });
    expect(publicList.json<{ results: ExtraItem[] }>().results.map((e) => e.id)).not.toContain(extra.id);
    const branchList = await ctx.request({ method: 'GET', url: '/api/paged-extras?visible=false', token: branch.token });
    expect(branchList.json<{ results: ExtraItem[] }>().results.map((e) => e.id)).toEqual([extra.id]);
    expect((await toggle(extra.id, 'enable', branch.token)).json()).toMatchObject({ visible: true });
    expect(await customerExtras(branch.restaurantId)).toContain(extra.id);
    expect((await toggle(extra.id, 'disable', stranger.token)).statusCode).toBe(403);
    expect(await f.extraRow(extra.id)).toMatchObject({ visible: true });
  });

  it('deletes an extra never ordered, archives one on an order, refuses strangers', async () => {
    const fresh = await createExtra(ctx.db, { restaurantId: owner.restaurantId });
    expect((await remove(fresh.id, stranger.token)).statusCode).toBe(403);
    expect((await remove(fresh.id, owner.token)).statusCode).toBe(204);
    expect(await f.extraRow(fresh.id)).toBeUndefined();
    const ordered = await createExtra(ctx.db, { restaurantId: owner.restaurantId });
    await f.orderWith(owner.restaurantId, { extraId: ordered.id });
    expect((await remove(ordered.id, owner.token)).statusCode).toBe(204);
    expect((await f.extraRow(ordered.id))?.deletedAt).toBeInstanceOf(Date);
    expect(await customerExtras(owner.restaurantId)).not.toContain(ordered.id);
    expect((await remove(ordered.id, owner.token)).statusCode).toBe(404);
    expect((await toggle(ordered.id, 'enable', owner.token)).statusCode).toBe(404);
  });

  it('archives instead when an order takes the item between the check and the delete', async () => {
    let archived = false;
    // The repository says so when the database refuses the delete of an ordered item.
    const ordered = await createExtra(ctx.db, { restaurantId: owner.restaurantId });
    await f.orderWith(owner.restaurantId, { extraId: ordered.id });
    const raceLost = await ctx.db.transaction((tx) => deleteExtraRow(tx, ordered.id)).catch((error: unknown) => error);
    expect(raceLost).toBeInstanceOf(ItemStillOrdered);
    await removeOrArchive(ctx.app.deps, {
      ordered: async () => false,
      remove: async () => Promise.reject(raceLost),
      archive: async () => (archived = true),
      imageId: null,
    });
    expect(archived).toBe(true);
    await expect(
      removeOrArchive(ctx.app.deps, { ordered: async () => false, remove: () => Promise.reject(new Error('other')), archive: async () => 0, imageId: null }),
    ).rejects.toThrow('other');
  });
});
