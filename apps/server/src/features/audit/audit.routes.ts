import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditQuerySchema, pagedAuditSchema } from '@forkly/contracts/schemas';
import { pageAuditLog } from './audit.service';

/** ADMIN's record of staff actions (issue 8, "Accountability"). */
export async function auditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/audit-log',
    { schema: { tags: ['audit'], security: [{ bearer: [] }], querystring: auditQuerySchema, response: { 200: pagedAuditSchema } } },
    async (request) => pageAuditLog(app.deps, request.query),
  );
}
