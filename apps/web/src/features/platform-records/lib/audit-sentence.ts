import type { AuditEntry } from '@forkly/contracts';

/**
 * The sentence an audit entry reads as (issue 22): a key under `audit.sentences` and the values it
 * needs besides the actor and the item, which the screen fills in. An action with two readings (a
 * restaurant paused or resumed, an order moved to a courier or taken from one) picks its variant
 * from the recorded change.
 */
export interface AuditSentence {
  key: string;
  /** A courier named by the change ("to Kurt Kurier"), or a time. */
  values: Record<string, string>;
}

const field = (changes: AuditEntry['before'], key: string): unknown => (changes ? changes[key] : undefined);

/** A person an id in the changes points at, by name when the server sent one. */
function personIn(entry: AuditEntry, changes: AuditEntry['before'], key: string): string | undefined {
  const id = field(changes, key);
  if (typeof id !== 'number') return undefined;
  return entry.names[String(id)] ?? `#${id}`;
}

export function auditSentence(entry: AuditEntry, formatDate: (iso: string) => string): AuditSentence {
  const { action, before, after } = entry;
  switch (action) {
    case 'order.assign':
      return { key: 'order.assign', values: { courier: personIn(entry, after, 'courierId') ?? '—' } };
    case 'order.reassign': {
      const from = personIn(entry, before, 'courierId');
      const to = personIn(entry, after, 'courierId');
      if (!to) return { key: 'order.release', values: { from: from ?? '—' } };
      return from ? { key: 'order.reassign', values: { from, to } } : { key: 'order.assign', values: { courier: to } };
    }
    case 'order.accept':
    case 'order.readyTime': {
      const readyAt = field(after, 'readyAt');
      return { key: action, values: { time: typeof readyAt === 'string' ? formatDate(readyAt) : '—' } };
    }
    case 'restaurant.pause':
      return { key: field(after, 'paused') === false ? 'restaurant.resume' : 'restaurant.pause', values: {} };
    default:
      return { key: action, values: {} };
  }
}

/** How an item reads when the server has no name for it: "order #123", "job #4". */
export function itemFallback(entry: AuditEntry): { key: string; id: string } {
  return { key: entry.entity, id: entry.entityId ?? '—' };
}
