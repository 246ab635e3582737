import type { FastifyInstance } from 'fastify';
import { branchesEndpoints as branches } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { addBranch, listBranches } from './branches.service';

/** A restaurant's branches (DESIGN.md section 6, "Branches"; SPEC.md section 7). */
export async function branchesRoutes(app: FastifyInstance) {
  const { deps } = app;
  registerEndpoint(app, branches.listBranches, (request) => listBranches(deps, { caller: caller(request), id: request.params.id, query: request.query }));
  registerEndpoint(app, branches.addBranch, (request) => addBranch(deps, { caller: caller(request), branch: request.body }));
}
