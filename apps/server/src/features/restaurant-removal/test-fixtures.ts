import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, orders, restaurants, users } from '../../db/schema/index';
import { DEFAULT_PASSWORD } from '../../../test/factories';
import type { TestContext } from '../../../test/helper';
import { createOpenRestaurant, NEAR_ADDRESS, NEAR_POINT } from '../../../test/order-factories';

/** Test helpers for removing restaurants and switching their visibility (not loaded by the app). */
export function removalFixtures(ctx: () => TestContext) {
  const login = (username: string) =>
    ctx().request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId: username, password: DEFAULT_PASSWORD } });

  /** An open restaurant with a dish (or a branch of `parentRestaurantId`), logged in as its own account. */
  const kitchen = async (overrides: Parameters<typeof createOpenRestaurant>[1] = {}) => {
    const made = await createOpenRestaurant(ctx().db, overrides);
    const res = await login(made.account.username);
    expect(res.statusCode, res.body).toBe(200);
    return { ...made, token: res.json<{ access_token: string }>().access_token };
  };

  const restaurantRow = async (id: number) => (await ctx().db.query.restaurants.findFirst({ where: eq(restaurants.id, id) }))!;
  const accountRow = async (id: number) => (await ctx().db.query.users.findFirst({ where: eq(users.id, id) }))!;
  const orderRow = async (id: number) => (await ctx().db.query.orders.findFirst({ where: eq(orders.id, id) }))!;
  const auditOf = (entity: string, id: number) =>
    ctx()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));

  /** Where a customer meets a restaurant: the list near it, its menu, its header, the map, and the price list. */
  const customerView = async (restaurant: { id: number; name: string }, dishId: number) => {
    const get = (url: string) => ctx().request({ method: 'GET', url });
    const list = await get(
      `/api/paged-restaurants?latitude=${NEAR_POINT.latitude}&longitude=${NEAR_POINT.longitude}&name=${encodeURIComponent(restaurant.name)}`,
    );
    const map = await get('/api/map/restaurants');
    const price = await ctx().request({
      method: 'POST',
      url: '/api/order/price-list',
      payload: { restaurantId: restaurant.id, lines: [{ menuId: dishId, quantity: 2 }], deliveryAddress: NEAR_ADDRESS },
    });
    return {
      listed: list.json<{ results: { id: number }[] }>().results.some((r) => r.id === restaurant.id),
      menu: (await get(`/api/restaurant/menu/${restaurant.id}`)).statusCode,
      overview: (await get(`/api/restaurant/${restaurant.id}/overview`)).statusCode,
      onMap: map.json<{ restaurants: { id: number }[] }>().restaurants.some((r) => r.id === restaurant.id),
      priceList: price.statusCode === 200 ? 200 : price.json<{ errorCode: string }>().errorCode,
    };
  };

  return { login, kitchen, restaurantRow, accountRow, orderRow, auditOf, customerView };
}

export const VISIBLE_TO_CUSTOMERS = { listed: true, menu: 200, overview: 200, onMap: true, priceList: 200 };
export const GONE_FOR_CUSTOMERS = { listed: false, menu: 404, overview: 404, onMap: false, priceList: 'restaurantNotFound' };
