import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createTicketRequestSchema, idParamsSchema, pagedResponsesQuerySchema, pagedResponsesSchema, pagedTicketsQuerySchema, pagedTicketsSchema, serviceTicketQuerySchema, serviceTicketRequestSchema, ticketResponseQuerySchema, ticketResponseRequestSchema, ticketResponseSchema, ticketSchema } from '@forkly/contracts/schemas';
import { noContentSchema } from '../../lib/no-content';
import { caller } from '../../plugins/auth';
import { acceptTicket, endTicket, listResponsesFor, respondToTicket } from './ticket-moves.service';
import { createTicket, getTicket, listTicketsFor, removeTicket } from './tickets.service';

const noBody = z.strictObject({}).nullish();

/**
 * SPEC.md puts the response and the status in the query; a JSON body may carry them instead. The
 * query's values fill in what the body lacks, then the body schema decides (one set of messages).
 */
function queryIntoBody(keys: string[]) {
  return async (request: FastifyRequest) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const fromQuery = Object.fromEntries(keys.filter((k) => query[k] !== undefined).map((k) => [k, query[k]]));
    const body = request.body;
    if (body === undefined || body === null) request.body = fromQuery;
    else if (typeof body === 'object' && !Array.isArray(body)) request.body = { ...fromQuery, ...body };
  };
}

/** Support tickets and their responses (SPEC.md section 7; lifecycle in DESIGN.md section 6). */
export async function ticketsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['tickets'], security: [{ bearer: [] }] };

  r.post(
    '/ticket',
    { schema: { ...secured, body: createTicketRequestSchema, response: { 201: ticketSchema } } },
    async (request, reply) => reply.code(201).send(await createTicket(app.deps, caller(request), request.body)),
  );

  r.get('/ticket/:id', { schema: { ...secured, params: idParamsSchema, response: { 200: ticketSchema } } }, async (request) =>
    getTicket(app.deps, caller(request), request.params.id),
  );

  r.delete('/ticket/:id', { schema: { ...secured, params: idParamsSchema, body: noBody, response: { 204: noContentSchema } } }, async (request, reply) => {
    await removeTicket(app.deps, caller(request), request.params.id);
    return reply.code(204).send();
  });

  r.get('/paged-ticket', { schema: { ...secured, querystring: pagedTicketsQuerySchema, response: { 200: pagedTicketsSchema } } }, async (request) =>
    listTicketsFor(app.deps, caller(request), request.query),
  );

  r.post(
    '/ticket/:id/accept',
    { schema: { ...secured, params: idParamsSchema, body: noBody, response: { 200: ticketSchema } } },
    async (request) => acceptTicket(app.deps, caller(request), request.params.id),
  );

  r.post(
    '/response/ticket/:id',
    {
      schema: {
        ...secured,
        description: '`response` (and, for staff, `status: PENDING`) in the query as SPEC.md spells it, or in a JSON body.',
        params: idParamsSchema,
        querystring: ticketResponseQuerySchema,
        body: ticketResponseRequestSchema,
        response: { 201: ticketResponseSchema },
      },
      preValidation: queryIntoBody(['response', 'status']),
    },
    async (request, reply) => reply.code(201).send(await respondToTicket(app.deps, caller(request), request.params.id, request.body)),
  );

  r.get(
    '/paged-response',
    { schema: { ...secured, querystring: pagedResponsesQuerySchema, response: { 200: pagedResponsesSchema } } },
    async (request) => listResponsesFor(app.deps, caller(request), request.query),
  );

  r.post(
    '/service-ticket/:id',
    {
      schema: {
        ...secured,
        description: '`status` COMPLETED or CLOSED, in the query as SPEC.md spells it or in a JSON body.',
        params: idParamsSchema,
        querystring: serviceTicketQuerySchema,
        body: serviceTicketRequestSchema,
        response: { 200: ticketSchema },
      },
      preValidation: queryIntoBody(['status']),
    },
    async (request) => endTicket(app.deps, caller(request), request.params.id, request.body.status),
  );
}
