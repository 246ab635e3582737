import { paths } from '../../../config/paths';

/** Where the dashboard shows the thing an audit entry is about, when it has a page of its own. */
export function auditItemPath(entity: string, entityId: string | null): string | undefined {
  if (!entityId) return undefined;
  switch (entity) {
    case 'user':
      return paths.dashboard.user(entityId);
    case 'courier':
      return paths.dashboard.courier(entityId);
    case 'restaurant':
      return paths.dashboard.restaurant(entityId);
    case 'order':
      return `${paths.dashboard.orders}?order=${encodeURIComponent(entityId)}`;
    case 'partnerRequest':
      return `${paths.dashboard.partners}?partner=${encodeURIComponent(entityId)}`;
    default:
      return undefined;
  }
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Fields that hold an account's or record's id: shown as "#12", not a bare number. */
const ID_FIELD = /(Id|By)$/;

export interface ValueWords {
  yes: string;
  no: string;
  formatDate: (iso: string) => string;
  /** The UI's own word for a value (a state, a person's name for an id), when it has one. */
  word?: (key: string, value: unknown) => string | undefined;
}

/** A changed value as one short, readable line: dates in the reader's format, ids as #N, yes/no. */
export function showValue(key: string, value: unknown, words: ValueWords): string {
  if (value === null || value === undefined || value === '') return '—';
  const word = words.word?.(key, value);
  if (word !== undefined) return word;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number' && ID_FIELD.test(key)) return `#${value}`;
  if (typeof value === 'string') return ISO_TIME.test(value) ? words.formatDate(value) : value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'number')) return value.map((v) => `#${v}`).join(', ') || '—';
  return JSON.stringify(value);
}
