import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addBranchSchema, branchListQuerySchema, branchPageSchema, branchSchema, idParamsSchema } from '@forkly/contracts/schemas';
import { caller } from '../../plugins/auth';
import { addBranch, listBranches } from './branches.service';

/** A restaurant's branches (DESIGN.md section 6, "Branches"; SPEC.md section 7). */
export async function branchesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['branches'], security: [{ bearer: [] }] };

  r.get(
    '/restaurant/:id/branches',
    { schema: { ...secured, params: idParamsSchema, querystring: branchListQuerySchema, response: { 200: branchPageSchema } } },
    async (request) => listBranches(app.deps, caller(request), request.params.id, request.query),
  );

  r.post(
    '/restaurant/add-branch',
    {
      schema: {
        ...secured,
        description: "A branch of the caller's restaurant with its own login (RESTAURANT_BRANCH), starting with a copy of the menus and extras.",
        body: addBranchSchema,
        response: { 201: branchSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await addBranch(app.deps, caller(request), request.body)),
  );
}
