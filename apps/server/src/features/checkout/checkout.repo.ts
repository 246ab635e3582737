import { and, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  extras,
  idempotencyKeys,
  menus,
  orderLines,
  orderStatusHistory,
  orders,
  restaurants,
  users,
  type NewOrder,
  type NewOrderLine,
  type Order,
  type OrderLine,
  type OrderLineOption,
} from '../../db/schema/index';
import { optionGroupsJson, type OptionGroupJson } from '../../db/dish-options';

type Db = Database | Tx;

/** What a quote and an order's answer read of the restaurant: each column costs its parsing on every order. */
const quotedRestaurantColumns = {
  id: restaurants.id,
  name: restaurants.name,
  contact: restaurants.contact,
  visible: restaurants.visible,
  parentRestaurantId: restaurants.parentRestaurantId,
  latitude: restaurants.latitude,
  longitude: restaurants.longitude,
  openingHours: restaurants.openingHours,
  timeZone: restaurants.timeZone,
  paused: restaurants.paused,
  deliveryRadiusMeters: restaurants.deliveryRadiusMeters,
  minimumOrderCents: restaurants.minimumOrderCents,
  maximumOrderCents: restaurants.maximumOrderCents,
  deliveryFeeBaseCents: restaurants.deliveryFeeBaseCents,
  deliveryFeePerKmCents: restaurants.deliveryFeePerKmCents,
  freeDeliveryDistanceMeters: restaurants.freeDeliveryDistanceMeters,
  preparationMinutes: restaurants.preparationMinutes,
  zoneId: restaurants.zoneId,
};

// The price list's reads are prepared statements: built once, not on every call (decision 030).
const restaurantById = preparedPerDatabase((db) =>
  db
    .select(quotedRestaurantColumns)
    .from(restaurants)
    .where(eq(restaurants.id, sql.placeholder('id')))
    .prepare('checkout_restaurant'),
);

export async function findRestaurant(db: Database, id: number) {
  const [row] = await restaurantById(db).execute({ id });
  return row;
}
export type RestaurantRow = NonNullable<Awaited<ReturnType<typeof findRestaurant>>>;

/** The restaurant's own visible, not archived menus among `ids`, with their current prices. */
const orderableMenus = preparedPerDatabase((db) =>
  db
    .select({ id: menus.id, name: menus.name, priceCents: menus.priceCents, optionGroups: optionGroupsJson() })
    .from(menus)
    .where(
      and(
        eq(menus.restaurantId, sql.placeholder('restaurantId')),
        sql`${menus.id} = any(${sql.placeholder('ids')}::int[])`,
        eq(menus.visible, true),
        isNull(menus.deletedAt),
      ),
    )
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

/**
 * The restaurant's own names for dishes and extras it no longer offers (hidden, archived): a
 * refusal names what left the basket. Ids of other restaurants find nothing.
 */
export async function findItemNames(db: Db, restaurantId: number, ids: { menus: number[]; extras: number[] }) {
  const [menuRows, extraRows] = await Promise.all([
    ids.menus.length
      ? db
          .select({ id: menus.id, name: menus.name })
          .from(menus)
          .where(and(eq(menus.restaurantId, restaurantId), inArray(menus.id, ids.menus)))
      : [],
    ids.extras.length
      ? db
          .select({ id: extras.id, name: extras.name })
          .from(extras)
          .where(and(eq(extras.restaurantId, restaurantId), inArray(extras.id, ids.extras)))
      : [],
  ]);
  return { menus: new Map(menuRows.map((r) => [r.id, r.name])), extras: new Map(extraRows.map((r) => [r.id, r.name])) };
}

export interface NewLine {
  menuId: number | null;
  extraId: number | null;
  name: string;
  unitPriceCents: number;
  quantity: number;
  /** The chosen options, inside unitPriceCents (decision 045). */
  options: OrderLineOption[];
}

/** A menu item or extra as a basket prices it; a dish with its option groups. */
export interface OrderableItem {
  id: number;
  name: string;
  priceCents: number;
  optionGroups?: OptionGroupJson[];
}

/** The restaurant's own visible, not archived items of `table` among the placeholder `ids`, as a JSON array. */
const orderableJson = (table: typeof menus | typeof extras, ids: string) =>
  sql<OrderableItem[]>`(select coalesce(json_agg(json_build_object('id', ${table.id}, 'name', ${table.name}, 'priceCents', ${table.priceCents}${
    table === menus ? sql`, 'optionGroups', ${optionGroupsJson()}` : sql``
  })), '[]'::json)
    from ${table} where ${table.restaurantId} = ${sql.placeholder('restaurantId')}::int and ${table.id} = any(${sql.placeholder(ids)}::int[])
    and ${table.visible} and ${table.deletedAt} is null)`;

/**
 * Everything make-order reads, in one round trip (decision 021): the new order's ids (its number
 * and its lines' ids too), its customer as the answer shows them with their saved address, the
 * restaurant and the basket's orderable items at their current prices. With the ids known, the
 * answer is known before the order is stored, so the order, its lines, its history and its
 * idempotency record go to the database as one statement. A refused basket leaves a gap in the
 * ids, as a rollback always did. The customer and the restaurant are null when they do not exist.
 */
const orderBasis = preparedPerDatabase((db) =>
  db
    .select({
      orderId: sql<number>`nextval('orders_id_seq')::int`,
      orderNumber: sql<string>`'FK-' || nextval('order_number_seq')::text`,
      lineIds: sql<number[]>`array(select nextval('order_lines_id_seq')::int from generate_series(1, ${sql.placeholder('lineCount')}::int))`,
      customer: { id: users.id, firstName: users.firstName, lastName: users.lastName, contact: users.contact },
      savedAddress: { street: users.street, houseNumber: users.houseNumber, zip: users.zip, latitude: users.latitude, longitude: users.longitude },
      restaurant: quotedRestaurantColumns,
      menus: orderableJson(menus, 'menuIds'),
      extras: orderableJson(extras, 'extraIds'),
    })
    .from(sql`(select 1) as one`)
    .leftJoin(users, eq(users.id, sql.placeholder('userId')))
    .leftJoin(restaurants, eq(restaurants.id, sql.placeholder('restaurantId')))
    .prepare('checkout_order_basis'),
);

export async function readOrderBasis(db: Database, input: { userId: number; restaurantId: number; lineCount: number; menuIds: number[]; extraIds: number[] }) {
  const [row] = await orderBasis(db).execute(input);
  const { customer, savedAddress, restaurant, ...rest } = row!;
  // A left-joined row that is not there comes back as null, or as an object of nulls.
  return {
    ...rest,
    customer: customer?.id == null ? undefined : customer,
    savedAddress: customer?.id == null ? undefined : (savedAddress as SavedAddress),
    restaurant: restaurant?.id == null ? undefined : (restaurant as RestaurantRow),
  };
}

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

/** A placeholder whose value is encoded as the column encodes it (dates, JSON); null stays null. */
const valueOf = (name: string, column: AnyPgColumn) =>
  sql.param(sql.placeholder(name), { mapToDriverValue: (value: unknown) => (value === null ? null : column.mapToDriverValue(value)) });
const unaliased = { one: sql<number>`1`.as('one') };

/**
 * insertPlacedOrder's statement for an order without a coupon, prepared (decision 030): its shape
 * does not depend on the number of lines (they arrive as arrays, through unnest) nor on the key
 * (no key, no row), so it is built once and PostgreSQL parses it once per connection.
 */
const placedOrderWrite = preparedPerDatabase((db) => {
  const orderColumns = Object.values(getTableColumns(orders));
  const order = db.$with('placed_order', { id: sql<number>`id`.as('id') }).as(
    sql`insert into ${orders} (${sql.join(
      orderColumns.map((c) => sql.identifier(c.name)),
      sql`, `,
    )})
        values (${sql.join(
          orderColumns.map((c) => valueOf(`order.${c.name}`, c)),
          sql`, `,
        )}) returning ${sql.identifier('id')}`,
  );
  const lines = db.$with('placed_lines', unaliased).as(
    sql`insert into ${orderLines} (id, order_id, menu_id, extra_id, name, unit_price_cents, quantity, options, created_at)
        select l.id, ${sql.placeholder('orderId')}::int, l.menu_id, l.extra_id, l.name, l.unit_price_cents, l.quantity, l.options, ${valueOf('createdAt', orderLines.createdAt)}::timestamptz
        from unnest(${sql.placeholder('lineIds')}::int[], ${sql.placeholder('menuIds')}::int[], ${sql.placeholder('extraIds')}::int[], ${sql.placeholder('names')}::text[],
                    ${sql.placeholder('prices')}::int[], ${sql.placeholder('quantities')}::int[], ${sql.placeholder('options')}::jsonb[])
             as l(id, menu_id, extra_id, name, unit_price_cents, quantity, options)`,
  );
  const history = db.$with('placed_history', unaliased).as(
    sql`insert into ${orderStatusHistory} (order_id, from_status, to_status, actor_id, reason, created_at)
        values (${sql.placeholder('orderId')}::int, null, 'PENDING', ${sql.placeholder('actorId')}::int, null, ${valueOf('createdAt', orderStatusHistory.createdAt)}::timestamptz)`,
  );
  const key = db.$with('placed_key', unaliased).as(
    sql`insert into ${idempotencyKeys} (key, user_id, request_hash, response)
        select ${sql.placeholder('key')}::text, ${sql.placeholder('keyUserId')}::int, ${sql.placeholder('requestHash')}::text,
               ${valueOf('response', idempotencyKeys.response)}::jsonb
        where ${sql.placeholder('key')}::text is not null`,
  );
  return db.with(order, lines, history, key).select({ id: order.id }).from(order).prepare('checkout_place_order');
});

/** Each order field and the placeholder its column takes in placedOrderWrite. */
const orderPlaceholders = Object.entries(getTableColumns(orders)).map(([field, column]) => [field as keyof Order, `order.${column.name}`] as const);

/** The same writes as insertPlacedOrder, for a new PENDING order without a coupon, as one prepared statement. */
export async function writePlacedOrder(
  db: Database,
  placed: { order: Order; lines: OrderLine[]; history: { actorId: number | null; createdAt: Date }; idempotency?: typeof idempotencyKeys.$inferInsert },
) {
  const values: Record<string, unknown> = {};
  for (const [field, placeholder] of orderPlaceholders) values[placeholder] = placed.order[field];
  const { lines, idempotency } = placed;
  await placedOrderWrite(db).execute(
    Object.assign(values, {
      orderId: placed.order.id,
      createdAt: placed.history.createdAt,
      actorId: placed.history.actorId,
      lineIds: lines.map((l) => l.id),
      menuIds: lines.map((l) => l.menuId),
      extraIds: lines.map((l) => l.extraId),
      names: lines.map((l) => l.name),
      prices: lines.map((l) => l.unitPriceCents),
      quantities: lines.map((l) => l.quantity),
      // Each line's options as JSON text: the driver sends a jsonb[] of them.
      options: lines.map((l) => JSON.stringify(l.options)),
      key: idempotency?.key ?? null,
      keyUserId: idempotency?.userId ?? null,
      requestHash: idempotency?.requestHash ?? null,
      response: idempotency?.response ?? null,
    }),
  );
}
