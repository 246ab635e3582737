import type Stripe from 'stripe';
import type { AppDeps } from '../../plugins/deps';
import { isInvalidRequest, providerError } from './stripe-client';

/** Why the money goes back, as Stripe's dashboard shows it in the refund's metadata. */
export type RefundReason = 'late payment' | 'order cancelled' | 'part of the order';

/** Stripe's answer when the payment was already refunded in full (by us or in its dashboard). */
const ALREADY_REFUNDED = 'charge_already_refunded';

function paymentIntentOf(session: Stripe.Checkout.Session): string {
  const id = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  if (!id) throw new Error(`paid Checkout Session ${session.id} has no payment intent to refund`);
  return id;
}

/**
 * Gives a session's payment back in full. The idempotency key is the session's: one session pays
 * at most one order once, so it is refunded at most once, whoever asks (a webhook delivered twice,
 * the sweep, the cancel and its retry). Once Stripe has forgotten the key (after 24 hours) its
 * "already refunded" answer says the same. Answers the refund's id, or null when it was made before
 * under another key.
 */
export async function refundCheckoutSession(
  deps: AppDeps,
  session: Stripe.Checkout.Session,
  input: { orderId: number | undefined; reason: RefundReason; amountCents?: number; idempotencyKey?: string },
): Promise<string | null> {
  const paymentIntent = paymentIntentOf(session);
  try {
    const refund = await deps.stripe.get().refunds.create(
      {
        payment_intent: paymentIntent,
        ...(input.amountCents === undefined ? {} : { amount: input.amountCents }),
        metadata: { orderId: String(input.orderId ?? ''), checkoutSession: session.id, reason: input.reason },
      },
      { idempotencyKey: input.idempotencyKey ?? `forkly-refund-${session.id}` },
    );
    return refund.id;
  } catch (error) {
    if (isInvalidRequest(error) && (error as Stripe.errors.StripeInvalidRequestError).code === ALREADY_REFUNDED) return null;
    throw providerError(error);
  }
}

async function retrieveSession(deps: AppDeps, sessionId: string): Promise<Stripe.Checkout.Session> {
  try {
    return await deps.stripe.get().checkout.sessions.retrieve(sessionId);
  } catch (error) {
    throw providerError(error);
  }
}

/**
 * The refund of a paid order that is cancelled afterwards: the order keeps the session that paid
 * it, and Stripe's session names the payment intent to refund. After partial refunds
 * (`amountCents`) only what is left goes back; the session's key still makes it one refund.
 */
export async function refundPaidOrderSession(deps: AppDeps, input: { orderId: number; sessionId: string; amountCents?: number }): Promise<string | null> {
  const session = await retrieveSession(deps, input.sessionId);
  return refundCheckoutSession(deps, session, { orderId: input.orderId, reason: 'order cancelled', amountCents: input.amountCents });
}

/**
 * Part of a paid order's payment back (issue 22). The key is the refund's own row: a job that
 * retries, or runs on two instances, asks Stripe for the same refund, which Stripe makes once.
 */
export async function refundPartOfSession(
  deps: AppDeps,
  input: { orderId: number; sessionId: string; refundId: number; amountCents: number },
): Promise<string | null> {
  const session = await retrieveSession(deps, input.sessionId);
  return refundCheckoutSession(deps, session, {
    orderId: input.orderId,
    reason: 'part of the order',
    amountCents: input.amountCents,
    idempotencyKey: `forkly-partial-refund-${input.refundId}`,
  });
}
