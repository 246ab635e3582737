import { centsToEuro } from '@forkly/contracts';
import type { AppDeps } from '../../plugins/deps';
import { recordStaffAction } from '../audit/audit.service';
import { DEMO_PROVIDER } from './demo-session';
import { findOrderForPayment, findRefundsDueBefore, markCancelledOrderRefunded, type PaymentOrder } from './payments.repo';
import { orderRefundedMail } from './refund-mail';
import { STRIPE_PROVIDER } from './stripe-client';
import { refundPaidOrderSession } from './stripe-refund';

type Log = (error: unknown) => void;

/** The cancel's own request tries first; the sweep only takes refunds older than this. */
export const REFUND_RETRY_AFTER_MS = 2 * 60_000;
const BATCH = 100;

/** Gives the money back through the provider that took it. */
async function giveMoneyBack(deps: AppDeps, order: PaymentOrder): Promise<void> {
  if (order.paymentProvider === STRIPE_PROVIDER && order.paymentSessionId) {
    await refundPaidOrderSession(deps, { orderId: order.id, sessionId: order.paymentSessionId });
    return;
  }
  // The demo page moved no money: recording the refund is all there is to do.
  if (order.paymentProvider === DEMO_PROVIDER) return;
  throw new Error(`order ${order.id} was paid through '${order.paymentProvider ?? 'nothing'}', which cannot refund`);
}

/**
 * Marks the order refunded and records it as `order.refund` in one transaction (issue 8,
 * "Accountability"); only the call that marks it records it, so twin calls record once.
 */
async function recordRefund(deps: AppDeps, order: PaymentOrder, actorId: number | null): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const marked = await markCancelledOrderRefunded(tx, order.id);
    if (!marked) return false;
    await recordStaffAction(tx, {
      actorId,
      action: 'order.refund',
      entity: 'order',
      entityId: order.id,
      before: { refunded: false },
      after: { refunded: true, total: centsToEuro(order.totalCents), provider: order.paymentProvider },
    });
    return true;
  });
}

/**
 * The refund of a paid order that was cancelled (DESIGN.md section 6: the restaurant rejects it, or
 * staff cancel it). It runs after the cancel committed, never inside its transaction: the cancel
 * stands whatever the provider answers, and an order left CANCELLED, paid and not refunded is
 * retried by the sweep until the provider takes it. The provider refunds once per payment (see
 * stripe-refund.ts), and only the call that records the refund mails the customer, so twin calls
 * refund and mail once. Answers whether the order is refunded now; never throws. `actorId` is who
 * cancelled (null for the sweep's retry), for the record of staff actions.
 */
export async function refundCancelledOrder(deps: AppDeps, orderId: number, log?: Log, actorId: number | null = null): Promise<boolean> {
  try {
    const order = await findOrderForPayment(deps.db, orderId);
    if (!order || order.status !== 'CANCELLED' || !order.paidAt) return false;
    if (order.refundedAt) return true;
    await giveMoneyBack(deps, order);
    if (await recordRefund(deps, order, actorId)) {
      await deps.mailer.send(orderRefundedMail(order, deps.config.publicUrl)).catch((error: unknown) => log?.(error));
    }
    return true;
  } catch (error) {
    log?.(error);
    return false;
  }
}

/** The sweep's part: refunds that failed when their order was cancelled. Answers how many went through. */
export async function retryDueRefunds(deps: AppDeps, now = new Date(), log?: Log): Promise<number> {
  const due = await findRefundsDueBefore(deps.db, new Date(now.getTime() - REFUND_RETRY_AFTER_MS), BATCH);
  let refunded = 0;
  for (const { id } of due) {
    if (await refundCancelledOrder(deps, id, log)) refunded += 1;
  }
  return refunded;
}
