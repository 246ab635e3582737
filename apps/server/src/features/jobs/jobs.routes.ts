import type { FastifyInstance } from 'fastify';
import { jobsEndpoints as jobs } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { pageJobs, retryDeadJob } from './jobs.service';

/** The job queue on ADMIN's dashboard (decision 019): what is due, running, retrying or dead. */
export async function jobsRoutes(app: FastifyInstance) {
  const { deps } = app;
  registerEndpoint(app, jobs.listJobs, (request) => pageJobs(deps, request.query));
  registerEndpoint(app, jobs.retryJob, (request) => retryDeadJob(deps, { caller: caller(request), id: request.params.id }));
}
