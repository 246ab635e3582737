import type { ActiveUser } from '@forkly/contracts';
import { landingPathAfterLogin } from '@forkly/domain';
import { paths } from '../../../config/paths';

/** The saved address a customer gets as delivery address on login (SPEC.md section 4). */
export interface SavedDeliveryAddress {
  useMyAddress: true;
  address: NonNullable<NonNullable<ActiveUser['credentials']>['address']>;
}

/** The guarded page that sent the visitor to login, as react-router state or a plain path. */
export function returnPathOf(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string') return from;
  if (from && typeof from === 'object' && 'pathname' in from) {
    const l = from as { pathname: string; search?: string; hash?: string };
    return `${l.pathname}${l.search ?? ''}${l.hash ?? ''}`;
  }
  return undefined;
}

/**
 * Where login lands (SPEC.md section 4): back on the guarded page that asked for it when this
 * role may open it, else /dashboard for staff and partners, and for a customer checkout when the
 * basket has items or /details when it is empty.
 */
export function landingAfterLogin(role: ActiveUser['currentUserRole'], basketRestaurantId: number | undefined, from?: string): string {
  if (from && from.startsWith('/') && !from.startsWith('//')) {
    const area = role === 'USER' ? paths.details.root : paths.dashboard.root;
    if (from === area || from.startsWith(`${area}/`) || from.startsWith(`${area}?`)) return from;
  }
  return landingPathAfterLogin(role, basketRestaurantId);
}

export function savedDeliveryAddress(user: ActiveUser): SavedDeliveryAddress | undefined {
  const address = user.currentUserRole === 'USER' ? user.credentials?.address : undefined;
  return address ? { useMyAddress: true, address } : undefined;
}
