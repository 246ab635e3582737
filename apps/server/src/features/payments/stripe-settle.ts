import type Stripe from 'stripe';
import type { AppDeps } from '../../plugins/deps';
import { confirmPayment } from './confirm-payment';
import { findOrderForPayment, markLatePaymentRefunded, type PaymentOrder } from './payments.repo';
import { refundCheckoutSession } from './stripe-refund';

export const STRIPE_CURRENCY = 'eur';

/**
 * What a finished Checkout Session did to its order: `paid` (this report confirmed it),
 * `alreadyPaid` (reported before), `pending` (finished but the money has not arrived yet) or
 * `refunded` (late or stale: the order was cancelled, changed or paid otherwise, so the money
 * went back).
 */
export type SettleOutcome = { kind: 'paid' | 'alreadyPaid' | 'pending'; orderId?: number } | { kind: 'refunded'; orderId?: number; refundId: string | null };

type Log = (error: unknown) => void;

/** The order a session was opened for: our metadata first, the reference as a fallback. */
export function sessionOrderId(session: Stripe.Checkout.Session): number | undefined {
  const id = Number(session.metadata?.orderId ?? session.client_reference_id);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The session charged exactly what the order costs now (lines could have changed since). */
function chargesOrderTotal(session: Stripe.Checkout.Session, order: PaymentOrder): boolean {
  return session.amount_total === order.totalCents && session.currency === STRIPE_CURRENCY;
}

/**
 * A paid Checkout Session (webhook, or found while expiring or reusing it). It confirms its order
 * through the same path as the demo page's Pay; money that can no longer buy the order is refunded
 * and never marks it paid (DESIGN.md section 6a).
 */
export async function settleCheckoutSession(deps: AppDeps, session: Stripe.Checkout.Session, log?: Log): Promise<SettleOutcome> {
  const orderId = sessionOrderId(session);
  if (session.payment_status !== 'paid') return { kind: 'pending', orderId };
  const order = orderId ? await findOrderForPayment(deps.db, orderId) : undefined;
  if (order && chargesOrderTotal(session, order)) {
    const { outcome } = await confirmPayment(deps, { orderId: order.id, sessionId: session.id, reason: 'paid through Stripe Checkout' }, log);
    if (outcome !== 'notPayable') return { kind: outcome, orderId };
  }
  const refundId = await refundCheckoutSession(deps, session, { orderId, reason: 'late payment' });
  if (orderId) await markLatePaymentRefunded(deps.db, orderId);
  return { kind: 'refunded', orderId, refundId };
}
