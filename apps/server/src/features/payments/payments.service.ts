import type { CheckoutResponse } from '@forkly/contracts';
import { openingState } from '@forkly/domain';
import { AppError } from '../../lib/app-error';
import { API_PREFIX } from '../../lib/constants';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { assertOwnsOrder, transitionOrder } from '../orders/orders.service';
import { DEMO_PROVIDER, demoFormToken, isDemoFormToken, isDemoSessionId, newDemoSessionId } from './demo-session';
import { clearPaymentSession, findOrderBySession, findOrderForPayment, lockOrderForSession, setPaymentSession, type PaymentOrder } from './payments.repo';
import { orderConfirmationMail } from './receipt-mail';

const demoPageUrl = (sessionId: string) => `${API_PREFIX}/payments/demo/${sessionId}`;

/**
 * POST /checkout?orderId: the payment page for the caller's unpaid order. An order keeps its open
 * session, so paying again (the basket remembers the order) reuses both order and session.
 */
export async function startPayment(deps: AppDeps, who: AccessClaims, orderId: number): Promise<CheckoutResponse> {
  const order = await findOrderForPayment(deps.db, orderId);
  if (!order) throw new AppError('orderNotFound');
  assertOwnsOrder(who, order);
  if (order.status !== 'PENDING') throw new AppError('orderNotPending');
  const state = openingState({ hours: order.restaurant.openingHours, timeZone: order.restaurant.timeZone, paused: order.restaurant.paused, now: new Date() });
  if (state.status !== 'open') throw new AppError(state.status === 'paused' ? 'restaurantPaused' : 'restaurantClosed');
  if (order.paymentProvider === DEMO_PROVIDER && order.paymentSessionId) return { redirectUrl: demoPageUrl(order.paymentSessionId) };

  const sessionId = newDemoSessionId();
  if (!(await setPaymentSession(deps.db, order.id, DEMO_PROVIDER, sessionId))) throw new AppError('orderNotPending');
  return { redirectUrl: demoPageUrl(sessionId) };
}

export type DemoPageView =
  | { kind: 'pay'; order: PaymentOrder; token: string }
  | { kind: 'paid'; orderId: number }
  | { kind: 'expired'; orderId?: number };

/** GET /payments/demo/{sessionId}: what the page shows for this session. */
export async function demoPaymentView(deps: AppDeps, sessionId: string): Promise<DemoPageView> {
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
export async function payDemo(deps: AppDeps, sessionId: string, token: string, log?: (error: unknown) => void): Promise<DemoOutcome> {
  const order = await sessionOrder(deps, sessionId, token);
  if (order === undefined) return { kind: 'invalid' };
  if (order === null) return { kind: 'expired' };
  if (order.paidAt) return { kind: 'paid', orderId: order.id };
  if (order.status !== 'PENDING') return { kind: 'expired', orderId: order.id };

  const paidAt = new Date();
  const paid = await deps.db.transaction(async (tx) => {
    const locked = await lockOrderForSession(tx, order.id, sessionId);
    if (!locked || locked.status !== 'PENDING') return false;
    const row = await transitionOrder(tx, { orderId: order.id, from: 'PENDING', to: 'CONFIRMED', actor: 'payment', actorId: null, reason: 'paid on the demo payment page', changes: { paidAt } });
    return !!row;
  });
  const now = await findOrderForPayment(deps.db, order.id);
  if (!now?.paidAt) return { kind: 'expired', orderId: order.id };
  if (paid) {
    await deps.mailer.send(orderConfirmationMail(now, deps.config.publicUrl)).catch((error: unknown) => log?.(error));
  }
  return { kind: 'paid', orderId: order.id };
}

/** POST /payments/demo/{sessionId}/cancel: the customer backs out; the order stays PENDING and payable. */
export async function cancelDemo(deps: AppDeps, sessionId: string, token: string): Promise<DemoOutcome> {
  const order = await sessionOrder(deps, sessionId, token);
  if (order === undefined) return { kind: 'invalid' };
  if (order === null) return { kind: 'expired' };
  if (order.paidAt) return { kind: 'paid', orderId: order.id };
  return { kind: 'cancelled', orderId: order.id };
}

/**
 * Ends an unpaid order's session before the order is cancelled or its lines change (DESIGN.md
 * section 6a). The demo provider keeps nothing of its own; Stripe's adapter will expire its
 * Checkout Session here first.
 */
export async function expirePaymentSession(deps: AppDeps, order: { id: number; paymentProvider: string | null }): Promise<void> {
  await clearPaymentSession(deps.db, order.id);
}
