import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outboxMailSchema, pagedSchema, pageQuerySchema } from '@forkly/contracts';
import { pageOutbox } from './outbox.service';

const outboxQuery = pageQuerySchema.pick({ page: true, limit: true });

/** The mail outbox of the offline provider, ADMIN only. */
export async function outboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/outbox',
    { schema: { tags: ['outbox'], security: [{ bearer: [] }], querystring: outboxQuery, response: { 200: pagedSchema(outboxMailSchema) } } },
    async (request) => pageOutbox(app.deps, request.query),
  );
}
