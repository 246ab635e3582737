import type { FastifyInstance, FastifyRequest } from 'fastify';
import { partnersEndpoints as partners, VALIDATION_MESSAGES } from '@forkly/contracts';
import { fieldError } from '../../lib/app-error';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { getPartnerRequest, listPartnerRequests } from './partner-admin.service';
import { resendInvitation } from './partner-invitation.service';
import { decidePartnerRequest, reviewPartnerRequest, signOffPartnerRequest } from './partner-review.service';

/** SPEC.md puts a statement in the query; a JSON body may carry it instead. One of them must. */
function statementOf(fromQuery: string | undefined, fromBody: string | undefined, field: string, message: string): string {
  const statement = fromQuery ?? fromBody;
  if (!statement) throw fieldError(field, message);
  return statement;
}

/**
 * The staff's partner requests (issue 8; SPEC.md sections 4 and 7): the list, one request, review,
 * sign-off, the decision, and the invitation sent again. Each change answers the request as it is now.
 */
export async function partnerAdminRoutes(app: FastifyInstance) {
  const { deps } = app;
  const current = (request: FastifyRequest, id: number) => getPartnerRequest(deps, { caller: caller(request), id });

  registerEndpoint(app, partners.listPartnerRequests, (request) => listPartnerRequests(deps, { caller: caller(request), query: request.query }));

  registerEndpoint(app, partners.getPartnerRequest, (request) => current(request, request.params.id));

  registerEndpoint(app, partners.reviewPartnerRequest, async (request) => {
    const statement = statementOf(request.query.reviewStatement, request.body?.reviewStatement, 'reviewStatement', VALIDATION_MESSAGES.reviewRequired);
    await reviewPartnerRequest(deps, { caller: caller(request), id: request.params.id, statement });
    return current(request, request.params.id);
  });

  registerEndpoint(app, partners.signOffPartnerRequest, async (request) => {
    const statement = statementOf(request.query.signoffStatement, request.body?.signoffStatement, 'signoffStatement', VALIDATION_MESSAGES.statementRequired);
    await signOffPartnerRequest(deps, { caller: caller(request), id: request.params.id, statement });
    return current(request, request.params.id);
  });

  registerEndpoint(app, partners.decidePartnerRequest, async (request) => {
    await decidePartnerRequest(deps, { caller: caller(request), id: request.params.id, state: request.query.state });
    return current(request, request.params.id);
  });

  registerEndpoint(app, partners.resendPartnerInvitation, async (request) => {
    await resendInvitation(deps, { caller: caller(request), id: request.params.id });
    return current(request, request.params.id);
  });
}
