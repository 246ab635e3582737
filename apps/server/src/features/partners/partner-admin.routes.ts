import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VALIDATION_MESSAGES } from '@forkly/contracts';
import { changeStateQuerySchema, idParamsSchema, pagedPartnerRequestsSchema, pagedRegistrationsQuerySchema, partnerRequestDetailSchema, reviewBodySchema, reviewQuerySchema, signOffBodySchema, signOffQuerySchema } from '@forkly/contracts/schemas';
import { fieldError } from '../../lib/app-error';
import { caller } from '../../plugins/auth';
import { getPartnerRequest, listPartnerRequests } from './partner-admin.service';
import { resendInvitation } from './partner-invitation.service';
import { decidePartnerRequest, reviewPartnerRequest, signOffPartnerRequest } from './partner-review.service';

const noBody = z.strictObject({}).nullish();

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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['partners'], security: [{ bearer: [] }] };
  const detail = { ...secured, params: idParamsSchema, response: { 200: partnerRequestDetailSchema } };

  r.get('/paged-registrations', { schema: { ...secured, querystring: pagedRegistrationsQuerySchema, response: { 200: pagedPartnerRequestsSchema } } }, async (request) =>
    listPartnerRequests(app.deps, caller(request), request.query),
  );

  r.get('/partner/:id', { schema: detail }, async (request) => getPartnerRequest(app.deps, caller(request), request.params.id));

  r.put('/partner/:id/review', { schema: { ...detail, querystring: reviewQuerySchema, body: reviewBodySchema.nullish() } }, async (request) => {
    const statement = statementOf(request.query.reviewStatement, request.body?.reviewStatement, 'reviewStatement', VALIDATION_MESSAGES.reviewRequired);
    await reviewPartnerRequest(app.deps, { caller: caller(request), id: request.params.id, statement });
    return getPartnerRequest(app.deps, caller(request), request.params.id);
  });

  r.put('/partner/:id/sign-off', { schema: { ...detail, querystring: signOffQuerySchema, body: signOffBodySchema.nullish() } }, async (request) => {
    const statement = statementOf(request.query.signoffStatement, request.body?.signoffStatement, 'signoffStatement', VALIDATION_MESSAGES.statementRequired);
    await signOffPartnerRequest(app.deps, { caller: caller(request), id: request.params.id, statement });
    return getPartnerRequest(app.deps, caller(request), request.params.id);
  });

  r.put('/partner/:id/change-state', { schema: { ...detail, querystring: changeStateQuerySchema, body: noBody } }, async (request) => {
    await decidePartnerRequest(app.deps, { caller: caller(request), id: request.params.id, state: request.query.state });
    return getPartnerRequest(app.deps, caller(request), request.params.id);
  });

  r.post('/partner/:id/resend-invitation', { schema: { ...detail, body: noBody } }, async (request) => {
    await resendInvitation(app.deps, { caller: caller(request), id: request.params.id });
    return getPartnerRequest(app.deps, caller(request), request.params.id);
  });
}
