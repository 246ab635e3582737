import type { AppDeps } from '../../plugins/deps';
import { orderPaid } from '../dispatch/index';
import { scheduleEscalation } from '../kitchen-escalation/escalation.service';
import { queueMail } from '../jobs/index';
import { transitionOrder } from '../orders/orders.service';
import { findOrderForPayment, lockOrderForSession, type PaymentOrder } from './payments.repo';
import { orderReceiptMail } from './receipt-mail';

/**
 * `paid`: this call moved the order to CONFIRMED. `alreadyPaid`: the same session paid it before
 * (a second press, a redelivered webhook). `notPayable`: the order was cancelled, or this session
 * is no longer its session (lines changed, another session paid): the money must go back.
 */
export type PaymentOutcome = 'paid' | 'alreadyPaid' | 'notPayable';

/**
 * The one way an order becomes paid, whichever provider reports it (DESIGN.md section 6a): PENDING
 * -> CONFIRMED with paidAt, recorded in the history, while `sessionId` is still the order's
 * session. The row lock makes twin reports pay once; only the report that made the move queues the
 * receipt and hands the order to dispatch (its expected ready time, its zone's round woken), in its
 * transaction.
 */
export async function confirmPayment(
  deps: AppDeps,
  input: { orderId: number; sessionId: string; reason: string },
  _log?: (error: unknown) => void,
): Promise<{ outcome: PaymentOutcome; order: PaymentOrder | undefined }> {
  const paidAt = new Date();
  const moved = await deps.db.transaction(async (tx) => {
    const locked = await lockOrderForSession(tx, input.orderId, input.sessionId);
    if (!locked || locked.status !== 'PENDING') return false;
    const row = await transitionOrder(tx, {
      orderId: input.orderId,
      from: 'PENDING',
      to: 'CONFIRMED',
      actor: 'payment',
      actorId: null,
      reason: input.reason,
      changes: { paidAt },
    });
    if (row) {
      // An order placed ahead enters the kitchen's queue and dispatch when it is due, not at payment (decision 046).
      const scheduled = locked.scheduledFor && locked.kitchenDueAt ? { slot: locked.scheduledFor, dueAt: locked.kitchenDueAt } : undefined;
      await orderPaid(tx, input.orderId, paidAt, scheduled);
      await scheduleEscalation(tx, deps, input.orderId, scheduled?.dueAt ?? paidAt);
    }
    const paid = row && (await findOrderForPayment(tx, input.orderId));
    // Queued with the move: the receipt leaves once it commits (decision 019).
    if (paid) await queueMail(tx, orderReceiptMail(paid, deps.config.publicUrl));
    return !!row;
  });
  const order = await findOrderForPayment(deps.db, input.orderId);
  if (moved && order) return { outcome: 'paid', order };
  const samePayment = !!order?.paidAt && order.paymentSessionId === input.sessionId;
  return { outcome: samePayment ? 'alreadyPaid' : 'notPayable', order };
}
