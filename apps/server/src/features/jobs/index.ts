/**
 * The public entry of `features/jobs/` (decision 048): what other features may use besides its
 * services. Only re-exports; a repository is never exported from here.
 *
 * The job queue that features write to (decision 019): a job or a mail queued in the caller's
 * transaction.
 */
export { enqueueJob, wakeRecurringJob } from './job-queue';
export type { JobHandler } from './job-worker';
export { MAIL_JOB, queueMail } from './mail-jobs';
