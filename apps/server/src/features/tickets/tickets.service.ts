import type { CreateTicketValues, Paged, Ticket, pagedTicketsQuerySchema } from '@forkly/contracts';
import type { z } from 'zod';
import type { Database, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { presentTicket } from './tickets.presenter';
import {
  countResponses,
  deleteTicket,
  deleteUnansweredTicket,
  findOrderParties,
  findTicket,
  insertTicket,
  listTickets,
  restaurantsOfAccount,
  type TicketListFilter,
  type TicketRow,
} from './tickets.repo';

/** SERVICE and ADMIN handle tickets: they see all of them. */
export function isStaff(who: AccessClaims): boolean {
  return who.role === 'ADMIN' || who.role === 'SERVICE';
}

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
export function getTicket(deps: AppDeps, who: AccessClaims, id: number): Promise<Ticket> {
  return ticketView(deps.db, who, id);
}

/**
 * The restaurant and courier a new ticket names (SPEC.md section 3's filters), by the caller's
 * role and the order it is about. The order must be the caller's own: a customer's order, a
 * courier's delivery, or an order of the restaurant (or its branches).
 */
async function ticketParties(db: Database, who: AccessClaims, orderId: number | undefined) {
  const order = orderId === undefined ? undefined : await findOrderParties(db, orderId);
  if (orderId !== undefined && !order) throw new AppError('orderNotFound');
  switch (who.role) {
    case 'USER':
      if (order && order.userId !== who.userId) throw new AppError('orderNotFound');
      return { restaurantId: order?.restaurantId ?? null, courierId: order?.courierId ?? null };
    case 'COURIER':
      if (order && order.courierId !== who.userId) throw new AppError('orderNotFound');
      return { restaurantId: order?.restaurantId ?? null, courierId: who.userId };
    case 'RESTAURANT_ADMIN':
    case 'RESTAURANT_BRANCH': {
      const restaurants = await restaurantsOfAccount(db, who.userId);
      if (order && !restaurants.all.includes(order.restaurantId)) throw new AppError('orderNotFound');
      return { restaurantId: order?.restaurantId ?? restaurants.own, courierId: order?.courierId ?? null };
    }
    default:
      // Staff answer tickets; ROUTE_ACCESS keeps them from raising one.
      throw new AppError('forbidden');
  }
}

/** POST /ticket: a customer, courier or restaurant raises a support ticket; it starts OPEN. */
export async function createTicket(deps: AppDeps, who: AccessClaims, input: CreateTicketValues): Promise<Ticket> {
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

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** `to` as a plain date means the whole of that day (UTC); a date-time is taken as it is. */
function toBound(to: string): NonNullable<TicketListFilter['to']> {
  return DATE_ONLY.test(to) ? { at: new Date(Date.parse(to) + DAY_MS), inclusive: false } : { at: new Date(to), inclusive: true };
}

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
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? toBound(query.to) : undefined,
  };
  if (isStaff(who)) return filter;
  if (query.userId !== undefined && query.userId !== who.userId) throw new AppError('forbidden');
  return { ...filter, userId: who.userId };
}

/** GET /paged-ticket (SPEC.md section 3's ticket filters; DATE descending by default). */
export async function listTicketsFor(deps: AppDeps, who: AccessClaims, query: ListQuery): Promise<Paged<Ticket>> {
  const { rows, totalCount } = await listTickets(deps.db, scopeFor(who, query), {
    sortBy: query.sortBy,
    orderBy: query.orderBy,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  const counts = await countResponses(deps.db, rows.map((r) => r.id));
  const staff = isStaff(who);
  return {
    results: rows.map((row) => presentTicket(row, counts.get(row.id) ?? 0, staff)),
    totalCount,
    totalPages: Math.ceil(totalCount / query.limit),
  };
}

/**
 * DELETE /ticket/{id}: ADMIN removes any ticket; the account that raised one may withdraw it
 * while it is still OPEN and nobody has responded. Anyone else is refused.
 */
export async function removeTicket(deps: AppDeps, who: AccessClaims, id: number): Promise<void> {
  const ticket = await readableTicket(deps.db, who, id);
  if (who.role === 'ADMIN') {
    if (!(await deleteTicket(deps.db, id))) throw new AppError('notFound');
    return;
  }
  if (ticket.userId !== who.userId) throw new AppError('forbidden');
  if (!(await deleteUnansweredTicket(deps.db, id))) throw new AppError('conflict');
}
