import { isRestaurantRole, isStaffRole, type OrderStatus, type Role } from '@forkly/contracts';
import { nextStatuses, type OrderActor } from '@forkly/domain';

/** The two status paths of SPEC.md section 7. */
export type StatusPath = 'restaurant' | 'courier';

export interface StatusAction {
  to: OrderStatus;
  path: StatusPath;
  /** Cancelling cannot be undone: the button asks once more. */
  confirm: boolean;
}

/** Who the caller is to the order's state machine, and which path it calls (DESIGN.md section 6). */
function actorOf(role: Role): { actor: OrderActor; path: StatusPath } | undefined {
  if (isRestaurantRole(role)) return { actor: 'restaurant', path: 'restaurant' };
  if (isStaffRole(role)) return { actor: 'staff', path: 'restaurant' };
  if (role === 'COURIER') return { actor: 'courier', path: 'courier' };
  return undefined;
}

/**
 * The buttons an order's detail offers: the moves packages/domain allows this role from the
 * order's status. A courier moves only an order assigned to it; a restaurant only sees its own.
 */
export function statusActions(viewer: { role: Role; userId: number }, order: { status: OrderStatus; courierId: number | null }): StatusAction[] {
  const who = actorOf(viewer.role);
  if (!who) return [];
  if (who.actor === 'courier' && order.courierId !== viewer.userId) return [];
  return nextStatuses(order.status, who.actor).map((to) => ({ to, path: who.path, confirm: to === 'CANCELLED' }));
}
