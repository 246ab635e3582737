import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { extras, menus, orderLines, orderStatusHistory, orders, restaurants, users, type NewOrder } from '../../db/schema/index';

type Db = Database | Tx;

export function findRestaurant(db: Db, id: number) {
  return db.query.restaurants.findFirst({ where: eq(restaurants.id, id) });
}
export type RestaurantRow = NonNullable<Awaited<ReturnType<typeof findRestaurant>>>;

/** The restaurant's own visible, not archived menus among `ids`, with their current prices. */
export function findOrderableMenus(db: Db, restaurantId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: menus.id, name: menus.name, priceCents: menus.priceCents })
    .from(menus)
    .where(and(eq(menus.restaurantId, restaurantId), inArray(menus.id, ids), eq(menus.visible, true), isNull(menus.deletedAt)));
}

export function findOrderableExtras(db: Db, restaurantId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: extras.id, name: extras.name, priceCents: extras.priceCents })
    .from(extras)
    .where(and(eq(extras.restaurantId, restaurantId), inArray(extras.id, ids), eq(extras.visible, true), isNull(extras.deletedAt)));
}

export interface NewLine {
  menuId: number | null;
  extraId: number | null;
  name: string;
  unitPriceCents: number;
  quantity: number;
}

/** The order, its lines and the first history entry (placed by its customer). */
export async function insertOrder(tx: Tx, values: NewOrder, lines: NewLine[]) {
  const [order] = await tx.insert(orders).values(values).returning();
  await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: order!.id })));
  await tx.insert(orderStatusHistory).values({ orderId: order!.id, fromStatus: null, toStatus: 'PENDING', actorId: values.userId, createdAt: order!.createdAt });
  return order!;
}

/** The customer's saved address with the coordinates the server found for it when it was saved. */
export async function findSavedAddress(db: Db, userId: number) {
  const [row] = await db
    .select({ street: users.street, houseNumber: users.houseNumber, zip: users.zip, latitude: users.latitude, longitude: users.longitude })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
