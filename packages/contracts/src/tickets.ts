import type { TicketStatus } from './schemas/tickets';

/** Ticket statuses (SPEC.md section 4); the lifecycle is DESIGN.md section 6's. */
export const TICKET_STATUSES = ['OPEN', 'IN_PROGRESS', 'CLOSED', 'COMPLETED', 'PENDING'] as const;

/** The order SPEC.md section 4 lists the display status options in. */
export const TICKET_STATUS_OPTIONS = ['PENDING', 'COMPLETED', 'OPEN', 'IN_PROGRESS', 'CLOSED'] as const satisfies readonly TicketStatus[];

/** The support form's issue types (SPEC.md sections 5 and 9). */
export const ISSUE_TYPES = ['general_enquiry', 'order_issues', 'other'] as const;

/**
 * The moves of a ticket (DESIGN.md section 6): OPEN -> accept -> IN_PROGRESS -> responses ->
 * COMPLETED or CLOSED; PENDING while waiting for the customer. An OPEN ticket may be closed
 * unanswered (spam, duplicate). COMPLETED and CLOSED are final.
 */
export const TICKET_MOVES: Record<TicketStatus, readonly TicketStatus[]> = {
  OPEN: ['IN_PROGRESS', 'CLOSED'],
  IN_PROGRESS: ['PENDING', 'COMPLETED', 'CLOSED'],
  PENDING: ['IN_PROGRESS', 'COMPLETED', 'CLOSED'],
  COMPLETED: [],
  CLOSED: [],
};

export function canMoveTicket(from: TicketStatus, to: TicketStatus): boolean {
  return TICKET_MOVES[from].includes(to);
}

/** Whether a ticket in this status is over: nobody responds to it or moves it any more. */
export function isTicketFinal(status: TicketStatus): boolean {
  return TICKET_MOVES[status].length === 0;
}

/** Statuses staff may end a ticket with through POST /service-ticket/{id}?status. */
export const TICKET_END_STATUSES = ['COMPLETED', 'CLOSED'] as const satisfies readonly TicketStatus[];

/** The statuses a staff member's response may leave the ticket in. */
export const RESPONSE_STATUSES = ['IN_PROGRESS', 'PENDING'] as const satisfies readonly TicketStatus[];

/** Sort keys of the ticket list; DATE is the creation time. */
export const TICKET_SORT_KEYS = ['DATE', 'STATUS'] as const;
