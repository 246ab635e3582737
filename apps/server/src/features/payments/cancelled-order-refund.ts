import { centsToEuro } from '@forkly/contracts';
import type { AppDeps } from '../../plugins/deps';
import { recordStaffAction } from '../audit/audit.service';
import { enqueueJob, queueMail } from '../jobs/index';
import { DEMO_PROVIDER } from './demo-session';
import { findOrderForPayment, findRefundsDueBefore, markCancelledOrderRefunded, type PaymentOrder } from './payments.repo';
import { refundedCentsOf } from './partial-refund.repo';
import { orderRefundedMail } from './refund-mail';
import { STRIPE_PROVIDER } from './stripe-client';
import { refundPaidOrderSession } from './stripe-refund';

type Log = (error: unknown) => void;

/** The cancel's own request tries first; the first retry waits this long, each next one twice as long. */
export const REFUND_RETRY_AFTER_MS = 2 * 60_000;
export const REFUND_JOB = 'order.refund';
/** Ten tries over about 17 hours; then the job is dead and ADMIN sees the refund due. */
export const REFUND_MAX_ATTEMPTS = 10;
const BATCH = 100;

/**
 * Gives the money back through the provider that took it: what is left after staff's partial
 * refunds (issue 22), all of it when there were none.
 */
async function giveMoneyBack(deps: AppDeps, order: PaymentOrder, leftCents: number): Promise<void> {
  if (leftCents <= 0) return;
  if (order.paymentProvider === STRIPE_PROVIDER && order.paymentSessionId) {
    const partial = leftCents < order.totalCents;
    await refundPaidOrderSession(deps, { orderId: order.id, sessionId: order.paymentSessionId, ...(partial ? { amountCents: leftCents } : {}) });
    return;
  }
  // The demo page moved no money: recording the refund is all there is to do.
  if (order.paymentProvider === DEMO_PROVIDER) return;
  throw new Error(`order ${order.id} was paid through '${order.paymentProvider ?? 'nothing'}', which cannot refund`);
}

/**
 * Marks the order refunded, records it as `order.refund` and queues the customer's mail in one
 * transaction (issue 8, "Accountability"; decision 019); only the call that marks it does, so twin
 * calls record and mail once.
 */
async function recordRefund(deps: AppDeps, order: PaymentOrder, actorId: number | null, leftCents: number): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const marked = await markCancelledOrderRefunded(tx, order.id);
    if (!marked) return false;
    await recordStaffAction(tx, {
      actorId,
      action: 'order.refund',
      entity: 'order',
      entityId: order.id,
      before: { refunded: false },
      after: { refunded: true, total: centsToEuro(leftCents), provider: order.paymentProvider },
    });
    await queueMail(tx, orderRefundedMail(order, deps.config.publicUrl, leftCents));
    return true;
  });
}

/** Refunds and records; throws when the provider did not take it. Answers whether the order is refunded now. */
async function refundNow(deps: AppDeps, orderId: number, actorId: number | null): Promise<boolean> {
  const order = await findOrderForPayment(deps.db, orderId);
  if (!order || order.status !== 'CANCELLED' || !order.paidAt) return false;
  if (order.refundedAt) return true;
  const leftCents = order.totalCents - (await refundedCentsOf(deps.db, order.id));
  await giveMoneyBack(deps, order, leftCents);
  await recordRefund(deps, order, actorId, leftCents);
  return true;
}

/** The queue's key for the refund of one order: queued once, however often a retry is asked for. */
export const refundJobKey = (orderId: number) => `${REFUND_JOB}:${orderId}`;

/** Queues the refund's retry (decision 019), unless it already is (or is dead, waiting for ADMIN). */
export function queueRefund(deps: AppDeps, orderId: number, runAt: Date, lastError?: string): Promise<boolean> {
  return enqueueJob(deps.db, { kind: REFUND_JOB, key: refundJobKey(orderId), payload: { orderId }, runAt, maxAttempts: REFUND_MAX_ATTEMPTS, lastError });
}

/**
 * The refund of a paid order that was cancelled (DESIGN.md section 6: the restaurant rejects it, or
 * staff cancel it). It runs after the cancel committed, never inside its transaction: the cancel
 * stands whatever the provider answers. When the provider does not take it, the refund is queued
 * (job `order.refund`) and retried with backoff until it does, or it ends dead on ADMIN's Jobs
 * screen as "refund due". The provider refunds once per payment (see stripe-refund.ts), and only
 * the call that records the refund mails the customer, so twin calls refund and mail once. Answers
 * whether the order is refunded now; never throws. `actorId` is who cancelled (null for a retry).
 */
export async function refundCancelledOrder(deps: AppDeps, orderId: number, log?: Log, actorId: number | null = null): Promise<boolean> {
  try {
    return await refundNow(deps, orderId, actorId);
  } catch (error) {
    log?.(error);
    const reason = error instanceof Error ? error.message : String(error);
    await queueRefund(deps, orderId, new Date(Date.now() + REFUND_RETRY_AFTER_MS), reason).catch((failure: unknown) => log?.(failure));
    return false;
  }
}

/** The queue's handler for `order.refund`: throws while the provider refuses, so the queue retries. */
export async function runRefundJob(deps: AppDeps, payload: Record<string, unknown>): Promise<void> {
  await refundNow(deps, Number(payload.orderId), null);
}

/**
 * The sweeper's safety net: a cancelled, paid, unrefunded order with no refund job (the process
 * stopped between the cancel's commit and its refund) gets one. Answers how many were queued.
 */
export async function queueDueRefunds(deps: AppDeps, now = new Date()): Promise<number> {
  const due = await findRefundsDueBefore(deps.db, new Date(now.getTime() - REFUND_RETRY_AFTER_MS), BATCH);
  let queued = 0;
  for (const { id } of due) {
    if (await queueRefund(deps, id, now)) queued += 1;
  }
  return queued;
}
