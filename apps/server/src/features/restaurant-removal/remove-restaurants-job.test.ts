import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RESTAURANTS_PER_REMOVAL } from '@forkly/contracts';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createOrder } from '../../../test/order-state-factories';
import { GONE_FOR_CUSTOMERS, VISIBLE_TO_CUSTOMERS, removalFixtures } from './test-fixtures';

let ctx: TestContext;
const f = removalFixtures(() => ctx);
type Kitchen = Awaited<ReturnType<typeof f.kitchen>>;
let admin: { token: string; userId: number };
let customerId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('ADMIN');
  customerId = (await ctx.loginAs('USER')).userId;
});
afterAll(() => ctx.close());

const job = (payload: unknown, token?: string) =>
  ctx.request({ method: 'POST', url: '/api/restaurant/job/remove-restaurants', payload: payload as object, token });

/** A parent restaurant with two branches, and another restaurant with one. */
async function twoChains() {
  const parent = await f.kitchen();
  const branches = [await f.kitchen({ parentRestaurantId: parent.restaurant.id }), await f.kitchen({ parentRestaurantId: parent.restaurant.id })] as const;
  const stranger = await f.kitchen();
  const strangersBranch = await f.kitchen({ parentRestaurantId: stranger.restaurant.id });
  return { parent, branches, stranger, strangersBranch };
}

async function expectUntouched(...kitchens: Kitchen[]) {
  for (const k of kitchens) {
    expect((await f.restaurantRow(k.restaurant.id)).removedAt, k.restaurant.name).toBeNull();
    expect((await f.accountRow(k.account.id)).enabled).toBe(true);
    expect((await ctx.request({ method: 'GET', url: '/api/active-user', token: k.token })).statusCode).toBe(200);
    expect(await f.auditOf('restaurant', k.restaurant.id)).toEqual([]);
  }
}

describe('POST /restaurant/job/remove-restaurants', () => {
  it('refuses a visitor (401), and customers, couriers and branches (403)', async () => {
    const { branches } = await twoChains();
    expect((await job({ ids: [branches[0].restaurant.id] })).statusCode).toBe(401);
    for (const role of ['USER', 'COURIER', 'RESTAURANT_BRANCH'] as const) {
      const { token } = await ctx.loginAs(role);
      expect((await job({ ids: [branches[0].restaurant.id] }, token)).statusCode, role).toBe(403);
    }
    // A branch may not remove itself or its sibling either.
    expect((await job({ ids: [branches[0].restaurant.id] }, branches[0].token)).statusCode).toBe(403);
    expect((await job({ ids: [branches[0].restaurant.id] }, branches[1].token)).statusCode).toBe(403);
    await expectUntouched(...branches);
  });

  it('lets a restaurant admin remove its own branches together, with their open orders', async () => {
    const { parent, branches } = await twoChains();
    const open = await createOrder(ctx.db, { restaurantId: branches[1].restaurant.id, userId: customerId, status: 'CONFIRMED' });
    const res = await job({ ids: branches.map((b) => b.restaurant.id) }, parent.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ removedRestaurantIds: branches.map((b) => b.restaurant.id), cancelledOrderIds: [open.id] });
    for (const b of branches) {
      expect((await f.login(b.account.username)).json()).toMatchObject({ errorCode: 'accountDisabled' });
      expect(await f.customerView(b.restaurant, b.pizza.id)).toEqual(GONE_FOR_CUSTOMERS);
      expect(await f.auditOf('restaurant', b.restaurant.id)).toEqual([expect.objectContaining({ action: 'restaurant.remove', actorId: parent.account.id })]);
    }
    expect(await f.orderRow(open.id)).toMatchObject({ status: 'CANCELLED', refundedAt: expect.any(Date) });
    // The parent keeps working, and its lists no longer hold the removed branches.
    await expectUntouched(parent);
    expect(await f.customerView(parent.restaurant, parent.pizza.id)).toEqual(VISIBLE_TO_CUSTOMERS);
    const list = await ctx.request({ method: 'GET', url: `/api/restaurant/${parent.restaurant.id}/branches`, token: parent.token });
    expect(list.json()).toMatchObject({ results: [], totalCount: 0 });
    const menus = await ctx.request({ method: 'GET', url: '/api/paged-menus', token: parent.token });
    expect(menus.json().results.map((m: { restaurantId: number }) => m.restaurantId)).toEqual([parent.restaurant.id, parent.restaurant.id]);
    expect((await ctx.request({ method: 'GET', url: `/api/paged-menus?restaurantId=${branches[0].restaurant.id}`, token: parent.token })).statusCode).toBe(403);
  });

  it("refuses a restaurant admin another restaurant's branch, or its own restaurant, with 403 and removes nothing", async () => {
    const { parent, branches, stranger, strangersBranch } = await twoChains();
    const own = branches[0].restaurant.id;
    for (const ids of [
      [strangersBranch.restaurant.id],
      [own, strangersBranch.restaurant.id],
      [strangersBranch.restaurant.id, own],
      [stranger.restaurant.id],
      [own, parent.restaurant.id],
    ]) {
      const res = await job({ ids }, parent.token);
      expect(res.statusCode, JSON.stringify(ids)).toBe(403);
      expect(res.json()).toMatchObject({ errorCode: 'forbidden' });
    }
    await expectUntouched(parent, ...branches, stranger, strangersBranch);
  });

  it('answers 404 for an unknown or already removed id and removes nothing', async () => {
    const { parent, branches } = await twoChains();
    expect((await job({ ids: [branches[0].restaurant.id, 999_999] }, parent.token)).json()).toMatchObject({ status: 404, errorCode: 'restaurantNotFound' });
    await expectUntouched(...branches);
    expect((await job({ ids: [branches[0].restaurant.id] }, parent.token)).statusCode).toBe(200);
    expect((await job({ ids: [branches[1].restaurant.id, branches[0].restaurant.id] }, parent.token)).statusCode).toBe(404);
    await expectUntouched(branches[1]);
  });

  it('lets staff remove any restaurants, a parent with its branches', async () => {
    const { parent, branches, stranger, strangersBranch } = await twoChains();
    const service = await ctx.loginAs('SERVICE');
    const res = await job({ ids: [strangersBranch.restaurant.id, parent.restaurant.id] }, service.token);
    expect(res.json()).toEqual({
      removedRestaurantIds: [strangersBranch.restaurant.id, parent.restaurant.id, ...branches.map((b) => b.restaurant.id)],
      cancelledOrderIds: [],
    });
    await expectUntouched(stranger);
    const again = await job({ ids: [stranger.restaurant.id] }, admin.token);
    expect(again.json().removedRestaurantIds).toEqual([stranger.restaurant.id]);
  });

  it('refuses empty, duplicate, too many or malformed ids with 400 and the field, removing nothing', async () => {
    const { parent, branches } = await twoChains();
    const id = branches[0].restaurant.id;
    const tooMany = Array.from({ length: MAX_RESTAURANTS_PER_REMOVAL + 1 }, (_, i) => id + i);
    for (const payload of [
      {},
      { ids: [] },
      { ids: [id, id] },
      { ids: tooMany },
      { ids: ['1'] },
      { ids: [0] },
      { ids: [1.5] },
      { ids: id },
      { ids: [id], force: true },
    ]) {
      const res = await job(payload, parent.token);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().errorCode).toBe('validationFailed');
      expect(Object.keys(res.json().fields).join(), JSON.stringify(payload).slice(0, 60)).toMatch(/ids|force/);
    }
    await expectUntouched(...branches);
  });
});
