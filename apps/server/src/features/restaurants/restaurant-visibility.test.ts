import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helper';
import { GONE_FOR_CUSTOMERS, VISIBLE_TO_CUSTOMERS, removalFixtures } from '../restaurant-removal/test-fixtures';

let ctx: TestContext;
const f = removalFixtures(() => ctx);
type Session = Awaited<ReturnType<TestContext['loginAs']>>;
let admin: Session;
let service: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('ADMIN');
  service = await ctx.loginAs('SERVICE');
});
afterAll(() => ctx.close());

const setVisible = (id: number, payload: unknown, token?: string) =>
  ctx.request({ method: 'PUT', url: `/api/restaurant/${id}/visibility`, payload: payload as object, token });

describe('PUT /restaurant/{id}/visibility', () => {
  it('is for ADMIN and SERVICE only: a visitor gets 401, every other role 403, and nothing changes', async () => {
    const shop = await f.kitchen();
    expect((await setVisible(shop.restaurant.id, { visible: false })).statusCode).toBe(401);
    for (const role of ['USER', 'COURIER', 'RESTAURANT_ADMIN', 'RESTAURANT_BRANCH'] as const) {
      const { token } = await ctx.loginAs(role);
      expect((await setVisible(shop.restaurant.id, { visible: false }, token)).statusCode, role).toBe(403);
    }
    // Not even the restaurant's own account: hiding is the staff's switch.
    expect((await setVisible(shop.restaurant.id, { visible: false }, shop.token)).statusCode).toBe(403);
    expect((await f.restaurantRow(shop.restaurant.id)).visible).toBe(true);
    expect(await f.auditOf('restaurant', shop.restaurant.id)).toEqual([]);
  });

  it('hides a restaurant from the customer list, menu, header, map and price list at once, and shows it again', async () => {
    const shop = await f.kitchen();
    expect(await f.customerView(shop.restaurant, shop.pizza.id)).toEqual(VISIBLE_TO_CUSTOMERS);

    const hidden = await setVisible(shop.restaurant.id, { visible: false }, admin.token);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ id: shop.restaurant.id, visible: false, username: shop.account.username, removedAt: null });
    expect(await f.customerView(shop.restaurant, shop.pizza.id)).toEqual(GONE_FOR_CUSTOMERS);
    // Staff still find it in their list.
    const staffList = (
      await ctx.request({ method: 'GET', url: `/api/paged-restaurants?page=1&restaurantId=${shop.restaurant.id}`, token: service.token })
    ).json();
    expect(staffList.results).toEqual([expect.objectContaining({ id: shop.restaurant.id, visible: false })]);

    const shown = await setVisible(shop.restaurant.id, { visible: true }, service.token);
    expect(shown.json()).toMatchObject({ visible: true });
    expect(await f.customerView(shop.restaurant, shop.pizza.id)).toEqual(VISIBLE_TO_CUSTOMERS);

    const audit = await f.auditOf('restaurant', shop.restaurant.id);
    expect(audit.map((a) => [a.action, a.actorId, a.details])).toEqual([
      ['restaurant.hide', admin.userId, { before: { visible: true }, after: { visible: false } }],
      ['restaurant.show', service.userId, { before: { visible: false }, after: { visible: true } }],
    ]);
  });

  it('changes and records nothing when the restaurant already is what was asked', async () => {
    const shop = await f.kitchen();
    const res = await setVisible(shop.restaurant.id, { visible: true }, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ visible: true });
    expect(await f.auditOf('restaurant', shop.restaurant.id)).toEqual([]);
  });

  it('answers 404 for an unknown or removed restaurant, which stays hidden', async () => {
    expect((await setVisible(999_999, { visible: true }, admin.token)).json()).toMatchObject({ status: 404, errorCode: 'restaurantNotFound' });
    const shop = await f.kitchen();
    expect((await ctx.request({ method: 'DELETE', url: `/api/credential/restaurant/remove/${shop.restaurant.id}`, token: admin.token })).statusCode).toBe(200);
    expect((await setVisible(shop.restaurant.id, { visible: true }, admin.token)).statusCode).toBe(404);
    expect((await f.restaurantRow(shop.restaurant.id)).visible).toBe(false);
  });

  it('refuses bad input with 400 and the field, changing nothing', async () => {
    const shop = await f.kitchen();
    const cases: [string | number, unknown, string][] = [
      [shop.restaurant.id, {}, 'visible'],
      [shop.restaurant.id, { visible: 'no' }, 'visible'],
      [shop.restaurant.id, { visible: false, name: 'x' }, 'name'],
      ['abc', { visible: false }, 'id'],
      [0, { visible: false }, 'id'],
    ];
    for (const [id, payload, field] of cases) {
      const res = await ctx.request({ method: 'PUT', url: `/api/restaurant/${id}/visibility`, payload: payload as object, token: admin.token });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields, JSON.stringify(payload)).toHaveProperty(field);
    }
    expect((await f.restaurantRow(shop.restaurant.id)).visible).toBe(true);
    expect(await f.auditOf('restaurant', shop.restaurant.id)).toEqual([]);
  });
});
