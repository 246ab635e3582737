import type { TFunction } from 'i18next';
import type { AuditEntry } from '@forkly/contracts';

/** Where the UI keeps the state words of each kind of item, so the record says "Picked up", not READY_FOR_DELIVERY. */
const STATE_WORDS: Record<string, string> = {
  order: 'orders:status',
  partnerRequest: 'partnerAdmin:status',
  courier: 'platformRecords:audit.states.courier',
  job: 'platformRecords:audit.states.job',
};

const PERSON_FIELDS = new Set(['courierId', 'reviewedBy', 'signedBy', 'decidedBy']);

/**
 * The words a recorded change shows in: states in the UI's state words, people by name, a role,
 * who removed an account, an escalation step. Anything else (a reason typed by staff) is shown as is.
 */
export function auditValueWord(t: TFunction, entry: AuditEntry) {
  return (key: string, value: unknown): string | undefined => {
    if (PERSON_FIELDS.has(key) && typeof value === 'number') return entry.names[String(value)] ?? `#${value}`;
    if (typeof value !== 'string') return undefined;
    const known = (path: string) => (t(path, { defaultValue: '' }) as string) || undefined;
    if ((key === 'status' || key === 'state') && STATE_WORDS[entry.entity]) return known(`${STATE_WORDS[entry.entity]}.${value}`);
    if (key === 'role') return known(`common:roles.${value}`);
    if (key === 'by' || key === 'escalation' || key === 'reason') return known(`platformRecords:audit.values.${key}.${value}`);
    return undefined;
  };
}
