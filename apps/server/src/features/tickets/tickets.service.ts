import type { CreateTicketValues, Paged, Ticket, pagedTicketsQuerySchema } from '@forkly/contracts';
import type { z } from 'zod';
import type { Database, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import { pagedResult, pageWindow, timeRange } from '../../lib/paging';
import type { AppDeps } from '../../plugins/deps';
import { recordStaffAction } from '../audit/audit.service';
import { runsARestaurant } from '../../access/access';
import { maySeeOrder } from '../../access/order-visibility';
import { ownRestaurant } from '../../access/restaurant-scope';
import { assertMayRaiseTicket, assertMayReadTicket, seesTicketLoginNames, ticketListRaiser, ticketRemoval } from '../../access/ticket-access';
import { presentTicket } from './tickets.presenter';
import {
  countResponses,
  deleteTicket,
  deleteUnansweredTicket,
  findOrderParties,
  findTicket,
  insertTicket,
  listTickets,
  type TicketListFilter,
  type TicketRow,
} from './tickets.repo';

/** The ticket, if the caller may read it (access/ticket-access.ts); to anyone else it does not exist. */
export async function readableTicket(db: Database | Tx, who: AccessClaims, id: number): Promise<TicketRow> {
  const ticket = await findTicket(db, id);
  if (!ticket) throw new AppError('notFound');
  assertMayReadTicket(who, ticket);
  return ticket;
}

/** The ticket as the caller sees it (login names only for staff). */
export async function ticketView(db: Database | Tx, who: AccessClaims, id: number): Promise<Ticket> {
  const ticket = await readableTicket(db, who, id);
  const counts = await countResponses(db, [id]);
  return presentTicket(ticket, counts.get(id) ?? 0, seesTicketLoginNames(who));
}

/** GET /ticket/{id} */
export function getTicket(deps: AppDeps, { caller, id }: { caller: AccessClaims; id: number }): Promise<Ticket> {
  return ticketView(deps.db, caller, id);
}

/**
 * The restaurant and courier a new ticket names (SPEC.md section 3's filters), by the caller's
 * role and the order it is about. The order must be the caller's own: a customer's order, a
 * courier's delivery, or an order of the restaurant (or its branches).
 */
async function ticketParties(db: Database, who: AccessClaims, orderId: number | undefined) {
  assertMayRaiseTicket(who);
  const order = orderId === undefined ? undefined : await findOrderParties(db, orderId);
  if (orderId !== undefined && (!order || !maySeeOrder(who, order))) throw new AppError('orderNotFound');
  if (who.role === 'COURIER') return { restaurantId: order?.restaurantId ?? null, courierId: who.userId };
  if (runsARestaurant(who)) return { restaurantId: order?.restaurantId ?? (await ownRestaurant(db, who))?.id ?? null, courierId: order?.courierId ?? null };
  return { restaurantId: order?.restaurantId ?? null, courierId: order?.courierId ?? null };
}

/** POST /ticket: a customer, courier or restaurant raises a support ticket; it starts OPEN. */
export async function createTicket(deps: AppDeps, { caller: who, ticket: input }: { caller: AccessClaims; ticket: CreateTicketValues }): Promise<Ticket> {
  const parties = await ticketParties(deps.db, who, input.orderId);
  const id = await insertTicket(deps.db, {
    userId: who.userId,
    ...parties,
    orderId: input.orderId ?? null,
    issueType: input.issuetype,
    subject: input.subject,
    description: input.description,
    status: 'OPEN',
  });
  return ticketView(deps.db, who, id);
}

type ListQuery = z.output<typeof pagedTicketsQuerySchema>;

/** The caller's view of the list: filters narrow it, never widen it (access/ticket-access.ts). */
function scopeFor(who: AccessClaims, query: ListQuery): TicketListFilter {
  return {
    userId: ticketListRaiser(who, query.userId),
    restaurantId: query.restaurantId,
    courierId: query.courierId,
    serviceId: query.serviceId,
    status: query.status,
    // `to` as a plain date means the whole of that day (UTC); a date-time is taken as it is.
    ...timeRange(query.from, query.to),
  };
}

/** GET /paged-ticket (SPEC.md section 3's ticket filters; DATE descending by default). */
export async function listTicketsFor(deps: AppDeps, { caller: who, query }: { caller: AccessClaims; query: ListQuery }): Promise<Paged<Ticket>> {
  const { rows, totalCount } = await listTickets(deps.db, scopeFor(who, query), { sortBy: query.sortBy, orderBy: query.orderBy, ...pageWindow(query) });
  const counts = await countResponses(
    deps.db,
    rows.map((r) => r.id),
  );
  const loginNames = seesTicketLoginNames(who);
  return pagedResult(
    rows.map((row) => presentTicket(row, counts.get(row.id) ?? 0, loginNames)),
    totalCount,
    query.limit,
  );
}

/**
 * DELETE /ticket/{id} (who may: access/ticket-access.ts): ADMIN's delete removes the ticket with
 * its responses, recorded as `ticket.delete` (decision 014); a withdrawal succeeds only while the
 * ticket is still OPEN and nobody has responded.
 */
export async function removeTicket(deps: AppDeps, { caller: who, id }: { caller: AccessClaims; id: number }): Promise<void> {
  const ticket = await readableTicket(deps.db, who, id);
  if (ticketRemoval(who, ticket) === 'delete') {
    await deps.db.transaction(async (tx) => {
      if (!(await deleteTicket(tx, id))) throw new AppError('notFound');
      await recordStaffAction(tx, {
        actorId: who.userId,
        action: 'ticket.delete',
        entity: 'ticket',
        entityId: id,
        before: {
          subject: ticket.subject,
          status: ticket.status,
          userId: ticket.userId,
          serviceId: ticket.serviceId,
          orderId: ticket.orderId,
          issueType: ticket.issueType,
        },
      });
    });
    return;
  }
  if (!(await deleteUnansweredTicket(deps.db, id))) throw new AppError('conflict');
}
