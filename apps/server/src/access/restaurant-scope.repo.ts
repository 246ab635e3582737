import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../db/client';
import { restaurants } from '../db/schema/index';

type Db = Database | Tx;
const parent = alias(restaurants, 'parent_restaurant');

/** A restaurant with the account of its parent (null for a restaurant that is no branch), removed or not. */
export async function findRestaurantWithParent(db: Db, id: number) {
  const [row] = await db
    .select({ ...getTableColumns(restaurants), parentUserId: parent.userId })
    .from(restaurants)
    .leftJoin(parent, eq(parent.id, restaurants.parentRestaurantId))
    .where(eq(restaurants.id, id))
    .limit(1);
  return row;
}

/** The restaurant an account logs in as (RESTAURANT_ADMIN, RESTAURANT_BRANCH), removed or not. */
export function findRestaurantOfAccount(db: Db, userId: number) {
  return db.query.restaurants.findFirst({ where: eq(restaurants.userId, userId) });
}

/** The account's own restaurant id, unless it was removed. */
export async function findActiveRestaurantIdOfAccount(db: Db, userId: number): Promise<number | undefined> {
  const row = await db.query.restaurants.findFirst({ columns: { id: true }, where: and(eq(restaurants.userId, userId), isNull(restaurants.removedAt)) });
  return row?.id;
}

/** A restaurant's branches that were not removed, by id. */
export async function listActiveBranchIds(db: Db, parentId: number): Promise<number[]> {
  const rows = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(eq(restaurants.parentRestaurantId, parentId), isNull(restaurants.removedAt)))
    .orderBy(restaurants.id);
  return rows.map((r) => r.id);
}

export async function activeRestaurantExists(db: Db, id: number): Promise<boolean> {
  return !!(await db.query.restaurants.findFirst({ columns: { id: true }, where: and(eq(restaurants.id, id), isNull(restaurants.removedAt)) }));
}
