import type { Database, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ordersOnceHeldBy } from './stale-courier-action.repo';

/**
 * Why a courier's tap on an order or trip it no longer holds is refused, in words it understands
 * (issue 22): it was cancelled, or given to another courier. Undefined when the courier never held
 * it: the caller then refuses as before, telling a stranger nothing new.
 */
export async function staleCourierAction(db: Database | Tx, courierId: number, scope: { orderId: number } | { tripId: number }): Promise<AppError | undefined> {
  const held = (await ordersOnceHeldBy(db, courierId, scope)).filter((o) => o.courierId !== courierId);
  if (!held.length) return undefined;
  return new AppError(held.every((o) => o.status === 'CANCELLED') ? 'orderWasCancelled' : 'orderGivenToAnotherCourier');
}
