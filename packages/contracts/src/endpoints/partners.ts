import { defineEndpoint } from '../endpoint';
import { PARTNER_ADMINISTRATORS } from '../roles';

/**
 * Partner registration (SPEC.md section 7; DESIGN.md section 6a), and the staff's partner requests
 * (issue 8; SPEC.md sections 4 and 7): each change answers the request as it is now.
 */
const tag = 'partners';

export const registerPartner = defineEndpoint({
  method: 'POST',
  path: '/partner/:type/registration',
  access: 'public',
  tag,
  params: 'partnerTypeParamsSchema',
  body: 'partnerRequestSchema',
  answer: { status: 201, schema: 'createdSchema' },
});

export const listPartnerRequests = defineEndpoint({
  method: 'GET',
  path: '/paged-registrations',
  access: PARTNER_ADMINISTRATORS,
  tag,
  query: 'pagedRegistrationsQuerySchema',
  answer: { status: 200, schema: 'pagedPartnerRequestsSchema' },
});

export const getPartnerRequest = defineEndpoint({
  method: 'GET',
  path: '/partner/:id',
  access: PARTNER_ADMINISTRATORS,
  tag,
  params: 'idParamsSchema',
  answer: { status: 200, schema: 'partnerRequestDetailSchema' },
});

/** The statement in the query as SPEC.md spells it, or in a JSON body; one of them must carry it. */
export const reviewPartnerRequest = defineEndpoint({
  method: 'PUT',
  path: '/partner/:id/review',
  access: PARTNER_ADMINISTRATORS,
  tag,
  params: 'idParamsSchema',
  query: 'reviewQuerySchema',
  body: 'optionalReviewBodySchema',
  answer: { status: 200, schema: 'partnerRequestDetailSchema' },
});

export const signOffPartnerRequest = defineEndpoint({
  method: 'PUT',
  path: '/partner/:id/sign-off',
  access: PARTNER_ADMINISTRATORS,
  tag,
  params: 'idParamsSchema',
  query: 'signOffQuerySchema',
  body: 'optionalSignOffBodySchema',
  answer: { status: 200, schema: 'partnerRequestDetailSchema' },
});

export const decidePartnerRequest = defineEndpoint({
  method: 'PUT',
  path: '/partner/:id/change-state',
  access: PARTNER_ADMINISTRATORS,
  tag,
  params: 'idParamsSchema',
  query: 'decideQuerySchema',
  body: 'noBodySchema',
  answer: { status: 200, schema: 'partnerRequestDetailSchema' },
});

export const resendPartnerInvitation = defineEndpoint({
  method: 'POST',
  path: '/partner/:id/resend-invitation',
  access: PARTNER_ADMINISTRATORS,
  tag,
  params: 'idParamsSchema',
  body: 'noBodySchema',
  answer: { status: 200, schema: 'partnerRequestDetailSchema' },
});
