import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { isStillReferenced } from '../../db/database-errors';
import { categories, extras, menus, orderLines, type NewExtra, type NewMenu } from '../../db/schema/index';
import { menuColumns } from './menus.repo';

type Db = Database | Tx;

/** A menu that is not archived, with its category as the presenter wants it. */
export async function findLiveMenu(db: Db, id: number) {
  const [row] = await db
    .select(menuColumns)
    .from(menus)
    .leftJoin(categories, eq(categories.id, menus.categoryId))
    .where(and(eq(menus.id, id), isNull(menus.deletedAt)));
  return row;
}

export function findLiveExtra(db: Db, id: number) {
  return db.query.extras.findFirst({ where: and(eq(extras.id, id), isNull(extras.deletedAt)) });
}

/**
 * The restaurant's category of this name (case-insensitive), created at the end of its menu when
 * missing. ON CONFLICT makes two editors adding the same new category meet on one row.
 */
export async function categoryIdFor(tx: Tx, restaurantId: number, name: string): Promise<number> {
  await tx
    .insert(categories)
    .values({
      restaurantId,
      name,
      position: sql`(select coalesce(max(${categories.position}) + 1, 0) from ${categories} where ${categories.restaurantId} = ${restaurantId})`,
    })
    .onConflictDoNothing();
  const row = await tx.query.categories.findFirst({
    columns: { id: true },
    where: and(eq(categories.restaurantId, restaurantId), sql`lower(${categories.name}) = lower(${name})`),
  });
  return row!.id;
}

export async function insertMenu(tx: Tx, values: NewMenu): Promise<number> {
  const [row] = await tx.insert(menus).values(values).returning({ id: menus.id });
  return row!.id;
}

/** Changes a menu unless it was archived meanwhile; false when nothing was changed. */
export async function updateMenu(db: Db, id: number, values: Partial<NewMenu>): Promise<boolean> {
  const rows = await db
    .update(menus)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(menus.id, id), isNull(menus.deletedAt)))
    .returning({ id: menus.id });
  return rows.length > 0;
}

export async function insertExtra(tx: Tx, values: NewExtra): Promise<number> {
  const [row] = await tx.insert(extras).values(values).returning({ id: extras.id });
  return row!.id;
}

/** Changes an extra unless it was archived meanwhile; the row as it is now, or undefined. */
export async function updateExtra(db: Db, id: number, values: Partial<NewExtra>) {
  const [row] = await db
    .update(extras)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(extras.id, id), isNull(extras.deletedAt)))
    .returning();
  return row;
}

/** Whether any order, past or open, has a line of this item (its receipt must keep it). */
export async function wasOrdered(db: Db, item: { menuId: number } | { extraId: number }): Promise<boolean> {
  const where = 'menuId' in item ? eq(orderLines.menuId, item.menuId) : eq(orderLines.extraId, item.extraId);
  const [row] = await db.select({ id: orderLines.id }).from(orderLines).where(where).limit(1);
  return !!row;
}

/** An order line took the item after `wasOrdered` looked: order lines reference it ON DELETE RESTRICT. */
export class ItemStillOrdered extends Error {
  constructor() {
    super('an order line references the item');
  }
}

async function deleteUnlessOrdered(remove: Promise<unknown>): Promise<void> {
  try {
    await remove;
  } catch (error) {
    throw isStillReferenced(error) ? new ItemStillOrdered() : error;
  }
}

export function deleteMenuRow(tx: Tx, id: number): Promise<void> {
  return deleteUnlessOrdered(tx.delete(menus).where(eq(menus.id, id)));
}

export function deleteExtraRow(tx: Tx, id: number): Promise<void> {
  return deleteUnlessOrdered(tx.delete(extras).where(eq(extras.id, id)));
}
