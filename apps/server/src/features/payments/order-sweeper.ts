import { UNPAID_ORDER_TIMEOUT_MS } from '@forkly/domain';
import type { AppDeps } from '../../plugins/deps';
import { releaseCoupon } from '../coupons/coupons.service';
import { transitionOrder } from '../orders/orders.service';
import { queueDueRefunds } from './cancelled-order-refund';
import { deleteIdempotencyRecordsBefore, findUnpaidOrdersBefore } from './payments.repo';
import { expirePaymentSession } from './payments.service';

export const SWEEP_INTERVAL_MS = 60_000;
const BATCH = 100;
/** Idempotency keys answer retries of the same request; a day covers every sensible retry. */
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** Cancels one unpaid order whose payment session is already closed; gives its coupon use back. */
export async function cancelUnpaidOrder(deps: AppDeps, orderId: number): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const row = await transitionOrder(tx, { orderId, from: 'PENDING', to: 'CANCELLED', actor: 'system', actorId: null, reason: 'not paid within 30 minutes' });
    if (row) await releaseCoupon(tx, orderId);
    return !!row;
  });
}

/**
 * Cancels orders left unpaid for 30 minutes (DESIGN.md section 6): each one's payment session is
 * expired first, so no payment can land on an order that is being cancelled, and its coupon use
 * is given back. An order whose session turns out paid stays; one whose provider does not answer
 * waits for the next sweep. Returns how many orders it cancelled.
 */
export async function sweepUnpaidOrders(deps: AppDeps, now = new Date(), log?: (error: unknown) => void): Promise<number> {
  const stale = await findUnpaidOrdersBefore(deps.db, new Date(now.getTime() - UNPAID_ORDER_TIMEOUT_MS), BATCH);
  let cancelled = 0;
  for (const order of stale) {
    try {
      if (!(await expirePaymentSession(deps, order, log))) continue;
      if (await cancelUnpaidOrder(deps, order.id)) cancelled += 1;
    } catch (error) {
      log?.(error);
    }
  }
  await deleteIdempotencyRecordsBefore(deps.db, new Date(now.getTime() - IDEMPOTENCY_TTL_MS));
  return cancelled;
}

export const SWEEP_JOB = 'orders.sweep';

/**
 * The queue's recurring `orders.sweep` job (decision 019), once a minute on whichever instance
 * claims it: cancels orders left unpaid, and queues a refund job for any cancelled paid order that
 * has none (the process stopped between a cancel and its refund). Refunds retry as their own jobs.
 */
export async function runSweeperTick(deps: AppDeps, log?: (error: unknown) => void): Promise<void> {
  await sweepUnpaidOrders(deps, new Date(), log);
  await queueDueRefunds(deps);
}
