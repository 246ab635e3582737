import type { CheckoutResponse } from '@forkly/contracts';
import { nameWithOptions, pagePaths } from '@forkly/contracts';
import type Stripe from 'stripe';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../plugins/deps';
import { clearPaymentSession, findOrderForPayment, setPaymentSession, type PaymentOrder } from './payments.repo';
import { isInvalidRequest, providerError, STRIPE_PROVIDER } from './stripe-client';
import { settleCheckoutSession, STRIPE_CURRENCY } from './stripe-settle';

/** Stripe's shortest session is 30 minutes after creation; one minute more for clock drift. */
const SESSION_MINUTES = 31;
/** expires_at is rounded up to this, so twin requests send the same body under the same key. */
const EXPIRY_STEP_SECONDS = 300;

export function sessionExpiry(nowMs: number): number {
  const earliest = Math.ceil(nowMs / 1000) + SESSION_MINUTES * 60;
  return Math.ceil(earliest / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
}

function lineItem(name: string, unitCents: number, quantity: number): Stripe.Checkout.SessionCreateParams.LineItem {
  return { quantity, price_data: { currency: STRIPE_CURRENCY, unit_amount: unitCents, product_data: { name } } };
}

/** The server's prices in cents: each line, the delivery fee, the tip, and the coupon as a one-off discount. */
export function sessionParams(order: PaymentOrder, input: { publicUrl: string; expiresAt: number; couponId?: string }): Stripe.Checkout.SessionCreateParams {
  const base = input.publicUrl.replace(/\/$/, '');
  const metadata = { orderId: String(order.id), orderNumber: order.orderNumber };
  return {
    mode: 'payment',
    // Food is confirmed at once: no payment method that settles days later.
    allowed_payment_method_types: ['card'],
    line_items: [
      ...order.lines.map((l) => lineItem(nameWithOptions(l.name, l.options), l.unitPriceCents, l.quantity)),
      ...(order.deliveryFeeCents > 0 ? [lineItem('Delivery fee', order.deliveryFeeCents, 1)] : []),
      ...(order.tipCents > 0 ? [lineItem('Tip for the courier', order.tipCents, 1)] : []),
    ],
    discounts: input.couponId ? [{ coupon: input.couponId }] : undefined,
    client_reference_id: String(order.id),
    metadata,
    payment_intent_data: { metadata },
    customer_email: order.user.email,
    success_url: `${base}${pagePaths.paymentSuccess(order.id)}`,
    cancel_url: `${base}${pagePaths.paymentCancel(order.id)}`,
    expires_at: input.expiresAt,
  };
}

/**
 * One Checkout Session per order version: the idempotency key names the order and its last
 * change, so a double click gets the same session from Stripe and a changed order a new one.
 */
async function createSession(deps: AppDeps, order: PaymentOrder): Promise<Stripe.Checkout.Session> {
  const stripe = deps.stripe.get();
  const expiresAt = sessionExpiry(Date.now());
  const key = `forkly-order-${order.id}-${order.updatedAt.getTime()}-${expiresAt}`;
  try {
    const coupon =
      order.discountCents > 0
        ? await stripe.coupons.create(
            { amount_off: order.discountCents, currency: STRIPE_CURRENCY, duration: 'once', max_redemptions: 1, name: order.promocode ?? 'Discount' },
            { idempotencyKey: `${key}-coupon` },
          )
        : undefined;
    return await stripe.checkout.sessions.create(sessionParams(order, { publicUrl: deps.config.publicUrl, expiresAt, couponId: coupon?.id }), {
      idempotencyKey: key,
    });
  } catch (error) {
    throw providerError(error);
  }
}

async function retrieveSession(deps: AppDeps, sessionId: string): Promise<Stripe.Checkout.Session | undefined> {
  try {
    return await deps.stripe.get().checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (isInvalidRequest(error)) return undefined;
    throw providerError(error);
  }
}

/**
 * The order's stored session, when it can still be used: open, it is paid again; finished, the
 * customer goes to the result (its payment is settled here if the webhook is still on its way).
 * An expired or unknown one is dropped and `undefined` asks for a new one.
 */
async function reuseSession(deps: AppDeps, order: PaymentOrder, sessionId: string, log?: (error: unknown) => void): Promise<CheckoutResponse | undefined> {
  const session = await retrieveSession(deps, sessionId);
  if (session?.status === 'open' && session.url) return { redirectUrl: session.url };
  if (session?.status === 'complete') {
    const settled = await settleCheckoutSession(deps, session, log);
    if (settled.kind !== 'refunded') return { redirectUrl: pagePaths.paymentSuccess(order.id) };
    throw new AppError('orderNotPending');
  }
  await clearPaymentSession(deps.db, order.id, sessionId);
  return undefined;
}

/** POST /checkout?orderId with PAYMENT_PROVIDER=stripe: the Checkout Session's page. */
export async function startStripePayment(deps: AppDeps, order: PaymentOrder, log?: (error: unknown) => void): Promise<CheckoutResponse> {
  let current: PaymentOrder | undefined = order;
  if (current.paymentProvider === STRIPE_PROVIDER && current.paymentSessionId) {
    const reused = await reuseSession(deps, current, current.paymentSessionId, log);
    if (reused) return reused;
    current = await findOrderForPayment(deps.db, order.id);
    if (current?.status !== 'PENDING') throw new AppError('orderNotPending');
  }
  const session = await createSession(deps, current);
  if (!session.url) throw new Error(`Checkout Session ${session.id} has no URL`);
  if (await setPaymentSession(deps.db, order.id, STRIPE_PROVIDER, session.id)) return { redirectUrl: session.url };

  // A twin request stored a session first: the same one (same key) or, across an expiry step, its own.
  const winner = await findOrderForPayment(deps.db, order.id);
  if (winner?.paymentSessionId === session.id) return { redirectUrl: session.url };
  await expireStripeSession(deps, session.id, log).catch((error: unknown) => log?.(error));
  if (winner?.status === 'PENDING' && winner.paymentProvider === STRIPE_PROVIDER && winner.paymentSessionId) {
    const reused = await reuseSession(deps, winner, winner.paymentSessionId, log);
    if (reused) return reused;
  }
  throw new AppError('orderNotPending');
}

/**
 * Closes a session before its order is cancelled (DESIGN.md section 6a). Answers false when it
 * cannot be closed because it was paid meanwhile: that payment is settled here (the order becomes
 * CONFIRMED), so the caller must not cancel it.
 */
export async function expireStripeSession(deps: AppDeps, sessionId: string, log?: (error: unknown) => void): Promise<boolean> {
  try {
    await deps.stripe.get().checkout.sessions.expire(sessionId);
    return true;
  } catch (error) {
    if (!isInvalidRequest(error)) throw providerError(error);
  }
  // Stripe refuses to expire a session that is not open: find out why.
  const session = await retrieveSession(deps, sessionId);
  if (session?.status !== 'complete') return true;
  const settled = await settleCheckoutSession(deps, session, log);
  return !(settled.kind === 'paid' || settled.kind === 'alreadyPaid');
}
