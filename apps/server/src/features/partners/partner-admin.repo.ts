import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PartnerRequestState, PartnerSortKey, PartnerType } from '@forkly/contracts';
import type { Database, Tx } from '../../db/client';
import { oneTimeCodes, partnerRequests, users } from '../../db/schema/index';
import { paginate, type TimeRange } from '../../lib/paging';

type Db = Database | Tx;

export interface PartnerRequestFilter {
  type?: PartnerType;
  state?: PartnerRequestState;
  reviewer?: number;
  signer?: number;
  unreviewed?: boolean;
  /** When it was asked (created). */
  requested: TimeRange;
  /** When it was decided (APPROVED or REJECTED). */
  decided: TimeRange;
}

function within(column: AnyPgColumn, range: TimeRange): SQL[] {
  const where: SQL[] = [];
  if (range.from) where.push(gte(column, range.from));
  if (range.to) where.push(range.to.inclusive ? lte(column, range.to.at) : lt(column, range.to.at));
  return where;
}

function conditions(filter: PartnerRequestFilter): SQL | undefined {
  const where: SQL[] = [...within(partnerRequests.createdAt, filter.requested), ...within(partnerRequests.decidedAt, filter.decided)];
  if (filter.type) where.push(eq(partnerRequests.type, filter.type));
  if (filter.state) where.push(eq(partnerRequests.status, filter.state));
  if (filter.reviewer !== undefined) where.push(eq(partnerRequests.reviewedBy, filter.reviewer));
  if (filter.signer !== undefined) where.push(eq(partnerRequests.signedBy, filter.signer));
  if (filter.unreviewed !== undefined) where.push(filter.unreviewed ? isNull(partnerRequests.reviewStatement) : isNotNull(partnerRequests.reviewStatement));
  return where.length ? and(...where) : undefined;
}

/** FULL_NAME and ADDRESS sort as they read, ignoring case; DATE is when it was asked. */
const SORT_COLUMNS: Record<PartnerSortKey, SQL | AnyPgColumn> = {
  DATE: partnerRequests.createdAt,
  FULL_NAME: sql`lower(${partnerRequests.fullname})`,
  ADDRESS: sql`lower(concat_ws(' ', ${partnerRequests.street}, ${partnerRequests.houseNumber}, ${partnerRequests.zip}, ${partnerRequests.city}))`,
};

const reviewer = alias(users, 'reviewer');
const signer = alias(users, 'signer');
const decider = alias(users, 'decider');
const completedUser = alias(users, 'completed_user');

/** The request with the usernames of whoever reviewed and signed it off. */
const person = (who: typeof reviewer | typeof signer | typeof decider) => ({ username: who.username, firstName: who.firstName, lastName: who.lastName });
const summaryColumns = { request: partnerRequests, reviewer: person(reviewer), signer: person(signer) };

/** One page of partner requests, filtered and sorted, ties broken by id. */
export async function pagePartnerRequests(
  db: Db,
  filter: PartnerRequestFilter,
  page: { sortBy: PartnerSortKey; orderBy: 'ASC' | 'DESC'; offset: number; limit: number },
) {
  const where = conditions(filter);
  const direction = page.orderBy === 'ASC' ? asc : desc;
  return paginate(page, {
    rows: ({ offset, limit }) =>
      db
        .select(summaryColumns)
        .from(partnerRequests)
        .leftJoin(reviewer, eq(reviewer.id, partnerRequests.reviewedBy))
        .leftJoin(signer, eq(signer.id, partnerRequests.signedBy))
        .where(where)
        .orderBy(direction(SORT_COLUMNS[page.sortBy]), direction(partnerRequests.id))
        .offset(offset)
        .limit(limit),
    count: db.select({ n: count() }).from(partnerRequests).where(where),
  });
}
export type PartnerRequestRow = Awaited<ReturnType<typeof pagePartnerRequests>>['rows'][number];

/** One request with every staff member it names and the account it became. */
export async function findPartnerRequestDetail(db: Db, id: number) {
  const [row] = await db
    .select({
      ...summaryColumns,
      decider: person(decider),
      completedAccount: { id: completedUser.id, username: completedUser.username, role: completedUser.role },
    })
    .from(partnerRequests)
    .leftJoin(reviewer, eq(reviewer.id, partnerRequests.reviewedBy))
    .leftJoin(signer, eq(signer.id, partnerRequests.signedBy))
    .leftJoin(decider, eq(decider.id, partnerRequests.decidedBy))
    .leftJoin(completedUser, eq(completedUser.id, partnerRequests.completedUserId))
    .where(eq(partnerRequests.id, id));
  return row;
}
export type PartnerRequestDetailRow = NonNullable<Awaited<ReturnType<typeof findPartnerRequestDetail>>>;

/** The newest invitation mailed for a request (approval or resend). */
export async function findLatestInvitation(db: Db, partnerRequestId: number) {
  const [row] = await db
    .select({ expiresAt: oneTimeCodes.expiresAt, usedAt: oneTimeCodes.usedAt, createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, 'INVITATION'), eq(oneTimeCodes.partnerRequestId, partnerRequestId)))
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  return row;
}
