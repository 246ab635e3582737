import {
  TICKET_END_STATUSES,
  VALIDATION_MESSAGES,
  canMoveTicket,
  isTicketFinal,
  type Paged,
  type Ticket,
  type TicketResponse,
  type TicketStatus,
  type pagedResponsesQuerySchema,
  type ticketResponseRequestSchema,
} from '@forkly/contracts';
import type { z } from 'zod';
import { AppError, fieldError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import { pagedResult, pageWindow } from '../../lib/paging';
import type { AppDeps } from '../../plugins/deps';
import { seesTicketLoginNames, ticketResponder } from '../../access/ticket-access';
import { readableTicket, ticketView } from './tickets.service';
import { presentResponse } from './tickets.presenter';
import { findResponse, insertResponse, listResponses, moveTicket, type TicketRow } from './tickets.repo';

/** Refuses a move DESIGN.md section 6 does not allow; nothing changes. */
function assertMove(from: TicketStatus, to: TicketStatus): void {
  if (from !== to && !canMoveTicket(from, to)) throw new AppError('conflict');
}

/** POST /ticket/{id}/accept: a staff member takes an OPEN ticket; it becomes IN_PROGRESS and theirs. */
export async function acceptTicket(deps: AppDeps, { caller: who, id }: { caller: AccessClaims; id: number }): Promise<Ticket> {
  const ticket = await readableTicket(deps.db, who, id);
  if (ticket.status !== 'OPEN') throw new AppError('conflict');
  const moved = await moveTicket(deps.db, { id, from: ['OPEN'], to: 'IN_PROGRESS', changes: { serviceId: who.userId } });
  if (!moved) throw new AppError('conflict');
  return ticketView(deps.db, who, id);
}

/**
 * POST /service-ticket/{id}?status: staff end a ticket, COMPLETED (solved) or CLOSED (no further
 * action). An OPEN ticket can only be CLOSED; it is then recorded as handled by the closer.
 */
export async function endTicket(deps: AppDeps, { caller: who, id, status }: { caller: AccessClaims; id: number; status: TicketStatus }): Promise<Ticket> {
  const ticket = await readableTicket(deps.db, who, id);
  if (!(TICKET_END_STATUSES as readonly TicketStatus[]).includes(status)) throw new AppError('conflict');
  assertMove(ticket.status, status);
  if (ticket.status === status) throw new AppError('conflict');
  const changes = ticket.serviceId === null ? { serviceId: who.userId } : {};
  if (!(await moveTicket(deps.db, { id, from: [ticket.status], to: status, changes }))) throw new AppError('conflict');
  return ticketView(deps.db, who, id);
}

type ResponseInput = z.output<typeof ticketResponseRequestSchema>;

/**
 * The status a response leaves the ticket in. The one who raised it may add to it while it is
 * OPEN, and answering a PENDING ticket puts it back IN_PROGRESS. The staff member it is assigned
 * to may set PENDING while they wait for the customer. Who may answer: access/ticket-access.ts.
 */
function statusAfterResponse(who: AccessClaims, ticket: TicketRow, input: ResponseInput): TicketStatus {
  if (isTicketFinal(ticket.status)) throw new AppError('conflict');
  if (ticketResponder(who, ticket) === 'raiser') {
    if (input.status !== undefined) throw fieldError('status', VALIDATION_MESSAGES.invalidOption);
    return ticket.status === 'PENDING' ? 'IN_PROGRESS' : ticket.status;
  }
  const to = input.status ?? ticket.status;
  assertMove(ticket.status, to);
  return to;
}

/** POST /response/ticket/{id}: adds a response, moving the ticket as statusAfterResponse says. */
export async function respondToTicket(
  deps: AppDeps,
  { caller: who, id, response: input }: { caller: AccessClaims; id: number; response: ResponseInput },
): Promise<TicketResponse> {
  const ticket = await readableTicket(deps.db, who, id);
  const to = statusAfterResponse(who, ticket, input);
  const responseId = await deps.db.transaction(async (tx) => {
    // Also bumps updatedAt; a ticket moved meanwhile (closed by someone else) refuses the response.
    if (!(await moveTicket(tx, { id, from: [ticket.status], to }))) throw new AppError('conflict');
    return insertResponse(tx, { ticketId: id, authorId: who.userId, response: input.response });
  });
  const row = await findResponse(deps.db, responseId);
  return presentResponse(row!, seesTicketLoginNames(who));
}

type ResponsesQuery = z.output<typeof pagedResponsesQuerySchema>;

/** GET /paged-response?ticketId: the conversation, for whoever may read the ticket. */
export async function listResponsesFor(deps: AppDeps, { caller: who, query }: { caller: AccessClaims; query: ResponsesQuery }): Promise<Paged<TicketResponse>> {
  await readableTicket(deps.db, who, query.ticketId);
  const { rows, totalCount } = await listResponses(deps.db, query.ticketId, { orderBy: query.orderBy, ...pageWindow(query) });
  const loginNames = seesTicketLoginNames(who);
  return pagedResult(
    rows.map((row) => presentResponse(row, loginNames)),
    totalCount,
    query.limit,
  );
}
