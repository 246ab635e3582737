import { z } from 'zod';
import { JOB_STATES, JOB_VIEWS } from '../jobs';
import { pageQuerySchema, pagedSchema } from './paging';

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
export const jobsQuerySchema = pageQuerySchema
  .pick({ page: true, limit: true })
  .extend({ view: z.enum(JOB_VIEWS).optional() })
  .strict();
