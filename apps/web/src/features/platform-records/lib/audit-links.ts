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
      return `${paths.dashboard.partners}?request=${encodeURIComponent(entityId)}`;
    default:
      return undefined;
  }
}

/** A changed value as one short line: strings as they are, the rest as JSON. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
