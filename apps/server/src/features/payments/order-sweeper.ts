import type { FastifyInstance } from 'fastify';
import { UNPAID_ORDER_TIMEOUT_MS } from '@forkly/domain';
import type { AppDeps } from '../../plugins/deps';
import { releaseCoupon } from '../coupons/coupons.service';
import { transitionOrder } from '../orders/orders.service';
import { retryDueRefunds } from './cancelled-order-refund';
import { deleteIdempotencyRecordsBefore, findUnpaidOrdersBefore } from './payments.repo';
import { expirePaymentSession } from './payments.service';

const SWEEP_INTERVAL_MS = 60_000;
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

/**
 * Runs the sweep once a minute while the app is up, and retries the refunds of cancelled paid
 * orders that the provider did not take at the time (cancelled-order-refund.ts). The timer is
 * unref'd (it never keeps the process alive) and stops on close; tests call the sweeps themselves.
 */
export function startOrderSweeper(app: FastifyInstance, intervalMs = SWEEP_INTERVAL_MS): void {
  if (app.deps.config.env === 'test') return;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const cancelled = await sweepUnpaidOrders(app.deps, new Date(), (error) => app.log.error({ err: error }, 'unpaid order not swept'));
      if (cancelled) app.log.info(`cancelled ${cancelled} unpaid order(s)`);
      const refunded = await retryDueRefunds(app.deps, new Date(), (error) => app.log.error({ err: error }, 'refund of a cancelled order failed, retried next minute'));
      if (refunded) app.log.info(`refunded ${refunded} cancelled order(s) on retry`);
    } catch (error) {
      app.log.error({ err: error }, 'order sweep failed');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
