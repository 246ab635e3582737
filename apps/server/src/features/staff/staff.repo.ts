import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole, type TicketStatus } from '@forkly/contracts';
import type { Database, Tx } from '../../db/client';
import { oneTimeCodes, tickets, users } from '../../db/schema/index';
import { containsPattern } from '../../lib/sql-search';
import { paginate } from '../../lib/paging';

type Db = Database | Tx;

/** SERVICE and ADMIN accounts that were not removed. */
const isStaffAccount = and(inArray(users.role, [...STAFF_ROLES]), isNull(users.removedAt));

export const STAFF_SORT_COLUMNS = {
  DATE: users.createdAt,
  NAME: sql`lower(${users.lastName} || ' ' || ${users.firstName})`,
  EMAIL: sql`lower(${users.email})`,
  USERNAME: sql`lower(${users.username})`,
} as const;

export interface StaffFilter {
  /** Contained in "first last". */
  name?: string;
  email?: string;
  username?: string;
  role?: StaffRole;
  enabled?: boolean;
}

/** A page of staff accounts. */
export async function pageStaff(
  db: Db,
  filter: StaffFilter,
  page: { sortBy: keyof typeof STAFF_SORT_COLUMNS; orderBy: 'ASC' | 'DESC'; offset: number; limit: number },
) {
  const where = and(
    isStaffAccount,
    filter.name ? sql`(${users.firstName} || ' ' || ${users.lastName}) ILIKE ${containsPattern(filter.name)}` : undefined,
    filter.email ? sql`${users.email} ILIKE ${containsPattern(filter.email)}` : undefined,
    filter.username ? sql`${users.username} ILIKE ${containsPattern(filter.username)}` : undefined,
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.enabled !== undefined ? eq(users.enabled, filter.enabled) : undefined,
  );
  const direction = page.orderBy === 'ASC' ? asc : desc;
  return paginate(page, {
    rows: ({ offset, limit }) =>
      db.select().from(users).where(where).orderBy(direction(STAFF_SORT_COLUMNS[page.sortBy]), direction(users.id)).offset(offset).limit(limit),
    count: db.select({ n: count() }).from(users).where(where),
  });
}

/** One staff account, or undefined when the id is no (or no longer a) staff account. */
export async function findStaffAccount(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isStaffAccount));
  return row;
}

/** How many tickets the member accepted, per status (statuses without any are absent). */
export function countHandledTickets(db: Db, serviceId: number): Promise<{ status: TicketStatus; n: number }[]> {
  return db.select({ status: tickets.status, n: count() }).from(tickets).where(eq(tickets.serviceId, serviceId)).groupBy(tickets.status);
}

/** The id of the invitation just stored under this code hash (for the audit record). */
export async function findInvitationId(tx: Tx, codeHash: string) {
  const [row] = await tx
    .select({ id: oneTimeCodes.id, expiresAt: oneTimeCodes.expiresAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, 'INVITATION'), eq(oneTimeCodes.codeHash, codeHash)));
  return row;
}
