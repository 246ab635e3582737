import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { menuOptionGroups, menuOptions, orderLines, orders } from '../../db/schema/index';
import { DEFAULT_PASSWORD } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createMenu, createOpenRestaurant, NEAR_ADDRESS } from '../../../test/order-factories';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createOpenRestaurant>>;
let customer: { token: string };
/** Option ids by name: Size S/M/L on the pizza (€8.50), Remove (up to 2) on the pizza; the other restaurant's L. */
const o = {} as Record<'S' | 'M' | 'L' | 'onions' | 'olives' | 'cheese' | 'otherL' | 'pastaBig', number>;

async function addGroup(
  db: Database,
  menuId: number,
  group: { name: string; required: boolean; maxChoices: number; position: number },
  options: [string, number][],
) {
  const [row] = await db
    .insert(menuOptionGroups)
    .values({ menuId, multiple: group.maxChoices > 1, ...group })
    .returning();
  const rows = await db
    .insert(menuOptions)
    .values(options.map(([name, priceDeltaCents], position) => ({ groupId: row!.id, name, priceDeltaCents, position })))
    .returning();
  // Ids in the order given (at most three here).
  return rows.map((r) => r.id) as [number, number, number];
}

beforeAll(async () => {
  ctx = await createTestContext();
  shop = await createOpenRestaurant(ctx.db);
  customer = await ctx.loginAs('USER');
  [o.S, o.M, o.L] = await addGroup(ctx.db, shop.pizza.id, { name: 'Size', required: true, maxChoices: 1, position: 0 }, [
    ['S', -100],
    ['M', 0],
    ['L', 250],
  ]);
  [o.onions, o.olives, o.cheese] = await addGroup(ctx.db, shop.pizza.id, { name: 'Remove', required: false, maxChoices: 2, position: 1 }, [
    ['without onions', 0],
    ['without olives', 0],
    ['without cheese', -50],
  ]);
  [o.pastaBig] = await addGroup(ctx.db, shop.pasta.id, { name: 'Portion', required: false, maxChoices: 1, position: 0 }, [['Big', 300]]);
  const other = await createOpenRestaurant(ctx.db);
  [o.otherL] = await addGroup(ctx.db, other.pizza.id, { name: 'Size', required: true, maxChoices: 1, position: 0 }, [['L', 250]]);
});
afterAll(() => ctx.close());

const basket = (lines: object[]) => ({ restaurantId: shop.restaurant.id, lines, deliveryAddress: NEAR_ADDRESS });
const priceList = (lines: object[]) => ctx.request({ method: 'POST', url: '/api/order/price-list', payload: basket(lines) });
const makeOrder = (lines: object[]) =>
  ctx.request({ method: 'POST', url: '/api/order/make-order', token: customer.token, payload: { ...basket(lines), note: '' } });

describe('dish options at checkout (decision 045)', () => {
  it('prices each line with its options; the same dish with other options is another line', async () => {
    const res = await priceList([
      { menuId: shop.pizza.id, quantity: 2, options: [o.onions, o.L] },
      { menuId: shop.pizza.id, quantity: 1, options: [o.S, o.cheese] },
      { menuId: shop.pasta.id, quantity: 1 },
      { extraId: shop.cola.id, quantity: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      lines: [
        {
          menuId: shop.pizza.id,
          price: 11,
          quantity: 2,
          lineTotal: 22,
          options: [
            { id: o.L, group: 'Size', name: 'L', priceDelta: 2.5 },
            { id: o.onions, group: 'Remove', name: 'without onions', priceDelta: 0 },
          ],
        },
        { price: 7, lineTotal: 7, options: [{ name: 'S' }, { name: 'without cheese', priceDelta: -0.5 }] },
        { menuId: shop.pasta.id, price: 12.9, options: [] },
        { extraId: shop.cola.id, price: 2.5, options: [] },
      ],
      subtotal: 44.4,
    });
  });

  it('keeps a copy of the options on the order: the customer and the kitchen see them, menu edits later change nothing', async () => {
    const res = await makeOrder([{ menuId: shop.pizza.id, quantity: 1, options: [o.L, o.onions] }]);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({ subtotal: 11, lines: [{ name: 'Pizza Margherita', price: 11, options: [{ name: 'L' }, { name: 'without onions' }] }] });
    await ctx.db.update(menuOptions).set({ name: 'XL', priceDeltaCents: 400 }).where(eq(menuOptions.id, o.L));
    const kitchenToken = (
      await ctx.request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId: shop.account.username, password: DEFAULT_PASSWORD } })
    ).json<{ access_token: string }>().access_token;
    for (const token of [customer.token, kitchenToken]) {
      const seen = await ctx.request({ method: 'GET', url: `/api/order/${order.id}`, token });
      expect(seen.json().lines[0]).toMatchObject({ price: 11, options: [{ group: 'Size', name: 'L', priceDelta: 2.5 }, { name: 'without onions' }] });
    }
    const [line] = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(line).toMatchObject({ unitPriceCents: 1100, options: [{ id: o.L, name: 'L', priceDeltaCents: 250 }, { id: o.onions }] });
    await ctx.db.update(menuOptions).set({ name: 'L', priceDeltaCents: 250 }).where(eq(menuOptions.id, o.L));
  });

  it('refuses every bad choice with its error and the line, and stores nothing', async () => {
    const before = (await ctx.db.select({ id: orders.id }).from(orders)).length;
    const cases: [object[], string, string][] = [
      [[{ menuId: shop.pizza.id, quantity: 1 }], 'optionRequired', 'Choose an option for every required group: Size'],
      [[{ menuId: shop.pizza.id, quantity: 1, options: [o.onions] }], 'optionRequired', 'Choose an option for every required group: Size'],
      [[{ menuId: shop.pizza.id, quantity: 1, options: [o.S, o.L] }], 'optionTooMany', 'Too many options chosen in one group: Size'],
      [[{ menuId: shop.pizza.id, quantity: 1, options: [o.M, o.onions, o.olives, o.cheese] }], 'optionTooMany', 'Too many options chosen in one group: Remove'],
      [[{ menuId: shop.pizza.id, quantity: 1, options: [o.M, o.M] }], 'optionDuplicate', 'An option was chosen twice'],
      // Another dish's option, another restaurant's, and one that does not exist.
      [[{ menuId: shop.pizza.id, quantity: 1, options: [o.M, o.pastaBig] }], 'optionNotAvailable', 'A chosen option is no longer available'],
      [[{ menuId: shop.pizza.id, quantity: 1, options: [o.otherL] }], 'optionNotAvailable', 'A chosen option is no longer available'],
      [
        [
          { extraId: shop.cola.id, quantity: 1 },
          { menuId: shop.pasta.id, quantity: 1, options: [2147483647] },
        ],
        'optionNotAvailable',
        'A chosen option is no longer available',
      ],
    ];
    for (const [lines, errorCode, message] of cases) {
      for (const res of [await priceList(lines), await makeOrder(lines)]) {
        expect(res.statusCode, JSON.stringify(lines)).toBe(409);
        const body = res.json();
        expect(body.errorCode).toBe(errorCode);
        expect(body.fields).toEqual({ [`lines.${lines.length - 1}.options`]: message });
      }
    }
    expect((await ctx.db.select({ id: orders.id }).from(orders)).length).toBe(before);
  });

  it('takes no options on an extra, and refuses what is not a list of ids', async () => {
    for (const line of [
      { extraId: shop.cola.id, quantity: 1, options: [o.M] },
      { menuId: shop.pizza.id, quantity: 1, options: 'L' },
      { menuId: shop.pizza.id, quantity: 1, options: [0] },
      { menuId: shop.pizza.id, quantity: 1, options: [1.5] },
    ]) {
      const res = await priceList([line]);
      expect(res.statusCode, JSON.stringify(line)).toBe(400);
      expect(res.json().errorCode).toBe('validationFailed');
    }
  });

  it('refuses an option removed since it went into the basket', async () => {
    const dish = await createMenu(ctx.db, { restaurantId: shop.restaurant.id, name: 'Calzone', priceCents: 1000 });
    const [gone] = await addGroup(ctx.db, dish.id, { name: 'Extra', required: false, maxChoices: 1, position: 0 }, [['Egg', 100]]);
    expect((await priceList([{ menuId: dish.id, quantity: 1, options: [gone] }])).statusCode).toBe(200);
    await ctx.db.delete(menuOptions).where(eq(menuOptions.id, gone));
    expect((await priceList([{ menuId: dish.id, quantity: 1, options: [gone] }])).json()).toMatchObject({ errorCode: 'optionNotAvailable' });
  });
});
