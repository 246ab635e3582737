import type { Order } from '@forkly/contracts';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { assertOrderCustomer } from '../../access/order-visibility';
import { releaseCoupon } from '../coupons/coupons.service';
import { orderDetail, transitionOrder } from '../orders/orders.service';
import { findOrderForPayment } from './payments.repo';
import { expirePaymentSession } from './payments.service';

/**
 * PUT /order/{id}/cancel: the customer takes back its own unpaid order (DESIGN.md section 6,
 * CANCELLED from PENDING by the customer). Its payment session is closed first, so no payment can
 * land afterwards (one that still does is refunded); if the payment won the race the order is
 * paid and stays. Recorded with the customer as actor; the coupon use is given back.
 */
export async function cancelOwnOrder(deps: AppDeps, options: { caller: AccessClaims; orderId: number; log?: (error: unknown) => void }): Promise<Order> {
  const { caller: who, orderId, log } = options;
  const order = await findOrderForPayment(deps.db, orderId);
  if (!order) throw new AppError('orderNotFound');
  assertOrderCustomer(who, order.userId);
  if (order.status !== 'PENDING') throw new AppError('orderNotPending');
  if (!(await expirePaymentSession(deps, order, log))) throw new AppError('orderNotPending');

  const cancelled = await deps.db.transaction(async (tx) => {
    const row = await transitionOrder(tx, {
      orderId,
      from: 'PENDING',
      to: 'CANCELLED',
      actor: 'customer',
      actorId: who.userId,
      reason: 'cancelled by the customer',
    });
    if (row) await releaseCoupon(tx, orderId);
    return !!row;
  });
  if (!cancelled) throw new AppError('orderNotPending');
  return orderDetail(deps.db, orderId);
}
