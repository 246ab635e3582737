import type { TicketStatus } from '@forkly/contracts';
import { AppError } from '../lib/app-error';
import type { AccessClaims } from '../lib/jwt';
import { isStaff } from './access';

/*
 * Who may read, raise, list, answer and remove support tickets (DESIGN.md sections 3 and 6;
 * decision 014). This is the one place the rule is written; the ticket services ask it. Which
 * roles may call each endpoint at all is the contracts' (`TICKET_RAISERS`, `STAFF`).
 */

type Caller = Pick<AccessClaims, 'userId' | 'role'>;

/** The columns that decide who a ticket concerns: who raised it and the staff member it is assigned to. */
export interface TicketParties {
  userId: number;
  serviceId: number | null;
  status: TicketStatus;
}

/** The account that raised it, the staff member it is assigned to, and staff. */
export function mayReadTicket(who: Caller, ticket: Pick<TicketParties, 'userId' | 'serviceId'>): boolean {
  return isStaff(who) || ticket.userId === who.userId || ticket.serviceId === who.userId;
}

/** To anyone who may not read it, a ticket does not exist (404). */
export function assertMayReadTicket(who: Caller, ticket: Pick<TicketParties, 'userId' | 'serviceId'>): void {
  if (!mayReadTicket(who, ticket)) throw new AppError('notFound');
}

/** Login names of the people on a ticket are shown to staff only. */
export function seesTicketLoginNames(who: Caller): boolean {
  return isStaff(who);
}

/**
 * Staff answer tickets and never raise one (ROUTE_ACCESS keeps them out too). A ticket about an
 * order must be about one the caller may see (access/order-visibility.ts), else the order is not found.
 */
export function assertMayRaiseTicket(who: Caller): void {
  if (isStaff(who)) throw new AppError('forbidden');
}

/**
 * Whose tickets a list shows: staff every one (their filters narrow it); anyone else only those
 * they raised, so naming another account is refused (403) rather than widening the list.
 */
export function ticketListRaiser(who: Caller, requestedUserId: number | undefined): number | undefined {
  if (isStaff(who)) return requestedUserId;
  if (requestedUserId !== undefined && requestedUserId !== who.userId) throw new AppError('forbidden');
  return who.userId;
}

/**
 * Who answers: the one who raised the ticket adds to it; staff answer only tickets assigned to
 * them (accepted first). Anyone else is refused.
 */
export function ticketResponder(who: Caller, ticket: TicketParties): 'raiser' | 'assignee' {
  if (ticket.userId === who.userId) return 'raiser';
  if (isStaff(who) && ticket.serviceId === who.userId) return 'assignee';
  // An OPEN ticket is nobody's yet: it has to be accepted first.
  if (isStaff(who) && ticket.status === 'OPEN') throw new AppError('conflict');
  throw new AppError('forbidden');
}

/**
 * DELETE /ticket/{id} (decision 014): ADMIN deletes any ticket with its responses (audited); the
 * account that raised one may only withdraw it (while OPEN and unanswered, which the service
 * checks). Anyone else is refused; SERVICE already by ROUTE_ACCESS.
 */
export function ticketRemoval(who: Caller, ticket: Pick<TicketParties, 'userId'>): 'delete' | 'withdraw' {
  if (who.role === 'ADMIN') return 'delete';
  if (ticket.userId === who.userId) return 'withdraw';
  throw new AppError('forbidden');
}
