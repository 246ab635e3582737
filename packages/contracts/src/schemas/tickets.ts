import { z } from 'zod';
import { SORT_ORDERS } from '../paging';
import { ISSUE_TYPES, RESPONSE_STATUSES, TICKET_SORT_KEYS, TICKET_STATUSES } from '../tickets';
import { dateFilter, idParam, requiredText } from './fields';
import { pageQuerySchema, pagedSchema } from './paging';
import { roleSchema } from './roles';

export const ticketStatusSchema = z.enum(TICKET_STATUSES, { error: 'invalidOption' });
export type TicketStatus = z.infer<typeof ticketStatusSchema>;

export const issueTypeSchema = z.enum(ISSUE_TYPES, { error: 'invalidOption' });
export type IssueType = z.infer<typeof issueTypeSchema>;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * POST /ticket: the support issue form (SPEC.md section 5). The description's message really
 * reads 'Username is required'. `orderId` is optional and must be one of the caller's orders.
 */
export const createTicketRequestSchema = z.strictObject({
  issuetype: issueTypeSchema,
  subject: requiredText('subjectRequired', 200),
  description: requiredText('descriptionUsernameRequired', 5000),
  orderId: z.preprocess(emptyToUndefined, idParam.optional()),
});
export type CreateTicketRequest = z.input<typeof createTicketRequestSchema>;
export type CreateTicketValues = z.output<typeof createTicketRequestSchema>;

/**
 * POST /response/ticket/{id}?response= — the response may come in the query (SPEC.md section 7)
 * or in the JSON body. Staff may set `status: 'PENDING'` while they wait for the customer.
 */
export const ticketResponseRequestSchema = z.strictObject({
  response: requiredText('responseRequired', 5000),
  status: z.enum(RESPONSE_STATUSES, { error: 'invalidOption' }).optional(),
});
export type TicketResponseRequest = z.input<typeof ticketResponseRequestSchema>;
export const ticketResponseQuerySchema = z.strictObject({
  response: z.string().optional(),
  status: z.string().optional(),
});

/** POST /service-ticket/{id}?status= (the body may carry it instead). */
export const serviceTicketRequestSchema = z.strictObject({ status: ticketStatusSchema });
export const serviceTicketQuerySchema = z.strictObject({ status: z.string().optional() });

/** GET /paged-ticket: the ticket filters of SPEC.md section 3, DATE descending by default. */
export const pagedTicketsQuerySchema = pageQuerySchema
  .extend({
    userId: idParam.optional(),
    restaurantId: idParam.optional(),
    courierId: idParam.optional(),
    serviceId: idParam.optional(),
    from: dateFilter.optional(),
    to: dateFilter.optional(),
    status: ticketStatusSchema.optional(),
    sortBy: z.enum(TICKET_SORT_KEYS, { error: 'invalidValue' }).default('DATE'),
    orderBy: z.enum(SORT_ORDERS, { error: 'invalidValue' }).default('DESC'),
  })
  .strict();
/** What a client sends: any of the filters, the rest defaulted by the server. */
export type PagedTicketsQuery = Partial<z.output<typeof pagedTicketsQuerySchema>>;

/** GET /paged-response?ticketId: a ticket's conversation, oldest first by default. */
export const pagedResponsesQuerySchema = pageQuerySchema
  .extend({
    ticketId: idParam,
    orderBy: z.enum(SORT_ORDERS, { error: 'invalidValue' }).default('ASC'),
  })
  .strict();
export type PagedResponsesQuery = Partial<z.output<typeof pagedResponsesQuerySchema>> & { ticketId: number };

/** Someone on a ticket. `name` may be empty (restaurant accounts); the client then shows the role. */
export const ticketPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: roleSchema,
  /** Login name; shown to staff only. */
  username: z.string().optional(),
});
export type TicketPerson = z.infer<typeof ticketPersonSchema>;

export const ticketSchema = z.object({
  id: z.number().int(),
  /** The account that raised it. */
  userId: z.number().int(),
  restaurantId: z.number().int().nullable(),
  courierId: z.number().int().nullable(),
  /** The staff member who accepted it. */
  serviceId: z.number().int().nullable(),
  orderId: z.number().int().nullable(),
  issueType: issueTypeSchema,
  subject: z.string(),
  description: z.string(),
  status: ticketStatusSchema,
  user: ticketPersonSchema,
  service: ticketPersonSchema.nullable(),
  restaurant: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  order: z.object({ id: z.number().int(), orderNumber: z.string() }).nullable(),
  responseCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;
export const pagedTicketsSchema = pagedSchema(ticketSchema);

export const ticketResponseSchema = z.object({
  id: z.number().int(),
  ticketId: z.number().int(),
  response: z.string(),
  /** Null once the author's account is removed. */
  author: ticketPersonSchema.nullable(),
  createdAt: z.string(),
});
export type TicketResponse = z.infer<typeof ticketResponseSchema>;
export const pagedResponsesSchema = pagedSchema(ticketResponseSchema);
