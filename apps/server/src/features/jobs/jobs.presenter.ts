import type { Job } from '@forkly/contracts';
import type { JobRow } from './jobs.repo';

/** A job as ADMIN's Jobs screen reads it; the payload (a mail's id, an order's id) stays inside. */
export function presentJob(row: JobRow): Job {
  return {
    id: row.id,
    kind: row.kind,
    key: row.key,
    state: row.state,
    runAt: row.runAt.toISOString(),
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
