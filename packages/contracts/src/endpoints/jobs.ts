import { defineEndpoint } from '../endpoint';

/** The job queue on ADMIN's dashboard (decision 019): what is due, running, retrying or dead. */
const tag = 'jobs';

/** One page of the queue, the soonest due first, narrowed to one view. */
export const listJobs = defineEndpoint({
  method: 'GET',
  path: '/jobs',
  access: ['ADMIN'],
  tag,
  query: 'jobsQuerySchema',
  answer: { status: 200, schema: 'pagedJobsSchema' },
});

/** A dead job is queued again now, with fresh attempts (recorded in the audit log). */
export const retryJob = defineEndpoint({
  method: 'POST',
  path: '/jobs/:id/retry',
  access: ['ADMIN'],
  tag,
  params: 'idParamsSchema',
  body: 'noBodySchema',
  answer: { status: 200, schema: 'jobSchema' },
});
