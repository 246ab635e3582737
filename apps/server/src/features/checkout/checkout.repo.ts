import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { extras, idempotencyKeys, menus, orderLines, orderStatusHistory, orders, restaurants, users, type NewOrder, type NewOrderLine } from '../../db/schema/index';

type Db = Database | Tx;

// make-order's reads are prepared statements: built once, not on every order (decision 030).
const restaurantById = preparedPerDatabase((db) => db.query.restaurants.findFirst({ where: eq(restaurants.id, sql.placeholder('id')) }).prepare('checkout_restaurant'));

export function findRestaurant(db: Database, id: number) {
  return restaurantById(db).execute({ id });
}
export type RestaurantRow = NonNullable<Awaited<ReturnType<typeof findRestaurant>>>;

/** The restaurant's own visible, not archived menus among `ids`, with their current prices. */
const orderableMenus = preparedPerDatabase((db) =>
  db
    .select({ id: menus.id, name: menus.name, priceCents: menus.priceCents })
    .from(menus)
    .where(and(eq(menus.restaurantId, sql.placeholder('restaurantId')), sql`${menus.id} = any(${sql.placeholder('ids')}::int[])`, eq(menus.visible, true), isNull(menus.deletedAt)))
    .prepare('checkout_orderable_menus'),
);

export function findOrderableMenus(db: Database, restaurantId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return orderableMenus(db).execute({ restaurantId, ids });
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

/**
 * The ids of a new order (its number and its lines' ids too), its customer as the answer shows
 * them and their saved address, in one round trip before the write: with the ids known, the answer is known before the order
 * is stored, so the order, its lines, its history and its idempotency record go to the database as
 * one statement (decision 021). A refused basket leaves a gap in the ids, as a rollback always did.
 */
export async function reserveOrder(db: Database, userId: number, lineCount: number) {
  const [row] = await reservation(db).execute({ userId, lineCount });
  return row;
}

const reservation = preparedPerDatabase((db) =>
  db
    .select({
      orderId: sql<number>`nextval('orders_id_seq')::int`,
      orderNumber: sql<string>`'FK-' || nextval('order_number_seq')::text`,
      lineIds: sql<number[]>`array(select nextval('order_lines_id_seq')::int from generate_series(1, ${sql.placeholder('lineCount')}::int))`,
      customer: { id: users.id, firstName: users.firstName, lastName: users.lastName, contact: users.contact, email: users.email },
      savedAddress: { street: users.street, houseNumber: users.houseNumber, zip: users.zip, latitude: users.latitude, longitude: users.longitude },
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('checkout_reserve_order'),
);

/**
 * The order, its lines, its first history entry and, with a key, its idempotency record, in one
 * statement: atomic without BEGIN and COMMIT, and one round trip. A key stored by a twin first makes
 * the whole statement fail on idempotency_keys_pkey, storing nothing.
 */
export async function insertPlacedOrder(
  db: Db,
  placed: { order: NewOrder; lines: NewOrderLine[]; history: typeof orderStatusHistory.$inferInsert; idempotency?: typeof idempotencyKeys.$inferInsert },
) {
  const writes = [
    db.insert(orders).values(placed.order),
    db.insert(orderLines).values(placed.lines),
    db.insert(orderStatusHistory).values(placed.history),
    ...(placed.idempotency ? [db.insert(idempotencyKeys).values(placed.idempotency)] : []),
  ];
  // Each insert is wrapped in parentheses when embedded: the CTE bodies. Unreferenced
  // data-modifying CTEs still run, to completion, with the statement.
  const ctes = writes.map((write, i) => sql`${sql.identifier(`write_${i}`)} as ${write}`);
  await db.execute(sql`with ${sql.join(ctes, sql`, `)} select 1`);
}

const savedAddressColumns = { street: users.street, houseNumber: users.houseNumber, zip: users.zip, latitude: users.latitude, longitude: users.longitude };
/** The customer's saved address with the coordinates the server found for it when it was saved. */
export async function findSavedAddress(db: Db, userId: number) {
  const [row] = await db.select(savedAddressColumns).from(users).where(eq(users.id, userId));
  return row;
}
export type SavedAddress = NonNullable<Awaited<ReturnType<typeof findSavedAddress>>>;
