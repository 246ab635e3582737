import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, pagedStaffQuerySchema, pagedStaffSchema, staffInvitationSchema, staffInviteRequestSchema, staffProfileSchema } from '@forkly/contracts/schemas';
import { caller } from '../../plugins/auth';
import { getStaffProfile, inviteStaff, listStaff } from './staff.service';

/** The staff screens (issue 8, Services): the list, one member, and inviting a new one. */
export async function staffRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['staff'], security: [{ bearer: [] }] };

  r.get('/services', { schema: { ...secured, querystring: pagedStaffQuerySchema, response: { 200: pagedStaffSchema } } }, async (request) =>
    listStaff(app.deps, request.query),
  );

  r.get('/service/:id', { schema: { ...secured, params: idParamsSchema, response: { 200: staffProfileSchema } } }, async (request) =>
    getStaffProfile(app.deps, caller(request), request.params.id),
  );

  r.post(
    '/credential',
    {
      schema: {
        ...secured,
        description: 'Invites a SERVICE or ADMIN member by e-mail; the link (type `service`) travels only in the mail.',
        body: staffInviteRequestSchema,
        response: { 201: staffInvitationSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await inviteStaff(app.deps, caller(request), request.body)),
  );
}
