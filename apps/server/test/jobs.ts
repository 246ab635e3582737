import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../src/app';
import { openPostgres, type DatabaseHandle } from '../src/db/client';
import type { Mail } from '../src/lib/mailer';
import type { TestContext } from './helper';
import { createJobWorker } from '../src/features/job-handlers';
import { MAIL_JOB } from '../src/features/jobs/mail-jobs';
import { queueDueRefunds, REFUND_JOB } from '../src/features/payments/cancelled-order-refund';

/** Runs the job queue now (or as if at `now`), as an instance's worker would; answers how many jobs succeeded and failed. */
export function runJobs(app: FastifyInstance, input: { now?: Date; kinds?: readonly string[] } = {}) {
  return createJobWorker(app, { log: () => {} }).runDue(input);
}

/**
 * What the queue does for refunds at `now`: the sweeper's safety net queues the ones without a job,
 * the due refund jobs run, and the mails they queued are sent. Answers how many refund jobs went through.
 */
export async function retryRefundsAt(app: FastifyInstance, now: Date): Promise<number> {
  await queueDueRefunds(app.deps, now);
  const { done } = await runJobs(app, { now, kinds: [REFUND_JOB] });
  await runJobs(app, { kinds: [MAIL_JOB] });
  return done;
}

/**
 * A second app instance on the test file's database, with its own mailer and worker: on
 * PostgreSQL its own connection pool (another instance as production runs it), on PGlite the same
 * embedded database (one process is all PGlite allows). `close` leaves the database to its owner.
 */
export async function openSecondInstance(ctx: TestContext): Promise<{ app: FastifyInstance; mails: Mail[]; close(): Promise<void> }> {
  const url = (ctx.handle as DatabaseHandle & { pool?: pg.Pool }).pool?.options.connectionString;
  const handle = url ? await openPostgres(url, { max: 3 }) : ctx.handle;
  const mails: Mail[] = [];
  const app = await buildApp({
    config: ctx.app.deps.config,
    handle,
    mailer: { send: async (mail) => void mails.push(mail) },
    serveWeb: false,
    geoWorkers: false,
  });
  return {
    app,
    mails,
    close: async () => {
      await app.close();
      if (handle !== ctx.handle) await handle.close();
    },
  };
}
