import type { CreateTicketValues, Paged, Ticket, pagedTicketsQuerySchema } from '@forkly/contracts';
import type { z } from 'zod';
import type { Database, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import { pagedResult, pageWindow, timeRange } from '../../lib/paging';
import type { AppDeps } from '../../plugins/deps';
import { recordStaffAction } from '../audit/audit.service';
import { isStaff } from '../../access/access';
import { maySeeOrder } from '../../access/order-visibility';
import { ownRestaurant } from '../../access/restaurant-scope';
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

/**
 * Who may read a ticket (DESIGN.md section 3): the account that raised it, the staff member it is
 * assigned to, and staff. To anyone else it does not exist.
 */
export function assertCanReadTicket(who: AccessClaims, ticket: Pick<TicketRow, 'userId' | 'serviceId'>): void {
  if (isStaff(who) || ticket.userId === who.userId || ticket.serviceId === who.userId) return;
  throw new AppError('notFound');
}

/** The ticket, if the caller may read it. */
export async function readableTicket(db: Database | Tx, who: AccessClaims, id: number): Promise<TicketRow> {
  const ticket = await findTicket(db, id);
  if (!ticket) throw new AppError('notFound');
  assertCanReadTicket(who, ticket);
  return ticket;
}

/** The ticket as the caller sees it (login names only for staff). */
export async function ticketView(db: Database | Tx, who: AccessClaims, id: number): Promise<Ticket> {
  const ticket = await readableTicket(db, who, id);
  const counts = await countResponses(db, [id]);
  return presentTicket(ticket, counts.get(id) ?? 0, isStaff(who));
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
  // Staff answer tickets; ROUTE_ACCESS keeps them from raising one.
  if (isStaff(who)) throw new AppError('forbidden');
  const order = orderId === undefined ? undefined : await findOrderParties(db, orderId);
  if (orderId !== undefined && (!order || !maySeeOrder(who, order))) throw new AppError('orderNotFound');
  switch (who.role) {
    case 'COURIER':
      return { restaurantId: order?.restaurantId ?? null, courierId: who.userId };
    case 'RESTAURANT_ADMIN':
    case 'RESTAURANT_BRANCH':
      return { restaurantId: order?.restaurantId ?? (await ownRestaurant(db, who))?.id ?? null, courierId: order?.courierId ?? null };
    default:
      return { restaurantId: order?.restaurantId ?? null, courierId: order?.courierId ?? null };
  }
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

/**
 * The caller's view of the list: staff see every ticket; anyone else only those they raised, so
 * their filters may narrow the list but never widen it.
 */
function scopeFor(who: AccessClaims, query: ListQuery): TicketListFilter {
  const filter: TicketListFilter = {
    userId: query.userId,
    restaurantId: query.restaurantId,
    courierId: query.courierId,
    serviceId: query.serviceId,
    status: query.status,
    // `to` as a plain date means the whole of that day (UTC); a date-time is taken as it is.
    ...timeRange(query.from, query.to),
  };
  if (isStaff(who)) return filter;
  if (query.userId !== undefined && query.userId !== who.userId) throw new AppError('forbidden');
  return { ...filter, userId: who.userId };
}

/** GET /paged-ticket (SPEC.md section 3's ticket filters; DATE descending by default). */
export async function listTicketsFor(deps: AppDeps, { caller: who, query }: { caller: AccessClaims; query: ListQuery }): Promise<Paged<Ticket>> {
  const { rows, totalCount } = await listTickets(deps.db, scopeFor(who, query), { sortBy: query.sortBy, orderBy: query.orderBy, ...pageWindow(query) });
  const counts = await countResponses(
    deps.db,
    rows.map((r) => r.id),
  );
  const staff = isStaff(who);
  return pagedResult(
    rows.map((row) => presentTicket(row, counts.get(row.id) ?? 0, staff)),
    totalCount,
    query.limit,
  );
}

/**
 * DELETE /ticket/{id}: ADMIN removes any ticket, with its responses, recorded as `ticket.delete`
 * (decision 014); the account that raised one may withdraw it while it is still OPEN and nobody
 * has responded. Anyone else is refused (SERVICE already by ROUTE_ACCESS).
 */
export async function removeTicket(deps: AppDeps, { caller: who, id }: { caller: AccessClaims; id: number }): Promise<void> {
  const ticket = await readableTicket(deps.db, who, id);
  if (who.role === 'ADMIN') {
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
  if (ticket.userId !== who.userId) throw new AppError('forbidden');
  if (!(await deleteUnansweredTicket(deps.db, id))) throw new AppError('conflict');
}
