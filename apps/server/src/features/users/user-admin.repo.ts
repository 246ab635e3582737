import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { UserSortKey } from '@forkly/contracts';
import type { Database, Tx } from '../../db/client';
import { oneTimeCodes, orders, users } from '../../db/schema/index';
import { containsPattern } from '../../lib/sql-search';
import { paginateGrowing } from '../../lib/paging';

type Db = Database | Tx;

/**
 * How many orders the customer in the row placed (one index range per row of a page of 10). The
 * columns are qualified by hand: in a select list Drizzle prints them bare, and a bare "id" inside
 * the subquery would be the order's.
 */
const orderCount = sql<number>`(select count(*)::int from ${orders} where ${orders}.${sql.identifier('user_id')} = ${users}.${sql.identifier('id')})`;

const SORT_COLUMNS = {
  DATE: users.createdAt,
  NAME: sql`lower(${users.lastName} || ' ' || ${users.firstName})`,
  EMAIL: sql`lower(${users.email})`,
  USERNAME: sql`lower(${users.username})`,
  ENABLED: users.enabled,
} as const satisfies Record<UserSortKey, unknown>;

export interface CustomerFilter {
  firstName?: string;
  lastName?: string;
  email?: string;
  username?: string;
  enabled?: boolean;
  userId?: number;
}

const contains = (column: AnyPgColumn, text: string | undefined) => (text ? sql`${column} ILIKE ${containsPattern(text)}` : undefined);

/** A page of customers (role USER); removed accounts are never listed. Capped count: decision 030. */
export async function pageCustomers(db: Db, filter: CustomerFilter, page: { sortBy: UserSortKey; orderBy: 'ASC' | 'DESC'; offset: number; limit: number }) {
  const where = and(
    eq(users.role, 'USER'),
    isNull(users.removedAt),
    contains(users.firstName, filter.firstName),
    contains(users.lastName, filter.lastName),
    contains(users.email, filter.email),
    contains(users.username, filter.username),
    filter.enabled !== undefined ? eq(users.enabled, filter.enabled) : undefined,
    filter.userId !== undefined ? eq(users.id, filter.userId) : undefined,
  );
  const direction = page.orderBy === 'ASC' ? asc : desc;
  return paginateGrowing(db, page, {
    rows: ({ offset, limit }) =>
      db
        .select({ user: users, orderCount })
        .from(users)
        .where(where)
        .orderBy(direction(SORT_COLUMNS[page.sortBy]), direction(users.id))
        .offset(offset)
        .limit(limit),
    matching: () => db.select({ id: users.id }).from(users).where(where).$dynamic(),
  });
}
export type CustomerPageRow = Awaited<ReturnType<typeof pageCustomers>>['rows'][number];

/** Locks the account row, so two staff changing one account are decided one after the other. */
export async function lockAccount(tx: Tx, id: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function updateAccount(tx: Tx, id: number, changes: Partial<typeof users.$inferInsert>) {
  const [row] = await tx
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** 2FA login prompts still open for the account: they must not outlive a reset or a disable. */
export async function deleteTwoFactorChallenges(tx: Tx, userId: number) {
  await tx.delete(oneTimeCodes).where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, 'TWO_FACTOR_CHALLENGE')));
}
