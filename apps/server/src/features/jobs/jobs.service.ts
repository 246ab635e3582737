import type { Job, JobView, Paged } from '@forkly/contracts';
import { sql } from 'drizzle-orm';
import { CHANNELS } from '../../db/channels';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import { pagedResult, pageWindow } from '../../lib/paging';
import type { AppDeps } from '../../plugins/deps';
import { recordStaffAction } from '../audit/audit.service';
import { findJob, listJobs, reviveDeadJob } from './jobs.repo';
import { presentJob } from './jobs.presenter';

/** GET /jobs: the queue as ADMIN sees it (decision 019). */
export async function pageJobs(deps: AppDeps, query: { page: number; limit: number; view?: JobView }): Promise<Paged<Job>> {
  const { rows, totalCount } = await listJobs(deps.db, query.view, pageWindow(query));
  return pagedResult(rows.map(presentJob), totalCount, query.limit);
}

/**
 * POST /jobs/{id}/retry: a dead job is queued again now with fresh attempts, recorded as a staff
 * action. Only a dead job: a queued or running one retries by itself.
 */
export async function retryDeadJob(deps: AppDeps, input: { caller: AccessClaims; id: number }): Promise<Job> {
  const revived = await deps.db.transaction(async (tx) => {
    const row = await reviveDeadJob(tx, input.id);
    if (!row) return undefined;
    await recordStaffAction(tx, {
      actorId: input.caller.userId,
      action: 'job.retry',
      entity: 'job',
      entityId: row.id,
      before: { state: 'dead' },
      after: { state: 'queued', kind: row.kind },
    });
    await tx.execute(sql`select pg_notify(${CHANNELS.jobsDue}, ${row.kind})`);
    return row;
  });
  if (revived) return presentJob(revived);
  if (!(await findJob(deps.db, input.id))) throw new AppError('notFound');
  throw new AppError('conflict');
}
