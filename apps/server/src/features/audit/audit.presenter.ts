import type { AuditEntry, Role } from '@forkly/contracts';
import type { AuditRow } from './audit.repo';
import { detailNamesOf, itemNameOf, personName, type AuditNames } from './audit-names.service';

type Changes = Record<string, unknown> | null;

/** Older entries (dispatch's) keep their details flat: those are shown as `after`. */
function changesOf(details: unknown): { before: Changes; after: Changes } {
  if (!details || typeof details !== 'object') return { before: null, after: null };
  const d = details as Record<string, unknown>;
  if ('before' in d || 'after' in d) return { before: (d.before as Changes) ?? null, after: (d.after as Changes) ?? null };
  return { before: null, after: d };
}

/** An entry with the names a reader knows: who did it, the item, and the people its changes point at. */
export function presentAuditEntry(row: AuditRow, names: AuditNames): AuditEntry {
  const actor = row.actorId !== null ? names.people.get(row.actorId) : undefined;
  return {
    id: row.id,
    actor:
      row.actorId !== null && row.actorUsername !== null
        ? { id: row.actorId, username: row.actorUsername, role: row.actorRole as Role, name: actor ? personName(actor) : row.actorUsername }
        : null,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    itemName: itemNameOf(names, row),
    names: detailNamesOf(names, row),
    ...changesOf(row.details),
    createdAt: row.createdAt.toISOString(),
  };
}
