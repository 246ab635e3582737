import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNull, or, sql, sum, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@forkly/contracts';
import { UNPAID_ORDER_TIMEOUT_MS } from '@forkly/domain';
import type { Database, Tx } from '../../db/client';
import { orderEstimates, orderLines, orderRefunds, orderStatusHistory, orders, users } from '../../db/schema/index';
import { containsPattern } from '../../lib/sql-search';
import { paginateGrowing } from '../../lib/paging';

type Db = Database | Tx;

const person = { columns: { id: true, firstName: true, lastName: true, contact: true, email: true } } as const;
const withParties = {
  restaurant: {
    columns: {
      id: true,
      name: true,
      contact: true,
      visible: true,
      removedAt: true,
      userId: true,
      parentRestaurantId: true,
      minimumOrderCents: true,
      maximumOrderCents: true,
    },
    with: { parent: { columns: { userId: true } } },
  },
  user: person,
  courier: person,
  coupon: { columns: { id: true, percentage: true, amountCents: true } },
} as const;

/** One order with its parties, lines and status history (oldest first). */
export function findOrderDetail(db: Db, id: number) {
  return db.query.orders.findFirst({
    where: eq(orders.id, id),
    with: {
      ...withParties,
      lines: { orderBy: [asc(orderLines.id)] },
      history: { orderBy: [asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)] },
      estimates: { columns: { createdAt: true, arrivesAt: true, reason: true }, orderBy: [asc(orderEstimates.createdAt), asc(orderEstimates.id)] },
      trip: { columns: { createdAt: true, leaveAt: true, arriveAt: true, pickedUpAt: true } },
      refunds: {
        columns: { id: true, amountCents: true, reason: true, createdAt: true, refundedAt: true },
        orderBy: [asc(orderRefunds.createdAt), asc(orderRefunds.id)],
        with: { lines: { columns: { orderLineId: true, quantity: true, amountCents: true } } },
      },
    },
  });
}
export type OrderDetailRow = NonNullable<Awaited<ReturnType<typeof findOrderDetail>>>;

export const ORDER_SORT_COLUMNS = {
  DATE: orders.createdAt,
  ORDER_NUMBER: orders.id,
  PRICE: orders.totalCents,
  OSTATUS: orders.status,
} as const;

export interface OrderListFilter {
  userId?: number;
  courierId?: number;
  restaurantIds?: number[];
  orderId?: number;
  status?: OrderStatus;
  /** Part of the order number or of the customer's first or last name. */
  search?: string;
  /** Only paid orders placed ahead that are not due in the kitchen yet (decision 046). */
  upcomingScheduled?: boolean;
}

/**
 * The order number, or the customer's name as the list shows it ("Anna Schmidt"). The relational
 * query rewrites every column object in its filter to the orders table, so the customer's columns
 * are named by hand under their own alias.
 */
function searchWhere(text: string): SQL | undefined {
  const pattern = containsPattern(text);
  const customer = (column: { name: string }) => sql`${sql.identifier('search_customer')}.${sql.identifier(column.name)}`;
  const customerNamed = sql`exists (select 1 from ${users} ${sql.identifier('search_customer')} where ${customer(users.id)} = ${orders.userId} and (${customer(users.firstName)} || ' ' || ${customer(users.lastName)}) ilike ${pattern})`;
  return or(ilike(orders.orderNumber, pattern), customerNamed);
}

function filterWhere(filter: OrderListFilter): SQL | undefined {
  return and(
    filter.userId !== undefined ? eq(orders.userId, filter.userId) : undefined,
    filter.courierId !== undefined ? eq(orders.courierId, filter.courierId) : undefined,
    filter.restaurantIds !== undefined ? inArray(orders.restaurantId, filter.restaurantIds.length ? filter.restaurantIds : [-1]) : undefined,
    filter.orderId !== undefined ? eq(orders.id, filter.orderId) : undefined,
    filter.status !== undefined ? eq(orders.status, filter.status) : undefined,
    filter.search !== undefined ? searchWhere(filter.search) : undefined,
    filter.upcomingScheduled ? and(eq(orders.status, 'CONFIRMED'), gt(orders.kitchenDueAt, sql`now()`)) : undefined,
  );
}

/**
 * A page of orders with their parties; ties are broken by id so pages never overlap. Every order
 * ever placed is in some list, so the count is capped (decision 030).
 */
export async function listOrders(
  db: Db,
  filter: OrderListFilter,
  page: { sortBy: keyof typeof ORDER_SORT_COLUMNS; orderBy: 'ASC' | 'DESC'; offset: number; limit: number },
) {
  const where = filterWhere(filter);
  const direction = page.orderBy === 'ASC' ? asc : desc;
  return paginateGrowing(db, page, {
    rows: ({ offset, limit }) =>
      db.query.orders.findMany({
        where,
        with: withParties,
        orderBy: [direction(ORDER_SORT_COLUMNS[page.sortBy]), direction(orders.id)],
        offset,
        limit,
      }),
    matching: () => db.select({ id: orders.id }).from(orders).where(where).$dynamic(),
  });
}

/** How many of the filter's orders are in each status (statuses without orders are absent). */
export function countOrdersByStatus(db: Db, filter: OrderListFilter) {
  return db.select({ status: orders.status, n: count() }).from(orders).where(filterWhere(filter)).groupBy(orders.status);
}

/**
 * Orders paid since `from` and not refunded, with their total in cents. An order is paid within
 * the unpaid timeout of being placed (its payment session expires then), so bounding `created_at`
 * too, with a day's margin for a slow webhook, lets the date index do the work on a large table.
 */
const PAYMENT_MARGIN_MS = 24 * 60 * 60 * 1000;

export async function paidOrdersSince(db: Db, filter: OrderListFilter, from: Date) {
  const [row] = await db
    .select({ n: count(), cents: sum(orders.totalCents).mapWith(Number) })
    .from(orders)
    .where(
      and(
        filterWhere(filter),
        gte(orders.createdAt, new Date(from.getTime() - UNPAID_ORDER_TIMEOUT_MS - PAYMENT_MARGIN_MS)),
        gte(orders.paidAt, from),
        isNull(orders.refundedAt),
      ),
    );
  return { count: row?.n ?? 0, cents: row?.cents ?? 0 };
}

/**
 * Moves an order only if it is still in `from` (a concurrent move loses cleanly), and records the
 * change with who and why. `changes` are further columns set in the same UPDATE.
 */
export async function updateOrderStatus(
  tx: Tx,
  input: { orderId: number; from: OrderStatus; to: OrderStatus; actorId: number | null; reason: string | null; changes?: Partial<typeof orders.$inferInsert> },
) {
  const now = new Date();
  const [row] = await tx
    .update(orders)
    .set({ ...input.changes, status: input.to, updatedAt: now })
    .where(and(eq(orders.id, input.orderId), eq(orders.status, input.from)))
    .returning();
  if (!row) return undefined;
  await tx
    .insert(orderStatusHistory)
    .values({ orderId: input.orderId, fromStatus: input.from, toStatus: input.to, actorId: input.actorId, reason: input.reason, createdAt: now });
  return row;
}

/** What the customer's cancel decides on: whose order, its state, its slot and its payment page. */
export async function findOrderForCancel(db: Db, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      status: orders.status,
      scheduledFor: orders.scheduledFor,
      paymentProvider: orders.paymentProvider,
      paymentSessionId: orders.paymentSessionId,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

export function findLine(db: Db, lineId: number) {
  return db.query.orderLines.findFirst({ where: eq(orderLines.id, lineId) });
}

export function listLines(db: Db, orderId: number) {
  return db.query.orderLines.findMany({ where: eq(orderLines.orderId, orderId), orderBy: [asc(orderLines.id)] });
}

/**
 * Takes the row lock of a PENDING order before its lines change and expires its payment session,
 * so a payment page opened before the change can no longer pay the old amount.
 */
export async function lockPendingOrder(tx: Tx, orderId: number) {
  const [row] = await tx
    .update(orders)
    .set({ paymentSessionId: null, paymentProvider: null, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'PENDING')))
    .returning();
  return row;
}

export async function updateLineQuantity(tx: Tx, lineId: number, quantity: number) {
  const [row] = await tx.update(orderLines).set({ quantity }).where(eq(orderLines.id, lineId)).returning();
  return row;
}

export async function deleteLine(tx: Tx, lineId: number) {
  await tx.delete(orderLines).where(eq(orderLines.id, lineId));
}

export async function updateOrderTotals(
  tx: Tx,
  orderId: number,
  totals: { subtotalCents: number; discountCents: number; deliveryFeeCents: number; tipCents: number; totalCents: number },
) {
  await tx
    .update(orders)
    .set({ ...totals, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}
