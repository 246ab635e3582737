import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { restaurants, users, type NewRestaurant } from '../../db/schema/index';
import { containsPattern } from '../../lib/sql-search';
import { withIdentityErrors } from '../users/index';
import { paginate } from '../../lib/paging';

type Db = Database | Tx;

export interface BranchPageOptions {
  name?: string;
  sortBy: 'DATE' | 'NAME';
  orderBy: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

const SORTS: Record<BranchPageOptions['sortBy'], SQL> = {
  DATE: sql`${restaurants.createdAt}`,
  NAME: sql`lower(${restaurants.name})`,
};

/** One restaurant's branches with their login names, paged; removed branches are gone from it. */
export async function pageBranches(db: Db, parentId: number, options: BranchPageOptions) {
  const where = and(
    eq(restaurants.parentRestaurantId, parentId),
    isNull(restaurants.removedAt),
    options.name ? sql`${restaurants.name} ILIKE ${containsPattern(options.name)}` : undefined,
  );
  const order = options.orderBy === 'ASC' ? asc : desc;
  return paginate(options, {
    rows: ({ offset, limit }) =>
      db
        .select({ restaurant: restaurants, username: users.username })
        .from(restaurants)
        .innerJoin(users, eq(users.id, restaurants.userId))
        .where(where)
        .orderBy(order(SORTS[options.sortBy]), order(restaurants.id))
        .limit(limit)
        .offset(offset),
    count: db.select({ n: count() }).from(restaurants).where(where),
  });
}

export async function findBranch(db: Db, id: number) {
  const [row] = await db
    .select({ restaurant: restaurants, username: users.username })
    .from(restaurants)
    .innerJoin(users, eq(users.id, restaurants.userId))
    .where(eq(restaurants.id, id))
    .limit(1);
  return row;
}

export async function insertBranchAccount(tx: Tx, values: typeof users.$inferInsert) {
  const [row] = await withIdentityErrors(tx.insert(users).values(values).returning({ id: users.id }));
  return row!;
}

export async function insertBranchRestaurant(tx: Tx, values: NewRestaurant) {
  const [row] = await tx.insert(restaurants).values(values).returning({ id: restaurants.id });
  return row!;
}
