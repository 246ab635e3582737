import type { FastifyInstance } from 'fastify';
import { recordsEndpoints } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { pageOutbox } from './outbox.service';

/** The mail outbox of the offline provider, ADMIN only. */
export async function outboxRoutes(app: FastifyInstance) {
  registerEndpoint(app, recordsEndpoints.outbox, (request) => pageOutbox(app.deps, request.query));
}
