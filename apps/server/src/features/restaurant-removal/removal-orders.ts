import { needsRefund } from '@forkly/domain';
import type { Tx } from '../../db/client';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { recordStaffAction } from '../audit/audit.service';
import { releaseCoupon } from '../coupons/coupons.service';
import { afterOrderMove, moveChanges } from '../dispatch/index';
import { transitionOrder } from '../orders/orders.service';
import { refundCancelledOrder } from '../payments/index';
import { expirePaymentSession } from '../payments/payments.service';
import { lockOpenOrders, type OpenOrder } from './restaurant-removal.repo';

type Log = (error: unknown) => void;
const REASON = 'restaurant removed';

/**
 * Cancels the open orders of removed restaurants, inside the removal's transaction (the caller holds
 * their zones' locks): unpaid ones give their coupon use back, paid ones are marked for a refund, a
 * courier on its way to one is freed for the next round (order-moves.ts). The platform cancels
 * (`system`), recorded with the person who removed the restaurant. Answers what it cancelled.
 */
export async function cancelOpenOrders(tx: Tx, who: Pick<AccessClaims, 'userId'>, restaurantIds: number[]): Promise<OpenOrder[]> {
  const open = await lockOpenOrders(tx, restaurantIds);
  const now = new Date();
  for (const order of open) {
    const refundDue = needsRefund(order.status, 'CANCELLED') && order.paidAt !== null;
    await transitionOrder(tx, {
      orderId: order.id,
      from: order.status,
      to: 'CANCELLED',
      actor: 'system',
      actorId: who.userId,
      reason: refundDue ? `${REASON}, refund due` : REASON,
      changes: moveChanges('CANCELLED', now),
    });
    await afterOrderMove(tx, { orderId: order.id, tripId: order.tripId, to: 'CANCELLED', zoneId: order.zoneId, now });
    if (order.status === 'PENDING') await releaseCoupon(tx, order.id);
    await recordStaffAction(tx, {
      actorId: who.userId,
      action: 'order.cancel',
      entity: 'order',
      entityId: order.id,
      before: { status: order.status },
      after: { status: 'CANCELLED', reason: REASON, refundDue },
    });
  }
  return open;
}

/**
 * After the commit, never inside the transaction (both may wait on the payment provider): the
 * payment pages of the unpaid orders are closed, and the paid ones refunded. A payment that still
 * lands on a cancelled order is refunded by the payment path; a refund the provider refuses now is
 * retried by the sweep (cancelled-order-refund.ts).
 */
export async function settleCancelledOrders(deps: AppDeps, who: Pick<AccessClaims, 'userId'>, cancelled: OpenOrder[], log?: Log): Promise<void> {
  for (const order of cancelled) {
    if (order.paidAt) await refundCancelledOrder(deps, order.id, log, who.userId);
    else if (order.paymentSessionId) await expirePaymentSession(deps, order, log).catch((error: unknown) => log?.(error));
  }
}
