import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffEndpoints } from '@forkly/contracts';
import { pagedStaffQuerySchema, pagedStaffSchema, staffInvitationSchema, staffInviteRequestSchema } from '@forkly/contracts/schemas';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { getStaffProfile, inviteStaff, listStaff } from './staff.service';

/** The staff screens (issue 8, Services): the list, one member, and inviting a new one. */
export async function staffRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['staff'], security: [{ bearer: [] }] };

  r.get('/services', { schema: { ...secured, querystring: pagedStaffQuerySchema, response: { 200: pagedStaffSchema } } }, async (request) =>
    listStaff(app.deps, request.query),
  );

  registerEndpoint(app, staffEndpoints.getStaffProfile, (request) => getStaffProfile(app.deps, { caller: caller(request), id: request.params.id }));

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
