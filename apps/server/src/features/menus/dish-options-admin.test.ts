import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '@forkly/contracts';
import { createMenu } from '../../../test/order-factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { menuFixtures } from './test-fixtures';

let ctx: TestContext;
const f = menuFixtures(() => ctx);
type Owner = Awaited<ReturnType<typeof f.loginRestaurant>>;
let owner: Owner;
let branch: Owner;
let stranger: Owner;
let dish: number;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await f.loginRestaurant();
  branch = await f.loginRestaurant(owner.restaurantId);
  stranger = await f.loginRestaurant();
  dish = (await createMenu(ctx.db, { restaurantId: owner.restaurantId, name: 'Pizza Margherita', priceCents: 850 })).id;
});
afterAll(() => ctx.close());

const size = (ids: { group?: number; options?: number[] } = {}) => ({
  ...(ids.group ? { id: ids.group } : {}),
  name: 'Size',
  required: true,
  multiple: false,
  options: [
    { ...(ids.options ? { id: ids.options[0] } : {}), name: 'S', priceDelta: -1 },
    { ...(ids.options ? { id: ids.options[1] } : {}), name: 'M', priceDelta: 0 },
    { ...(ids.options ? { id: ids.options[2] } : {}), name: 'L', priceDelta: 2.5 },
  ],
});
const remove = {
  name: 'Remove',
  required: false,
  multiple: true,
  maxChoices: 2,
  options: [
    { name: 'without onions', priceDelta: 0 },
    { name: 'without olives', priceDelta: 0 },
  ],
};

const putOptions = (id: number, body: unknown, token?: string) =>
  ctx.request({ method: 'PUT', url: `/api/menu/${id}/options`, token, payload: body as object });
const publicMenu = async () =>
  (await ctx.request({ method: 'GET', url: `/api/restaurant/menu/${owner.restaurantId}` })).json<MenuItem[]>().find((m) => m.id === dish)!;

describe('PUT /menu/{id}/options (decision 045)', () => {
  it('sets the groups in order; customers read them with the menu at once', async () => {
    const res = await putOptions(dish, { groups: [size(), remove] }, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    const groups = res.json<MenuItem>().optionGroups;
    expect(groups).toMatchObject([
      {
        name: 'Size',
        required: true,
        multiple: false,
        maxChoices: 1,
        options: [
          { name: 'S', priceDelta: -1 },
          { name: 'M', priceDelta: 0 },
          { name: 'L', priceDelta: 2.5 },
        ],
      },
      { name: 'Remove', required: false, multiple: true, maxChoices: 2, options: [{ name: 'without onions', priceDelta: 0 }, { name: 'without olives' }] },
    ]);
    expect((await publicMenu()).optionGroups).toEqual(groups);
  });

  it('keeps the ids sent back, so baskets still find their options; what is left out goes', async () => {
    const before = (await publicMenu()).optionGroups[0]!;
    const ids = { group: before.id, options: before.options.map((o) => o.id) };
    const res = await putOptions(dish, { groups: [size(ids)] }, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    const [after, ...rest] = res.json<MenuItem>().optionGroups;
    expect(rest).toEqual([]);
    expect(after!.id).toBe(before.id);
    expect(after!.options.map((o) => o.id)).toEqual(ids.options);
  });

  it('lets a branch manage its own dishes only; staff may manage any', async () => {
    const branchDish = (await createMenu(ctx.db, { restaurantId: branch.restaurantId })).id;
    expect((await putOptions(branchDish, { groups: [remove] }, branch.token)).statusCode).toBe(200);
    // The parent restaurant manages its branches' menus, as for menus themselves.
    expect((await putOptions(branchDish, { groups: [remove] }, owner.token)).statusCode).toBe(200);
    expect((await putOptions(dish, { groups: [] }, branch.token)).json()).toMatchObject({ status: 403, errorCode: 'forbidden' });
    const staff = await ctx.loginAs('SERVICE');
    expect((await putOptions(branchDish, { groups: [] }, staff.token)).statusCode).toBe(200);
  });

  it("refuses another restaurant's account and changes nothing", async () => {
    const before = (await publicMenu()).optionGroups;
    const res = await putOptions(dish, { groups: [] }, stranger.token);
    expect(res.json()).toMatchObject({ status: 403, errorCode: 'forbidden' });
    expect((await publicMenu()).optionGroups).toEqual(before);
    expect((await putOptions(dish, { groups: [] })).statusCode).toBe(401);
    const customer = await ctx.loginAs('USER');
    expect((await putOptions(dish, { groups: [] }, customer.token)).statusCode).toBe(403);
    expect((await putOptions(999999, { groups: [] }, owner.token)).json()).toMatchObject({ status: 404, errorCode: 'menuNotFound' });
  });

  it('refuses bad groups with the field and its message, and changes nothing', async () => {
    const before = (await publicMenu()).optionGroups;
    const cases: [unknown, string, string][] = [
      [{ groups: [{ ...remove, name: ' ' }] }, 'groups.0.name', 'Name is required'],
      [{ groups: [{ ...remove, options: [] }] }, 'groups.0.options', 'A group needs at least one option'],
      [{ groups: [{ ...remove, maxChoices: 3 }] }, 'groups.0.maxChoices', 'The maximum cannot be more than the number of options'],
      [
        { groups: [{ ...remove, options: [{ name: 'x', priceDelta: 1.005 }] }] },
        'groups.0.options.0.priceDelta',
        'A price difference is between -€999.99 and +€999.99, in whole cents',
      ],
      [
        { groups: [{ ...remove, options: [{ name: 'x', priceDelta: 1000 }] }] },
        'groups.0.options.0.priceDelta',
        'A price difference is between -€999.99 and +€999.99, in whole cents',
      ],
      [
        {
          groups: [
            {
              ...remove,
              options: [
                { name: 'Cheese', priceDelta: 0 },
                { name: 'cheese', priceDelta: 1 },
              ],
            },
          ],
        },
        'groups.0.options.1.name',
        'This option is already in the group',
      ],
      [{ groups: Array.from({ length: 11 }, () => remove) }, 'groups', 'A dish has at most 10 option groups'],
      // €8.50 with a required -€9.00 choice would cost less than nothing.
      [{ groups: [{ ...size(), options: [{ name: 'Tiny', priceDelta: -9 }] }] }, 'groups', 'With its cheapest options the dish would cost less than €0.00'],
    ];
    for (const [body, field, message] of cases) {
      const res = await putOptions(dish, body, owner.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields).toMatchObject({ [field]: message });
    }
    expect((await publicMenu()).optionGroups).toEqual(before);
  });

  it("refuses a price that the dish's cheapest options would take below €0.00", async () => {
    const cheap = await createMenu(ctx.db, { restaurantId: owner.restaurantId, name: 'Focaccia', priceCents: 300 });
    await putOptions(cheap.id, { groups: [{ ...size(), options: [{ name: 'S', priceDelta: -2 }] }] }, owner.token);
    const res = await ctx.request({ method: 'PUT', url: `/api/menu/${cheap.id}?name=Focaccia&price=1.50`, token: owner.token });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ price: 'With its cheapest options the dish would cost less than €0.00' });
    expect((await ctx.request({ method: 'PUT', url: `/api/menu/${cheap.id}?name=Focaccia&price=2`, token: owner.token })).statusCode).toBe(200);
  });
});
