import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from './paging';

/** A job's life (decision 019): queued (due at runAt), running (claimed by one instance), dead (gave up). */
export const JOB_STATES = ['queued', 'running', 'dead'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** The kinds of work the queue runs; the ADMIN screen names each one. */
export const JOB_KINDS = ['mail.send', 'order.refund', 'orders.sweep'] as const;

/**
 * The ADMIN screen's filters: due (queued, runAt passed), scheduled (queued for later), running,
 * retrying (queued again after a failure), dead, and refund-due (a refund retrying or dead).
 */
export const JOB_VIEWS = ['due', 'scheduled', 'running', 'retrying', 'dead', 'refund-due'] as const;
export type JobView = (typeof JOB_VIEWS)[number];

export const jobSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** Set for work that exists once: the sweeper's tick, the refund of one order. */
  key: z.string().nullable(),
  state: z.enum(JOB_STATES),
  runAt: z.string(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Job = z.infer<typeof jobSchema>;
export const pagedJobsSchema = pagedSchema(jobSchema);

/** GET /jobs: a page of jobs, the soonest due first; `view` narrows to one of JOB_VIEWS. */
export const jobsQuerySchema = pageQuerySchema.pick({ page: true, limit: true }).extend({ view: z.enum(JOB_VIEWS).optional() }).strict();
