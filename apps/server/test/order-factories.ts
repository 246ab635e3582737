import { eq } from 'drizzle-orm';
import { WEEKDAYS } from '../src/db/schema/restaurants';
import type { Database } from '../src/db/client';
import { coupons, extras, menus, orders, type OpeningHours } from '../src/db/schema/index';
import { createRestaurant, uniqueName } from './factories';

/** Open around the clock, so tests do not depend on the hour they run at. */
export const ALWAYS_OPEN = Object.fromEntries(WEEKDAYS.map((d) => [d, [{ open: '00:00', close: '00:00' }]])) as OpeningHours;
export const NEVER_OPEN = Object.fromEntries(WEEKDAYS.map((d) => [d, []])) as unknown as OpeningHours;

/*
 * Delivery addresses that exist in the built-in demo city, which the server locates itself: the
 * coordinates beside them are where the server finds them, for queries that need a point.
 */
/** Near the factory restaurant (Königstraße, Duisburg), about 250 m away. */
export const NEAR_ADDRESS = { street: 'Dieselgasse', houseNumber: '3', zip: '47059', city: 'Duisburg' };
export const NEAR_POINT = { latitude: 51.43429, longitude: 6.76219 };
/** About 3.5 km from the factory restaurant: inside the default 6 km radius, beyond the free 2 km. */
export const FARTHER_ADDRESS = { street: 'Kapellenkamp', houseNumber: '13', zip: '47058', city: 'Duisburg' };
/** Over 9 km away (Walsum): outside the default 6 km radius. */
export const FAR_ADDRESS = { street: 'Falkenweg', houseNumber: '67', zip: '47178', city: 'Duisburg' };

export async function createMenu(db: Database, overrides: Partial<typeof menus.$inferInsert> & { restaurantId: number }) {
  const [row] = await db
    .insert(menus)
    .values({ name: uniqueName('Dish '), priceCents: 850, ...overrides })
    .returning();
  return row!;
}

export async function createExtra(db: Database, overrides: Partial<typeof extras.$inferInsert> & { restaurantId: number }) {
  const [row] = await db
    .insert(extras)
    .values({ name: uniqueName('Extra '), priceCents: 250, ...overrides })
    .returning();
  return row!;
}

export async function createCoupon(db: Database, overrides: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await db
    .insert(coupons)
    .values({ code: uniqueName('CODE').toUpperCase(), percentage: 10, description: 'Test code', ...overrides })
    .returning();
  return row!;
}

/** An open restaurant (minimum order 10 €, fee 1.99 € + 0.50 € per km beyond 2 km) with two dishes and a drink. */
export async function createOpenRestaurant(db: Database, overrides: Parameters<typeof createRestaurant>[1] = {}) {
  const { restaurant, account } = await createRestaurant(db, { openingHours: ALWAYS_OPEN, ...overrides });
  const pizza = await createMenu(db, { restaurantId: restaurant.id, name: 'Pizza Margherita', priceCents: 850 });
  const pasta = await createMenu(db, { restaurantId: restaurant.id, name: 'Pasta Carbonara', priceCents: 1290 });
  const cola = await createExtra(db, { restaurantId: restaurant.id, name: 'Cola 0.33 l', priceCents: 250 });
  return { restaurant, account, pizza, pasta, cola };
}

/** Moves an order's creation time into the past (the unpaid-order timeout). */
export async function backdateOrder(db: Database, orderId: number, minutesAgo: number) {
  await db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(eq(orders.id, orderId));
}
