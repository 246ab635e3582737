import type { AppDeps } from '../../plugins/deps';
import { queueMail } from '../jobs/index';
import { DEMO_PROVIDER } from './demo-session';
import { partialRefundMail } from './partial-refund-mail';
import { findRefundForProvider, markPartialRefundDone, type RefundForProvider } from './partial-refund.repo';
import { STRIPE_PROVIDER } from './stripe-client';
import { refundPartOfSession } from './stripe-refund';

/** The job that takes one partial refund to the payment provider (decision 039). */
export const PARTIAL_REFUND_JOB = 'order.partial-refund';

/** One job per refund: queued once, however often it is asked for. */
export const partialRefundJobKey = (refundId: number) => `${PARTIAL_REFUND_JOB}:${refundId}`;

/** Gives the refund's amount back through the provider that took the payment; answers the provider's refund id. */
async function giveBack(deps: AppDeps, refund: RefundForProvider): Promise<string | null> {
  const { order } = refund;
  if (order.paymentProvider === STRIPE_PROVIDER && order.paymentSessionId) {
    return refundPartOfSession(deps, { orderId: order.id, sessionId: order.paymentSessionId, refundId: refund.id, amountCents: refund.amountCents });
  }
  // The demo page moved no money: recording the refund is all there is to do.
  if (order.paymentProvider === DEMO_PROVIDER) return null;
  throw new Error(`order ${order.id} was paid through '${order.paymentProvider ?? 'nothing'}', which cannot refund`);
}

/**
 * The queue's handler for `order.partial-refund`: the provider's call (its idempotency key is the
 * refund's id, so a retry or a second instance asks for the same refund), then, in one transaction,
 * the refund marked done and the customer's mail queued; only the run that marks it mails. Throws
 * while the provider refuses, so the queue retries with backoff, and ends dead on ADMIN's Jobs
 * screen as a refund due.
 */
export async function runPartialRefundJob(deps: AppDeps, payload: Record<string, unknown>): Promise<void> {
  const refund = await findRefundForProvider(deps.db, Number(payload.refundId));
  if (!refund || refund.refundedAt) return;
  const providerRefundId = await giveBack(deps, refund);
  await deps.db.transaction(async (tx) => {
    if (!(await markPartialRefundDone(tx, refund.id, providerRefundId))) return;
    await queueMail(tx, partialRefundMail(refund, deps.config.publicUrl));
  });
}
