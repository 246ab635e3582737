import type { FastifyInstance } from 'fastify';
import type { JOB_KINDS } from '@forkly/contracts';
import { REFUND_JOB, REFUND_MAX_ATTEMPTS, REFUND_RETRY_AFTER_MS, runRefundJob } from './payments/cancelled-order-refund';
import { runSweeperTick, SWEEP_INTERVAL_MS, SWEEP_JOB } from './payments/order-sweeper';
import { PARTIAL_REFUND_JOB, runPartialRefundJob } from './payments/partial-refund.job';
import { JobWorker, type JobHandler, type JobWorkerOptions } from './jobs/job-worker';
import { MAIL_BACKOFF_MS, MAIL_JOB, MAIL_MAX_ATTEMPTS, sendQueuedMail } from './jobs/mail-jobs';
import { ROUND_JOB_HANDLER } from './dispatch/round-job';
import { ESCALATION_JOB_HANDLER } from './kitchen-escalation/escalation.job';

/*
 * The queue's handlers come from the features that own the work (payments' refunds and sweeper),
 * and those features queue jobs: so the list is composed here, above the features, not in jobs/,
 * which would then import payments while payments imports it (decision 027).
 */

/** Every kind of job and what runs it (the kinds are JOB_KINDS of the contracts, named on ADMIN's screen). */
export const JOB_HANDLERS: readonly JobHandler[] = [
  { kind: MAIL_JOB, run: sendQueuedMail, backoffMs: MAIL_BACKOFF_MS, maxAttempts: MAIL_MAX_ATTEMPTS },
  { kind: REFUND_JOB, run: runRefundJob, backoffMs: REFUND_RETRY_AFTER_MS, maxAttempts: REFUND_MAX_ATTEMPTS },
  { kind: PARTIAL_REFUND_JOB, run: runPartialRefundJob, backoffMs: REFUND_RETRY_AFTER_MS, maxAttempts: REFUND_MAX_ATTEMPTS },
  { kind: SWEEP_JOB, run: (deps) => runSweeperTick(deps), backoffMs: SWEEP_INTERVAL_MS, maxAttempts: 5, everyMs: SWEEP_INTERVAL_MS },
  ROUND_JOB_HANDLER,
  ESCALATION_JOB_HANDLER,
] satisfies readonly (JobHandler & { kind: (typeof JOB_KINDS)[number] })[];

/** A worker with every handler, on the app's dependencies (tests build two to race them). */
export function createJobWorker(app: FastifyInstance, options: JobWorkerOptions = {}): JobWorker {
  return new JobWorker(app.deps, JOB_HANDLERS, { log: (message, error) => app.log.error({ err: error }, message), ...options });
}

/**
 * Runs this instance's worker while the app is up. Tests drive the queue themselves (no timers
 * run behind their backs), except that mail queued by a request is sent before its reply goes
 * out, so a test reads the mail right after the request, as before the queue.
 */
export function startJobWorker(app: FastifyInstance): void {
  const worker = createJobWorker(app);
  if (app.deps.config.env === 'test') {
    app.addHook('onSend', async (request) => {
      // Reads queue no mail; skipping them keeps a read's queries its own (the cache tests count them).
      if (request.method === 'GET' || request.method === 'HEAD') return;
      await worker.runDue({ kinds: [MAIL_JOB] });
    });
    return;
  }
  app.addHook('onReady', () => worker.start());
  app.addHook('onClose', () => worker.stop());
}
