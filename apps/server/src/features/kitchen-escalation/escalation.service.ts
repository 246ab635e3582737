import { ESCALATION_STEPS, type EscalationStep } from '@forkly/contracts';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../plugins/deps';
import { recordStaffAction } from '../audit/audit.service';
import { afterOrderMove, lockZoneOfOrder, moveChanges } from '../dispatch/index';
import { enqueueJob, queueMail } from '../jobs/index';
import { transitionOrder } from '../orders/orders.service';
import { refundCancelledOrder } from '../payments/index';
import { lockForEscalation, setEscalation, type EscalatingOrder } from './escalation.repo';
import { missedOrderMail } from './missed-order-mail';

/** What an unacknowledged order goes through: its two escalation steps, then the cancel. */
export type EscalationAction = EscalationStep | 'cancel';
export const ESCALATION_JOB = 'order.escalate' as const;

const rank = (step: EscalationStep | null) => (step === null ? -1 : ESCALATION_STEPS.indexOf(step));

/**
 * Plans a paid order's escalation (issue 21), in the payment's transaction: one queued job per step,
 * due that long after `startAt`: the payment, or for an order placed ahead the moment the kitchen is
 * due to start on it (decision 046), so a scheduled order is never escalated or cancelled earlier.
 * Each finds the order acknowledged and does nothing, or takes its step.
 */
export async function scheduleEscalation(tx: Tx, deps: Pick<AppDeps, 'config'>, orderId: number, startAt: Date): Promise<void> {
  const { louderAfterMs, atRiskAfterMs, cancelAfterMs } = deps.config.escalation;
  const steps: [EscalationAction, number][] = [
    ['louder', louderAfterMs],
    ['atRisk', atRiskAfterMs],
    ['cancel', cancelAfterMs],
  ];
  for (const [action, afterMs] of steps) {
    await enqueueJob(tx, {
      kind: ESCALATION_JOB,
      key: `${ESCALATION_JOB}:${orderId}:${action}`,
      payload: { orderId, action },
      runAt: new Date(startAt.getTime() + afterMs),
    });
  }
}

/** Nobody acknowledged it: cancelled by the platform, recorded, the restaurant told. Answers whether it was. */
async function cancelMissed(tx: Tx, deps: AppDeps, order: EscalatingOrder, zoneId: number | undefined, now: Date): Promise<boolean> {
  const moved = await transitionOrder(tx, {
    orderId: order.id,
    from: 'CONFIRMED',
    to: 'CANCELLED',
    actor: 'system',
    actorId: null,
    reason: 'not acknowledged by the kitchen in time, refund due',
    changes: moveChanges('CANCELLED', now, 'missed'),
  });
  if (!moved) return false;
  await recordStaffAction(tx, {
    actorId: null,
    action: 'order.cancel',
    entity: 'order',
    entityId: order.id,
    before: { status: 'CONFIRMED' },
    after: { status: 'CANCELLED', reason: 'missed' },
  });
  await queueMail(tx, missedOrderMail(order, Math.round(deps.config.escalation.cancelAfterMs / 60_000)));
  await afterOrderMove(tx, { orderId: order.id, tripId: null, to: 'CANCELLED', zoneId, now });
  return true;
}

/**
 * One step of an unacknowledged order's escalation (issue 21), as its job runs it: nothing once the
 * kitchen has accepted, prepared or cancelled it; else the ring gets louder, or staff see it at risk
 * (both recorded in the audit log and pushed live), or it is cancelled with a full refund, the
 * customer told why and the restaurant given notice. Under the order's zone lock, so a kitchen's
 * accept and the cancel never cross: whichever comes first wins, exactly once on any instance.
 */
export async function escalateOrder(deps: AppDeps, input: { orderId: number; action: EscalationAction }, log?: (error: unknown) => void): Promise<void> {
  const cancelled = await deps.db.transaction(async (tx) => {
    const zoneId = await lockZoneOfOrder(tx, input.orderId);
    const order = await lockForEscalation(tx, input.orderId);
    if (!order || order.status !== 'CONFIRMED' || order.acceptedAt) return false;
    const now = new Date();
    if (input.action === 'cancel') return cancelMissed(tx, deps, order, zoneId, now);
    if (rank(order.escalation) >= rank(input.action)) return false;
    await setEscalation(tx, order.id, input.action, now);
    await recordStaffAction(tx, {
      actorId: null,
      action: 'order.escalate',
      entity: 'order',
      entityId: order.id,
      before: { escalation: order.escalation },
      after: { escalation: input.action },
    });
    return false;
  });
  if (cancelled) await refundCancelledOrder(deps, input.orderId, log);
}
