import { UNPAID_ORDER_TIMEOUT_MS } from '@forkly/domain';
import type Stripe from 'stripe';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../plugins/deps';
import { cancelUnpaidOrder } from './order-sweeper';
import { clearPaymentSession, findOrderForPayment, findProviderEvent, recordProviderEvent } from './payments.repo';
import { stripeSettings } from './stripe-client';
import { sessionOrderId, settleCheckoutSession, type SettleOutcome } from './stripe-settle';

type Log = (error: unknown) => void;
type Outcome = SettleOutcome | { kind: 'ignored' | 'closed' | 'cancelled'; orderId?: number };

/**
 * The event Stripe signed, from the exact bytes it sent: any other body, a missing or wrong
 * signature, or one older than the SDK's tolerance (5 minutes) is refused before anything is read.
 */
export function verifyStripeEvent(deps: AppDeps, payload: unknown, signature: string | string[] | undefined): Stripe.Event {
  const { webhookSecret } = stripeSettings(deps.config);
  if (typeof signature !== 'string' || !Buffer.isBuffer(payload)) throw new AppError('webhookSignatureInvalid');
  try {
    return deps.stripe.get().webhooks.constructEvent(payload, signature, webhookSecret);
  } catch {
    throw new AppError('webhookSignatureInvalid');
  }
}

/**
 * A session that ended without money (expired, or its delayed payment failed): the order forgets
 * it, and an order past its 30 minutes is cancelled as the sweep would. A session the order no
 * longer holds (already replaced, cancelled or paid) changes nothing.
 */
async function closeUnpaidSession(deps: AppDeps, session: Stripe.Checkout.Session): Promise<Outcome> {
  const orderId = sessionOrderId(session);
  const order = orderId ? await findOrderForPayment(deps.db, orderId) : undefined;
  if (!order || order.status !== 'PENDING' || order.paymentSessionId !== session.id) return { kind: 'ignored', orderId };
  await clearPaymentSession(deps.db, order.id, session.id);
  const overdue = Date.now() - order.createdAt.getTime() >= UNPAID_ORDER_TIMEOUT_MS;
  if (overdue && (await cancelUnpaidOrder(deps, order.id))) return { kind: 'cancelled', orderId };
  return { kind: 'closed', orderId };
}

function handle(deps: AppDeps, event: Stripe.Event, log?: Log): Promise<Outcome> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return settleCheckoutSession(deps, event.data.object, log);
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return closeUnpaidSession(deps, event.data.object);
    default:
      return Promise.resolve({ kind: 'ignored' });
  }
}

/**
 * POST /payments/stripe/webhook, after the signature check. Stripe delivers at least once, maybe
 * twice at the same time: a handled event id is recorded and answered at once, and every step is
 * safe to repeat anyway (the order row lock, Stripe's idempotency keys). A failure answers 500 and
 * records nothing, so Stripe tries again.
 */
export async function handleStripeEvent(deps: AppDeps, event: Stripe.Event, log?: Log): Promise<Outcome['kind'] | 'duplicate'> {
  const key = `stripe-event:${event.id}`;
  if (await findProviderEvent(deps.db, key)) return 'duplicate';
  const outcome = await handle(deps, event, log);
  if (outcome.kind !== 'ignored') await recordProviderEvent(deps.db, { key, type: event.type, outcome });
  return outcome.kind;
}
