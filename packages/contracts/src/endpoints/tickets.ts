import { defineEndpoint } from '../endpoint';
import { ROLES, STAFF, TICKET_RAISERS } from '../roles';

/** Support tickets and their responses (SPEC.md section 7; the lifecycle is DESIGN.md section 6's). */
const tag = 'tickets';

export const createTicket = defineEndpoint({
  method: 'POST',
  path: '/ticket',
  access: TICKET_RAISERS,
  tag,
  body: 'createTicketRequestSchema',
  answer: { status: 201, schema: 'ticketSchema' },
});

/** Ownership in the service: staff read any ticket, anyone else their own. */
export const getTicket = defineEndpoint({
  method: 'GET',
  path: '/ticket/:id',
  access: ROLES,
  tag,
  params: 'idParamsSchema',
  answer: { status: 200, schema: 'ticketSchema' },
});

/** ADMIN deletes any ticket (audited); whoever raised one withdraws it while OPEN and unanswered (decision 014). */
export const removeTicket = defineEndpoint({
  method: 'DELETE',
  path: '/ticket/:id',
  access: ['ADMIN', ...TICKET_RAISERS],
  tag,
  params: 'idParamsSchema',
  body: 'noBodySchema',
  answer: { status: 204, schema: null },
});

export const listTickets = defineEndpoint({
  method: 'GET',
  path: '/paged-ticket',
  access: ROLES,
  tag,
  query: 'pagedTicketsQuerySchema',
  answer: { status: 200, schema: 'pagedTicketsSchema' },
});

export const acceptTicket = defineEndpoint({
  method: 'POST',
  path: '/ticket/:id/accept',
  access: STAFF,
  tag,
  params: 'idParamsSchema',
  body: 'noBodySchema',
  answer: { status: 200, schema: 'ticketSchema' },
});

export const respondToTicket = defineEndpoint({
  method: 'POST',
  path: '/response/ticket/:id',
  access: ROLES,
  tag,
  description: '`response` (and, for staff, `status: PENDING`) in the query as SPEC.md spells it, or in a JSON body.',
  params: 'idParamsSchema',
  query: 'ticketResponseQuerySchema',
  body: 'ticketResponseRequestSchema',
  queryIntoBody: ['response', 'status'],
  answer: { status: 201, schema: 'ticketResponseSchema' },
});

export const listResponses = defineEndpoint({
  method: 'GET',
  path: '/paged-response',
  access: ROLES,
  tag,
  query: 'pagedResponsesQuerySchema',
  answer: { status: 200, schema: 'pagedResponsesSchema' },
});

export const endTicket = defineEndpoint({
  method: 'POST',
  path: '/service-ticket/:id',
  access: STAFF,
  tag,
  description: '`status` COMPLETED or CLOSED, in the query as SPEC.md spells it or in a JSON body.',
  params: 'idParamsSchema',
  query: 'serviceTicketQuerySchema',
  body: 'serviceTicketRequestSchema',
  queryIntoBody: ['status'],
  answer: { status: 200, schema: 'ticketSchema' },
});
