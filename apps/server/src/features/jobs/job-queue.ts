import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { CHANNELS } from '../../db/channels';
import { insertJob, wakeJob, type NewJob } from './jobs.repo';

/**
 * Queues a job. Given the business transaction (`tx`), the job exists exactly when the change
 * commits: a rolled-back change leaves no job, a committed one survives a restart. A job due now
 * wakes every instance's worker through NOTIFY, which PostgreSQL delivers on commit. Answers
 * whether it was added (a job with the same key already queued, running or dead is not).
 */
export async function enqueueJob(db: Database | Tx, job: NewJob): Promise<boolean> {
  const added = await insertJob(db, job);
  if (added && (!job.runAt || job.runAt.getTime() <= Date.now())) {
    await db.execute(sql`select pg_notify(${CHANNELS.jobsDue}, ${job.kind})`);
  }
  return added;
}

/**
 * Brings a recurring job's next run forward to now (a dispatch round when an order is paid): every
 * instance's worker is woken, the one that claims it runs it. Given the business transaction, the
 * wake happens exactly when the change commits.
 */
export async function wakeRecurringJob(db: Database | Tx, key: string, kind: string): Promise<void> {
  if (await wakeJob(db, key, new Date())) await db.execute(sql`select pg_notify(${CHANNELS.jobsDue}, ${kind})`);
}
