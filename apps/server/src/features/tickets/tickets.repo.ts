import { and, asc, count, desc, eq, gte, inArray, lt, lte, notExists, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TicketStatus } from '@forkly/contracts';
import type { Database, Tx } from '../../db/client';
import { orders, restaurants, ticketResponses, tickets, type NewTicket } from '../../db/schema/index';
import { paginate } from '../../lib/paging';

type Db = Database | Tx;

const person = { columns: { id: true, firstName: true, lastName: true, username: true, role: true } } as const;
const withParties = {
  user: person,
  service: person,
  restaurant: { columns: { id: true, name: true } },
  order: { columns: { id: true, orderNumber: true } },
} as const;

/** One ticket with the people, restaurant and order it names. */
export function findTicket(db: Db, id: number) {
  return db.query.tickets.findFirst({ where: eq(tickets.id, id), with: withParties });
}
export type TicketRow = NonNullable<Awaited<ReturnType<typeof findTicket>>>;

/** How many responses each of the tickets has. */
export async function countResponses(db: Db, ticketIds: number[]): Promise<Map<number, number>> {
  if (!ticketIds.length) return new Map();
  const rows = await db
    .select({ ticketId: ticketResponses.ticketId, n: count() })
    .from(ticketResponses)
    .where(inArray(ticketResponses.ticketId, ticketIds))
    .groupBy(ticketResponses.ticketId);
  return new Map(rows.map((r) => [r.ticketId, r.n]));
}

export interface TicketListFilter {
  userId?: number;
  restaurantId?: number;
  courierId?: number;
  serviceId?: number;
  status?: TicketStatus;
  /** Created at or after. */
  from?: Date;
  /** Created before `at`, or at it too when `inclusive`. */
  to?: { at: Date; inclusive: boolean };
}

function filterWhere(filter: TicketListFilter): SQL | undefined {
  return and(
    filter.userId !== undefined ? eq(tickets.userId, filter.userId) : undefined,
    filter.restaurantId !== undefined ? eq(tickets.restaurantId, filter.restaurantId) : undefined,
    filter.courierId !== undefined ? eq(tickets.courierId, filter.courierId) : undefined,
    filter.serviceId !== undefined ? eq(tickets.serviceId, filter.serviceId) : undefined,
    filter.status !== undefined ? eq(tickets.status, filter.status) : undefined,
    filter.from ? gte(tickets.createdAt, filter.from) : undefined,
    filter.to ? (filter.to.inclusive ? lte(tickets.createdAt, filter.to.at) : lt(tickets.createdAt, filter.to.at)) : undefined,
  );
}

const SORT_COLUMNS = { DATE: tickets.createdAt, STATUS: tickets.status } as const;

/** A page of tickets; ties are broken by id so pages never overlap. */
export async function listTickets(
  db: Db,
  filter: TicketListFilter,
  page: { sortBy: keyof typeof SORT_COLUMNS; orderBy: 'ASC' | 'DESC'; offset: number; limit: number },
) {
  const where = filterWhere(filter);
  const direction = page.orderBy === 'ASC' ? asc : desc;
  return paginate(page, {
    rows: ({ offset, limit }) =>
      db.query.tickets.findMany({
        where,
        with: withParties,
        orderBy: [direction(SORT_COLUMNS[page.sortBy]), direction(tickets.id)],
        offset,
        limit,
      }),
    count: db.select({ n: count() }).from(tickets).where(where),
  });
}

export async function insertTicket(db: Db, values: NewTicket): Promise<number> {
  const [row] = await db.insert(tickets).values(values).returning({ id: tickets.id });
  return row!.id;
}

/**
 * Moves a ticket only if it is still in one of `from` (a concurrent move loses cleanly); answers
 * whether it moved. `changes` are further columns set in the same UPDATE.
 */
export async function moveTicket(
  db: Db,
  input: { id: number; from: readonly TicketStatus[]; to: TicketStatus; changes?: Partial<NewTicket> },
): Promise<boolean> {
  const rows = await db
    .update(tickets)
    .set({ ...input.changes, status: input.to, updatedAt: new Date() })
    .where(and(eq(tickets.id, input.id), inArray(tickets.status, [...input.from])))
    .returning({ id: tickets.id });
  return rows.length > 0;
}

export async function insertResponse(db: Db, values: { ticketId: number; authorId: number; response: string }): Promise<number> {
  const [row] = await db.insert(ticketResponses).values(values).returning({ id: ticketResponses.id });
  return row!.id;
}

export function findResponse(db: Db, id: number) {
  return db.query.ticketResponses.findFirst({ where: eq(ticketResponses.id, id), with: { author: person } });
}

/** A page of a ticket's responses with their authors; ties broken by id. */
export async function listResponses(db: Db, ticketId: number, page: { orderBy: 'ASC' | 'DESC'; offset: number; limit: number }) {
  const direction = page.orderBy === 'ASC' ? asc : desc;
  const where = eq(ticketResponses.ticketId, ticketId);
  return paginate(page, {
    rows: ({ offset, limit }) =>
      db.query.ticketResponses.findMany({
        where,
        with: { author: person },
        orderBy: [direction(ticketResponses.createdAt), direction(ticketResponses.id)],
        offset,
        limit,
      }),
    count: db.select({ n: count() }).from(ticketResponses).where(where),
  });
}
export type ResponseRow = Awaited<ReturnType<typeof listResponses>>['rows'][number];

export async function deleteTicket(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(tickets).where(eq(tickets.id, id)).returning({ id: tickets.id });
  return rows.length > 0;
}

/** Deletes the ticket only while it is OPEN and nobody has responded to it. */
export async function deleteUnansweredTicket(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(tickets)
    .where(
      and(
        eq(tickets.id, id),
        eq(tickets.status, 'OPEN'),
        notExists(db.select({ id: ticketResponses.id }).from(ticketResponses).where(eq(ticketResponses.ticketId, tickets.id))),
      ),
    )
    .returning({ id: tickets.id });
  return rows.length > 0;
}

const parent = alias(restaurants, 'parent_restaurant');

/** The parties of an order a ticket may name, with the accounts that decide who may see it. */
export async function findOrderParties(db: Db, orderId: number) {
  const [row] = await db
    .select({
      restaurantId: orders.restaurantId,
      customerId: orders.userId,
      courierId: orders.courierId,
      restaurantAccountId: restaurants.userId,
      parentAccountId: parent.userId,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .leftJoin(parent, eq(parent.id, restaurants.parentRestaurantId))
    .where(eq(orders.id, orderId));
  return row;
}
