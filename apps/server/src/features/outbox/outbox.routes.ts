import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outboxQuerySchema, pagedOutboxSchema } from '@forkly/contracts/schemas';
import { pageOutbox } from './outbox.service';

/** The mail outbox of the offline provider, ADMIN only. */
export async function outboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/outbox',
    { schema: { tags: ['outbox'], security: [{ bearer: [] }], querystring: outboxQuerySchema, response: { 200: pagedOutboxSchema } } },
    async (request) => pageOutbox(app.deps, request.query),
  );
}
