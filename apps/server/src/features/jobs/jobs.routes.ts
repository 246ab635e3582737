import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, jobSchema, jobsQuerySchema, pagedJobsSchema } from '@forkly/contracts/schemas';
import { caller } from '../../plugins/auth';
import { pageJobs, retryDeadJob } from './jobs.service';

const noBody = z.strictObject({}).nullish();

/** The job queue on ADMIN's dashboard (decision 019): what is due, running, retrying or dead. */
export async function jobsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['jobs'], security: [{ bearer: [] }] };
  r.get('/jobs', { schema: { ...secured, querystring: jobsQuerySchema, response: { 200: pagedJobsSchema } } }, async (request) => pageJobs(app.deps, request.query));
  r.post('/jobs/:id/retry', { schema: { ...secured, params: idParamsSchema, body: noBody, response: { 200: jobSchema } } }, async (request) =>
    retryDeadJob(app.deps, { id: request.params.id, actorId: caller(request).userId }),
  );
}
