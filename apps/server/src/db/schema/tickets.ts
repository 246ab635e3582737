import { ISSUE_TYPES, TICKET_STATUSES } from '@forkly/contracts';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './identity';
import { orders } from './orders';
import { restaurants } from './restaurants';

/** SPEC.md section 4; the lifecycle is in DESIGN.md section 6. */
export { TICKET_STATUSES } from '@forkly/contracts';
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const ticketStatusEnum = pgEnum('ticket_status', TICKET_STATUSES);

/** The support form's issuetype options (SPEC.md section 5). */
export { ISSUE_TYPES } from '@forkly/contracts';
export type IssueType = (typeof ISSUE_TYPES)[number];
export const issueTypeEnum = pgEnum('ticket_issue_type', ISSUE_TYPES);

/** A support ticket raised by any logged-in account, handled by SERVICE/ADMIN staff. */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    /** Who raised it. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The restaurant or courier it concerns, if any (ticket filters of SPEC.md section 3). */
    restaurantId: integer('restaurant_id').references(() => restaurants.id, { onDelete: 'set null' }),
    courierId: integer('courier_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member who accepted it. */
    serviceId: integer('service_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    issueType: issueTypeEnum('issue_type').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    status: ticketStatusEnum('status').notNull().default('OPEN'),
    ...timestamps(),
  },
  (t) => [
    index('tickets_user_idx').on(t.userId, t.createdAt),
    index('tickets_restaurant_idx').on(t.restaurantId),
    index('tickets_courier_idx').on(t.courierId),
    index('tickets_service_idx').on(t.serviceId),
    index('tickets_order_idx').on(t.orderId),
    index('tickets_status_idx').on(t.status),
    index('tickets_created_idx').on(t.createdAt),
    check('tickets_subject_not_blank', sql`length(trim(${t.subject})) > 0`),
  ],
);

/** The conversation on a ticket, oldest first. */
export const ticketResponses = pgTable(
  'ticket_responses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** Null once the author's account is removed; the text stays for the other side. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    response: text('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_responses_ticket_idx').on(t.ticketId, t.createdAt)],
);

export type Ticket = typeof tickets.$inferSelect;
export type NewTicket = typeof tickets.$inferInsert;
export type TicketResponse = typeof ticketResponses.$inferSelect;
