import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inviteRequestSchema, partnerTypeSchema } from '@forkly/contracts/schemas';
import { assertMayInvite } from '../../access/user-administration';
import { caller } from '../../plugins/auth';
import { createInvitation } from './invitations.service';

/**
 * POST /invitation/{type}: staff invite a restaurant, courier or service colleague by e-mail (the
 * invite form of SPEC.md section 3). The code travels only in the mail, never in the answer, so
 * staff cannot complete an account in someone else's name. Only ADMIN invites a service colleague.
 */
export async function invitationsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/invitation/:type',
    {
      schema: {
        tags: ['accounts'],
        params: z.object({ type: partnerTypeSchema }),
        body: inviteRequestSchema,
        response: { 202: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      assertMayInvite(caller(request), request.params.type);
      await createInvitation(app.deps, { partnerType: request.params.type, email: request.body.email, note: request.body.note });
      return reply.code(202).send({ ok: true as const });
    },
  );
}
