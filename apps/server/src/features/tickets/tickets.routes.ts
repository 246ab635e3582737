import type { FastifyInstance } from 'fastify';
import { ticketsEndpoints as tickets } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { acceptTicket, endTicket, listResponsesFor, respondToTicket } from './ticket-moves.service';
import { createTicket, getTicket, listTicketsFor, removeTicket } from './tickets.service';

/** Support tickets and their responses (SPEC.md section 7; lifecycle in DESIGN.md section 6). */
export async function ticketsRoutes(app: FastifyInstance) {
  const { deps } = app;
  registerEndpoint(app, tickets.createTicket, (request) => createTicket(deps, { caller: caller(request), ticket: request.body }));
  registerEndpoint(app, tickets.getTicket, (request) => getTicket(deps, { caller: caller(request), id: request.params.id }));
  registerEndpoint(app, tickets.removeTicket, (request) => removeTicket(deps, { caller: caller(request), id: request.params.id }));
  registerEndpoint(app, tickets.listTickets, (request) => listTicketsFor(deps, { caller: caller(request), query: request.query }));
  registerEndpoint(app, tickets.acceptTicket, (request) => acceptTicket(deps, { caller: caller(request), id: request.params.id }));
  registerEndpoint(app, tickets.respondToTicket, (request) =>
    respondToTicket(deps, { caller: caller(request), id: request.params.id, response: request.body }),
  );
  registerEndpoint(app, tickets.listResponses, (request) => listResponsesFor(deps, { caller: caller(request), query: request.query }));
  registerEndpoint(app, tickets.endTicket, (request) => endTicket(deps, { caller: caller(request), id: request.params.id, status: request.body.status }));
}
