import type { Order, OrderStatus } from '@forkly/contracts';
import { scheduledCancelOpen } from '@forkly/domain';
import type { Tx } from '../../db/client';
import type { NewOrder } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { assertOrderCustomer } from '../../access/order-visibility';
import { releaseCoupon } from '../coupons/coupons.service';
import { findOrderForCancel } from './orders.repo';
import { orderDetail, transitionOrder } from './orders.service';

type Log = (error: unknown) => void;

/**
 * What the cancel needs from the features built on orders (decision 027): payments closes the
 * payment page and refunds a paid order; order-status and dispatch lock and move a paid one. The
 * composition root (`features/index.ts`) passes their functions in, so orders imports none of them.
 */
export interface OrderCancelPorts {
  expirePaymentSession: (deps: AppDeps, order: { id: number; paymentProvider: string | null; paymentSessionId: string | null }, log?: Log) => Promise<boolean>;
  refundCancelledOrder: (deps: AppDeps, orderId: number, log?: Log, actorId?: number | null) => Promise<boolean>;
  lockOrderForMove: (tx: Tx, orderId: number) => Promise<{ status: OrderStatus; tripId: number | null } | undefined>;
  lockZoneOfOrder: (tx: Tx, orderId: number) => Promise<number | undefined>;
  moveChanges: (to: OrderStatus, now: Date) => Partial<NewOrder>;
  afterOrderMove: (tx: Tx, input: { orderId: number; tripId: number | null; to: OrderStatus; zoneId: number | undefined; now: Date }) => Promise<void>;
}
/** The app's dependencies and the cancel's ports. */
export type OrderCancelDeps = AppDeps & OrderCancelPorts;

/**
 * PUT /order/{id}/cancel: the customer takes back its own unpaid order (DESIGN.md section 6,
 * CANCELLED from PENDING by the customer). Its payment session is closed first, so no payment can
 * land afterwards (one that still does is refunded); if the payment won the race the order is
 * paid and stays. Recorded with the customer as actor; the coupon use is given back.
 */
export async function cancelOwnOrder(deps: OrderCancelDeps, options: { caller: AccessClaims; orderId: number; log?: Log }): Promise<Order> {
  const { caller: who, orderId, log } = options;
  const order = await findOrderForCancel(deps.db, orderId);
  if (!order) throw new AppError('orderNotFound');
  assertOrderCustomer(who, order.userId);
  if (order.status === 'CONFIRMED' && order.scheduledFor) return cancelScheduledOrder(deps, { caller: who, orderId, slot: order.scheduledFor, log });
  if (order.status !== 'PENDING') throw new AppError('orderNotPending');
  if (!(await deps.expirePaymentSession(deps, order, log))) throw new AppError('orderNotPending');

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

/**
 * A paid order placed ahead (decision 046): its customer may cancel it, with a full refund, until 30
 * minutes before its slot; after that the kitchen may already be on it. The state machine lets the
 * platform (`system`) cancel a paid order, so the move is the platform's on the customer's word, with
 * the customer recorded as who asked. Under the zone lock, as every move that touches dispatch; the
 * refund runs after the commit through the same path as any cancelled paid order.
 */
async function cancelScheduledOrder(deps: OrderCancelDeps, options: { caller: AccessClaims; orderId: number; slot: Date; log?: Log }): Promise<Order> {
  const { caller: who, orderId, slot, log } = options;
  const now = new Date();
  if (!scheduledCancelOpen(slot, now)) throw new AppError('scheduledCancelTooLate');
  const cancelled = await deps.db.transaction(async (tx) => {
    const zoneId = await deps.lockZoneOfOrder(tx, orderId);
    const locked = await deps.lockOrderForMove(tx, orderId);
    if (locked?.status !== 'CONFIRMED') return false;
    const row = await transitionOrder(tx, {
      orderId,
      from: 'CONFIRMED',
      to: 'CANCELLED',
      actor: 'system',
      actorId: who.userId,
      reason: 'cancelled by the customer before its delivery slot, refund due',
      changes: deps.moveChanges('CANCELLED', now),
    });
    if (row) await deps.afterOrderMove(tx, { orderId, tripId: locked.tripId, to: 'CANCELLED', zoneId, now });
    return !!row;
  });
  // The kitchen prepared it or it moved on meanwhile: no longer the customer's to cancel.
  if (!cancelled) throw new AppError('scheduledCancelTooLate');
  await deps.refundCancelledOrder(deps, orderId, log, who.userId);
  return orderDetail(deps.db, orderId);
}
