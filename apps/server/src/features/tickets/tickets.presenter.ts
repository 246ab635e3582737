import type { Role, Ticket, TicketPerson, TicketResponse } from '@forkly/contracts';
import type { ResponseRow, TicketRow } from './tickets.repo';

interface PersonRow {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  role: Role;
}

/** A person on a ticket: their name, and their login name only for staff (never a secret, but not the customer's business). */
export function presentPerson(row: PersonRow, forStaff: boolean): TicketPerson {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    role: row.role,
    ...(forStaff ? { username: row.username } : {}),
  };
}

/** A ticket as GET /ticket/{id} and the list show it. */
export function presentTicket(row: TicketRow, responseCount: number, forStaff: boolean): Ticket {
  return {
    id: row.id,
    userId: row.userId,
    restaurantId: row.restaurantId,
    courierId: row.courierId,
    serviceId: row.serviceId,
    orderId: row.orderId,
    issueType: row.issueType,
    subject: row.subject,
    description: row.description,
    status: row.status,
    user: presentPerson(row.user, forStaff),
    service: row.service ? presentPerson(row.service, forStaff) : null,
    restaurant: row.restaurant ? { id: row.restaurant.id, name: row.restaurant.name } : null,
    order: row.order ? { id: row.order.id, orderNumber: row.order.orderNumber } : null,
    responseCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentResponse(row: ResponseRow, forStaff: boolean): TicketResponse {
  return {
    id: row.id,
    ticketId: row.ticketId,
    response: row.response,
    author: row.author ? presentPerson(row.author, forStaff) : null,
    createdAt: row.createdAt.toISOString(),
  };
}
