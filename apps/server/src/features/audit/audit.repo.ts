import { and, asc, count, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { auditLog, users } from '../../db/schema/index';
import { paginate, type TimeRange } from '../../lib/paging';

type Db = Database | Tx;

export async function insertAuditEntry(db: Db, entry: typeof auditLog.$inferInsert) {
  await db.insert(auditLog).values(entry);
}

export async function insertAuditEntries(db: Db, entries: (typeof auditLog.$inferInsert)[]) {
  if (entries.length) await db.insert(auditLog).values(entries);
}

export interface AuditFilter extends TimeRange {
  actorId?: number;
  action?: string;
  entity?: string;
  entityId?: string;
}

function conditions(filter: AuditFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.actorId !== undefined) where.push(eq(auditLog.actorId, filter.actorId));
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.entity) where.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) where.push(eq(auditLog.entityId, filter.entityId));
  if (filter.from) where.push(gte(auditLog.createdAt, filter.from));
  if (filter.to) where.push(filter.to.inclusive ? lte(auditLog.createdAt, filter.to.at) : lt(auditLog.createdAt, filter.to.at));
  return where.length ? and(...where) : undefined;
}

const entryColumns = {
  id: auditLog.id,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  details: auditLog.details,
  createdAt: auditLog.createdAt,
  actorId: users.id,
  actorUsername: users.username,
  actorRole: users.role,
};

/** One page of the record, newest first, with the actor's name and role. */
export async function listAuditEntries(db: Database, filter: AuditFilter, page: { offset: number; limit: number }) {
  const where = conditions(filter);
  return paginate(page, {
    rows: ({ offset, limit }) =>
      db
        .select(entryColumns)
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit)
        .offset(offset),
    count: db.select({ n: count() }).from(auditLog).where(where),
  });
}
export type AuditRow = Awaited<ReturnType<typeof listAuditEntries>>['rows'][number];

/** Everything recorded about one item, oldest first (a short list: one item's own history). */
export function listItemHistory(db: Db, entity: string, entityId: string): Promise<AuditRow[]> {
  return db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}
