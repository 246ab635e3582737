import type { AuditAction, AuditEntity, AuditEntry, AuditQuery, Paged } from '@forkly/contracts';
import type { Database, Tx } from '../../db/client';
import { pagedResult, pageWindow, timeRange } from '../../lib/paging';
import type { AppDeps } from '../../plugins/deps';
import { presentAuditEntry } from './audit.presenter';
import { loadAuditNames } from './audit-names.service';
import { insertAuditEntries, insertAuditEntry, listAuditEntries, listItemHistory } from './audit.repo';

export interface StaffAction {
  /** Who did it; null for the system's own moves (dispatch, the sweeper). */
  actorId: number | null;
  action: AuditAction;
  entity: AuditEntity;
  entityId: number | string;
  /** The changed fields as they were, and as they are now. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/**
 * Records a staff action (issue 8, "Accountability"). Call it inside the transaction that makes the
 * change, so the record and the change commit together or not at all.
 */
export async function recordStaffAction(db: Database | Tx, action: StaffAction): Promise<void> {
  await insertAuditEntry(db, {
    actorId: action.actorId,
    action: action.action,
    entity: action.entity,
    entityId: String(action.entityId),
    details: { before: action.before ?? null, after: action.after ?? null },
  });
}

/** Several actions of one change at once (a dispatch round's assignments): one statement. */
export async function recordStaffActions(db: Database | Tx, actions: StaffAction[]): Promise<void> {
  await insertAuditEntries(
    db,
    actions.map((action) => ({
      actorId: action.actorId,
      action: action.action,
      entity: action.entity,
      entityId: String(action.entityId),
      details: { before: action.before ?? null, after: action.after ?? null },
    })),
  );
}

/** GET /audit-log: ADMIN's record, filtered by actor, kind, item and time, newest first. */
export async function pageAuditLog(deps: AppDeps, query: Required<Pick<AuditQuery, 'page' | 'limit'>> & AuditQuery): Promise<Paged<AuditEntry>> {
  const { rows, totalCount } = await listAuditEntries(
    deps.db,
    { actorId: query.actorId, action: query.action, entity: query.entity, entityId: query.entityId, ...timeRange(query.from, query.to) },
    pageWindow(query),
  );
  const names = await loadAuditNames(deps.db, rows);
  return pagedResult(
    rows.map((row) => presentAuditEntry(row, names)),
    totalCount,
    query.limit,
  );
}

/** One item's own history, oldest first, as a detail screen shows it (a partner request's modal). */
export async function itemHistory(db: Database | Tx, entity: AuditEntity, entityId: number): Promise<AuditEntry[]> {
  const rows = await listItemHistory(db, entity, String(entityId));
  const names = await loadAuditNames(db, rows);
  return rows.map((row) => presentAuditEntry(row, names));
}
