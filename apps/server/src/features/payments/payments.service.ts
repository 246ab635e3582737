import type { CheckoutResponse } from '@forkly/contracts';
import { AppError } from '../../lib/app-error';
import { API_PREFIX } from '../../lib/constants';
import { restaurantOpeningState } from '../../lib/opening-hours';
import { isOfferedSlot } from '../checkout/delivery-slots.service';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { assertOrderCustomer } from '../../access/order-visibility';
import { confirmPayment } from './confirm-payment';
import { DEMO_PROVIDER, demoFormToken, isDemoFormToken, isDemoSessionId, newDemoSessionId } from './demo-session';
import type { Tx } from '../../db/client';
import { clearPaymentSession, findOrderBySession, findOrderForPayment, lockOrderPaymentSession, setPaymentSession, type PaymentOrder } from './payments.repo';
import { expireStripeSession, startStripePayment } from './stripe-checkout';
import { STRIPE_PROVIDER } from './stripe-client';

type Log = (error: unknown) => void;

const demoPageUrl = (sessionId: string) => `${API_PREFIX}/payments/demo/${sessionId}`;

/**
 * POST /checkout?orderId: the payment page for the caller's unpaid order, from the configured
 * provider. An order keeps its open session, so paying again (the basket remembers the order)
 * reuses both order and session.
 */
export async function startPayment(deps: AppDeps, options: { caller: AccessClaims; orderId: number; log?: Log }): Promise<CheckoutResponse> {
  const { caller: who, orderId, log } = options;
  const order = await findOrderForPayment(deps.db, orderId);
  if (!order) throw new AppError('orderNotFound');
  assertOrderCustomer(who, order.userId);
  if (order.status !== 'PENDING') throw new AppError('orderNotPending');
  const state = restaurantOpeningState(order.restaurant);
  if (state.status === 'paused') throw new AppError('restaurantPaused');
  // An order placed ahead is paid while its slot is still offered, open now or not (decision 046).
  if (order.scheduledFor) {
    if (!isOfferedSlot(order.restaurant, order.scheduledFor, new Date())) throw new AppError('slotNotAvailable');
  } else if (state.status !== 'open') throw new AppError('restaurantClosed');
  const provider = deps.config.payments.provider;
  // A session of the other provider (the setting changed) is closed before a new one opens.
  if (order.paymentSessionId && order.paymentProvider !== provider) {
    if (!(await expirePaymentSession(deps, order, log))) throw new AppError('orderNotPending');
    order.paymentSessionId = null;
  }
  return provider === STRIPE_PROVIDER ? startStripePayment(deps, order, log) : startDemoPayment(deps, order);
}

async function startDemoPayment(deps: AppDeps, order: PaymentOrder): Promise<CheckoutResponse> {
  if (order.paymentProvider === DEMO_PROVIDER && order.paymentSessionId) return { redirectUrl: demoPageUrl(order.paymentSessionId) };
  const sessionId = newDemoSessionId();
  if (await setPaymentSession(deps.db, order.id, DEMO_PROVIDER, sessionId)) return { redirectUrl: demoPageUrl(sessionId) };
  // A twin request opened the page first: both go to that one.
  const winner = await findOrderForPayment(deps.db, order.id);
  if (winner?.status === 'PENDING' && winner.paymentProvider === DEMO_PROVIDER && winner.paymentSessionId)
    return { redirectUrl: demoPageUrl(winner.paymentSessionId) };
  throw new AppError('orderNotPending');
}

export type DemoPageView = { kind: 'pay'; order: PaymentOrder; token: string } | { kind: 'paid'; orderId: number } | { kind: 'expired'; orderId?: number };

/** GET /payments/demo/{sessionId}: what the page shows for this session. */
export async function demoPaymentView(deps: AppDeps, { sessionId }: { sessionId: string }): Promise<DemoPageView> {
  const order = isDemoSessionId(sessionId) ? await findOrderBySession(deps.db, DEMO_PROVIDER, sessionId) : undefined;
  if (!order) return { kind: 'expired' };
  if (order.paidAt) return { kind: 'paid', orderId: order.id };
  if (order.status !== 'PENDING') return { kind: 'expired', orderId: order.id };
  return { kind: 'pay', order, token: demoFormToken(deps.config.jwtSecret, sessionId) };
}

export type DemoOutcome = { kind: 'paid' | 'cancelled'; orderId: number } | { kind: 'expired'; orderId?: number } | { kind: 'invalid' };

async function sessionOrder(deps: AppDeps, sessionId: string, token: string) {
  if (!isDemoSessionId(sessionId) || !isDemoFormToken(deps.config.jwtSecret, sessionId, token)) return undefined;
  return (await findOrderBySession(deps.db, DEMO_PROVIDER, sessionId)) ?? null;
}

/**
 * POST /payments/demo/{sessionId}/pay: the demo provider's "payment received". Pays once: a second
 * press (or a double click) finds the order paid and only shows the result again. The receipt is
 * mailed after the transaction, by the request that made the payment.
 */
export async function payDemo(deps: AppDeps, options: { sessionId: string; token: string; log?: Log }): Promise<DemoOutcome> {
  const { sessionId, token, log } = options;
  const order = await sessionOrder(deps, sessionId, token);
  if (order === undefined) return { kind: 'invalid' };
  if (order === null) return { kind: 'expired' };
  if (order.paidAt) return { kind: 'paid', orderId: order.id };
  if (order.status !== 'PENDING') return { kind: 'expired', orderId: order.id };

  const paid = await confirmPayment(deps, { orderId: order.id, sessionId, reason: 'paid on the demo payment page' }, log);
  return paid.order?.paidAt ? { kind: 'paid', orderId: order.id } : { kind: 'expired', orderId: order.id };
}

/** POST /payments/demo/{sessionId}/cancel: the customer backs out; the order stays PENDING and payable. */
export async function cancelDemo(deps: AppDeps, options: { sessionId: string; token: string }): Promise<DemoOutcome> {
  const { sessionId, token } = options;
  const order = await sessionOrder(deps, sessionId, token);
  if (order === undefined) return { kind: 'invalid' };
  if (order === null) return { kind: 'expired' };
  if (order.paidAt) return { kind: 'paid', orderId: order.id };
  return { kind: 'cancelled', orderId: order.id };
}

/**
 * Ends an unpaid order's session before the order is cancelled or changed (DESIGN.md 6a): Stripe's
 * Checkout Session is expired at Stripe first, then the order forgets it. Answers false when the
 * session turned out to be paid meanwhile (the order is now CONFIRMED and must not be cancelled).
 * The demo provider keeps nothing of its own.
 */
export async function expirePaymentSession(
  deps: AppDeps,
  order: { id: number; paymentProvider: string | null; paymentSessionId: string | null },
  log?: Log,
): Promise<boolean> {
  if (order.paymentProvider === STRIPE_PROVIDER && order.paymentSessionId && deps.config.payments.provider === STRIPE_PROVIDER) {
    if (!(await expireStripeSession(deps, order.paymentSessionId, log))) return false;
  }
  await clearPaymentSession(deps.db, order.id, order.paymentSessionId ?? undefined);
  return true;
}

/**
 * Runs a change of an unpaid order (its lines) with its payment page closed (DESIGN.md section
 * 6a): the session is expired first, at Stripe too, so nobody can pay the old amount. A session
 * found paid has just confirmed the order, so the change is refused (409) and nothing changes; a
 * provider that does not answer refuses it with 502. `change` runs under the order's row lock. A
 * session opened meanwhile (the customer paying in another tab) must be dropped by `change`; it is
 * expired after the commit, and a payment that still lands on it is refunded, never taken.
 */
export async function changeUnpaidOrder<T>(
  deps: AppDeps,
  order: { id: number; paymentProvider: string | null; paymentSessionId: string | null },
  change: (tx: Tx) => Promise<T>,
  log?: Log,
): Promise<T> {
  if (order.paymentSessionId && !(await expirePaymentSession(deps, order, log))) throw new AppError('orderNotPending');
  const { result, openedMeanwhile } = await deps.db.transaction(async (tx) => {
    const held = await lockOrderPaymentSession(tx, order.id);
    if (held?.status !== 'PENDING') throw new AppError('orderNotPending');
    return { result: await change(tx), openedMeanwhile: held.paymentSessionId ? held : undefined };
  });
  if (openedMeanwhile) await expirePaymentSession(deps, openedMeanwhile, log).catch((error: unknown) => log?.(error));
  return result;
}
