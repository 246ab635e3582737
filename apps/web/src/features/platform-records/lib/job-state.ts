import type { Job } from '@forkly/contracts';

/** What the Jobs screen calls a job's state: a queued job is due, scheduled or retrying. */
export type JobStatus = 'due' | 'scheduled' | 'retrying' | 'running' | 'dead';

export function jobStatus(job: Pick<Job, 'state' | 'runAt' | 'attempts' | 'lastError'>, now = Date.now()): JobStatus {
  if (job.state !== 'queued') return job.state;
  if (job.lastError && job.attempts > 0) return 'retrying';
  return Date.parse(job.runAt) <= now ? 'due' : 'scheduled';
}

/** The order a refund job is about (its key is `order.refund:<id>`), for a link to it. */
export function refundOrderId(job: Pick<Job, 'kind' | 'key'>): string | undefined {
  if (job.kind !== 'order.refund' || !job.key) return undefined;
  return job.key.split(':')[1];
}

export const STATUS_STYLES: Record<JobStatus, string> = {
  due: 'bg-sky-100 text-sky-900',
  scheduled: 'bg-stone-100 text-stone-800',
  retrying: 'bg-amber-100 text-amber-900',
  running: 'bg-emerald-100 text-emerald-900',
  dead: 'bg-red-100 text-red-900',
};
