import type { AuditEntry, Role } from '@forkly/contracts';
import type { AuditRow } from './audit.repo';

type Changes = Record<string, unknown> | null;

/** Older entries (dispatch's) keep their details flat: those are shown as `after`. */
function changesOf(details: unknown): { before: Changes; after: Changes } {
  if (!details || typeof details !== 'object') return { before: null, after: null };
  const d = details as Record<string, unknown>;
  if ('before' in d || 'after' in d) return { before: (d.before as Changes) ?? null, after: (d.after as Changes) ?? null };
  return { before: null, after: d };
}

export function presentAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor: row.actorId !== null && row.actorUsername !== null ? { id: row.actorId, username: row.actorUsername, role: row.actorRole as Role } : null,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    ...changesOf(row.details),
    createdAt: row.createdAt.toISOString(),
  };
}
