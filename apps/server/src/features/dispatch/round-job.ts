import type { Database, Tx } from '../../db/client';
import type { AppDeps } from '../../plugins/deps';
import { type JobHandler, wakeRecurringJob } from '../jobs/index';
import { runZoneRound } from './dispatch-round.service';
import { listZoneIds } from './zone-state.repo';

export const ROUND_JOB = 'dispatch.round' as const;
/** Rounds run every minute, and at once on what changes the plan (decision 035). */
export const ROUND_INTERVAL_MS = 60_000;

const roundKey = (zoneId: number) => `${ROUND_JOB}:${zoneId}`;

/**
 * A zone's recurring round (decision 035): one queue row per zone, so whichever instance claims a
 * zone's row runs its round, exactly once, and two instances can run two zones at the same time.
 */
export const ROUND_JOB_HANDLER: JobHandler & { kind: typeof ROUND_JOB } = {
  kind: ROUND_JOB,
  run: (deps, payload) => runZoneRound(deps, { zoneId: Number(payload.zoneId) }).then(() => undefined),
  backoffMs: 10_000,
  maxAttempts: 5,
  everyMs: ROUND_INTERVAL_MS,
  recurringRows: async (deps: AppDeps) => (await listZoneIds(deps.db)).map(({ id }) => ({ key: roundKey(id), payload: { zoneId: id } })),
};

/** Something changed the zone's plan (an order paid or accepted, a courier online or done): its round runs now. */
export function wakeZoneRound(db: Database | Tx, zoneId: number): Promise<void> {
  return wakeRecurringJob(db, roundKey(zoneId), ROUND_JOB);
}
