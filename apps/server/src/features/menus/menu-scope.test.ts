import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtraItem, MenuItem } from '@forkly/contracts';
import { createExtra, createMenu } from '../../../test/order-factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { menuFixtures } from './test-fixtures';

let ctx: TestContext;
const f = menuFixtures(() => ctx);
type Owner = Awaited<ReturnType<typeof f.loginRestaurant>>;
let owner: Owner;
let branch: Owner;
let stranger: Owner;
const dish = {} as Record<'own' | 'ownHidden' | 'branch' | 'branchHidden' | 'stranger' | 'strangerHidden', number>;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await f.loginRestaurant();
  branch = await f.loginRestaurant(owner.restaurantId);
  stranger = await f.loginRestaurant();
  dish.own = (await createMenu(ctx.db, { restaurantId: owner.restaurantId })).id;
  dish.ownHidden = (await createMenu(ctx.db, { restaurantId: owner.restaurantId, visible: false })).id;
  dish.branch = (await createMenu(ctx.db, { restaurantId: branch.restaurantId })).id;
  dish.branchHidden = (await createMenu(ctx.db, { restaurantId: branch.restaurantId, visible: false })).id;
  dish.stranger = (await createMenu(ctx.db, { restaurantId: stranger.restaurantId })).id;
  dish.strangerHidden = (await createMenu(ctx.db, { restaurantId: stranger.restaurantId, visible: false })).id;
  await createExtra(ctx.db, { restaurantId: branch.restaurantId, visible: false });
});
afterAll(() => ctx.close());

async function ids(path: string, token?: string) {
  const res = await ctx.request({ method: 'GET', url: `/api/${path}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<{ results: (MenuItem | ExtraItem)[] }>()
    .results.map((m) => m.id)
    .sort((a, b) => a - b);
}
const sorted = (...list: number[]) => [...list].sort((a, b) => a - b);

describe('GET /paged-menus and /paged-extras by who asks', () => {
  it("gives a parent restaurant its own and its branches' items, hidden ones too", async () => {
    expect(await ids('paged-menus', owner.token)).toEqual(sorted(dish.own, dish.ownHidden, dish.branch, dish.branchHidden));
    expect(await ids(`paged-menus?restaurantId=${branch.restaurantId}`, owner.token)).toEqual(sorted(dish.branch, dish.branchHidden));
    expect(await ids('paged-menus?visible=true', owner.token)).toEqual(sorted(dish.own, dish.branch));
    expect(await ids('paged-extras?visible=false', owner.token)).toHaveLength(1);
  });

  it('gives a branch only its own items', async () => {
    expect(await ids('paged-menus', branch.token)).toEqual(sorted(dish.branch, dish.branchHidden));
    expect(await ids('paged-extras', branch.token)).toHaveLength(1);
  });

  it("refuses a restaurant account another restaurant's list", async () => {
    for (const [token, restaurantId] of [
      [branch.token, owner.restaurantId],
      [owner.token, stranger.restaurantId],
      [stranger.token, branch.restaurantId],
    ] as const) {
      for (const path of ['paged-menus', 'paged-extras']) {
        const res = await ctx.request({ method: 'GET', url: `/api/${path}?restaurantId=${restaurantId}`, token });
        expect(res.statusCode).toBe(403);
      }
    }
  });

  it('shows staff everything and the public only visible items', async () => {
    const admin = await ctx.loginAs('SERVICE');
    expect(await ids(`paged-menus?restaurantId=${stranger.restaurantId}`, admin.token)).toEqual(sorted(dish.stranger, dish.strangerHidden));
    expect(await ids(`paged-menus?restaurantId=${stranger.restaurantId}`)).toEqual([dish.stranger]);
    const customer = await ctx.loginAs('USER');
    expect(await ids(`paged-menus?restaurantId=${branch.restaurantId}`, customer.token)).toEqual([dish.branch]);
  });

  it('gives a restaurant account without a restaurant an empty list', async () => {
    const orphan = await ctx.loginAs('RESTAURANT_ADMIN');
    expect(await ids('paged-menus', orphan.token)).toEqual([]);
  });
});
