import type { JobHandler } from '../jobs/index';
import { ESCALATION_JOB, escalateOrder, type EscalationAction } from './escalation.service';

const ACTIONS: readonly EscalationAction[] = ['louder', 'atRisk', 'cancel'];

/** The queue's `order.escalate` jobs: one per step of a paid order (escalation.service.ts schedules them). */
export const ESCALATION_JOB_HANDLER: JobHandler & { kind: typeof ESCALATION_JOB } = {
  kind: ESCALATION_JOB,
  run: async (deps, payload) => {
    const action = ACTIONS.find((a) => a === payload.action);
    if (typeof payload.orderId !== 'number' || !action) throw new Error(`order.escalate: bad payload ${JSON.stringify(payload)}`);
    await escalateOrder(deps, { orderId: payload.orderId, action });
  },
  backoffMs: 10_000,
  maxAttempts: 10,
};
