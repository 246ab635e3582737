import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdSchema, partnerRequestSchema, partnerTypeSchema } from '@forkly/contracts/schemas';
import { registerPartner } from './partners.service';

const typeParams = z.object({ type: partnerTypeSchema });

/** Partner registration (SPEC.md section 7; DESIGN.md section 6a): one path per partner type. */
export async function partnersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/partner/:type/registration',
    {
      schema: { tags: ['partners'], params: typeParams, body: partnerRequestSchema, response: { 201: createdSchema } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => reply.code(201).send(await registerPartner(app.deps, request.params.type, request.body)),
  );
}
