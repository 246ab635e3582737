import type { Order, OrderStatus, PagedOrdersQuery, Paged, OrderSummary, pagedOrdersQuerySchema } from '@forkly/contracts';
import { canTransition, type OrderActor } from '@forkly/domain';
import type { z } from 'zod';
import type { Database, Tx } from '../../db/client';
import type { orders } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import { pagedResult, pageWindow } from '../../lib/paging';
import type { AppDeps } from '../../plugins/deps';
import { assertMaySeeOrder, orderListScope, type OrderParties } from '../../access/order-visibility';
import { presentOrder, presentOrderSummary } from './orders.presenter';
import { countOrdersByStatus, findOrderDetail, listOrders, paidOrdersSince, updateOrderStatus, type OrderDetailRow, type OrderListFilter } from './orders.repo';

/** The accounts the order concerns, for the order-visibility rules. */
export function orderParties(order: OrderDetailRow): OrderParties {
  return {
    customerId: order.userId,
    courierId: order.courierId,
    restaurantAccountId: order.restaurant.userId,
    parentAccountId: order.restaurant.parent?.userId ?? null,
  };
}

/** The order as GET /order/{id} shows it; `db` may be a transaction. */
export async function orderDetail(db: Database | Tx, id: number): Promise<Order> {
  const order = await findOrderDetail(db, id);
  if (!order) throw new AppError('orderNotFound');
  return presentOrder(order);
}

export async function findOrderFor(deps: AppDeps, who: AccessClaims, id: number): Promise<OrderDetailRow> {
  const order = await findOrderDetail(deps.db, id);
  if (!order) throw new AppError('orderNotFound');
  assertMaySeeOrder(who, orderParties(order));
  return order;
}

/** GET /order/{id} */
export async function getOrder(deps: AppDeps, options: { caller: AccessClaims; id: number }): Promise<Order> {
  const { caller: who, id } = options;
  return presentOrder(await findOrderFor(deps, who, id));
}

type ListQuery = z.output<typeof pagedOrdersQuerySchema>;
/** The list's filters; the order stats take the same ones, so both count the same orders. */
export type OrderScopeQuery = Partial<Pick<ListQuery, 'userId' | 'courierId' | 'restaurantId' | 'orderId' | 'status' | 'search' | 'scheduled'>>;

/** The list's filters within the caller's view of the orders (access/order-visibility.ts). */
export async function scopeOrdersFor(deps: AppDeps, who: AccessClaims, query: OrderScopeQuery): Promise<OrderListFilter> {
  const scope = await orderListScope(deps.db, who, { userId: query.userId, courierId: query.courierId, restaurantId: query.restaurantId });
  return { ...scope, orderId: query.orderId, status: query.status, search: query.search, upcomingScheduled: query.scheduled === 'upcoming' };
}

/** GET /paged-orders (SPEC.md section 3's filters; default sort DATE descending). */
export async function listOrdersFor(deps: AppDeps, options: { caller: AccessClaims; query: ListQuery }): Promise<Paged<OrderSummary>> {
  const { caller: who, query } = options;
  const filter = await scopeOrdersFor(deps, who, query);
  const { rows, totalCount } = await listOrders(deps.db, filter, { sortBy: query.sortBy, orderBy: query.orderBy, ...pageWindow(query) });
  return pagedResult(rows.map(presentOrderSummary), totalCount, query.limit);
}
export type { PagedOrdersQuery };

/**
 * The caller's orders counted by status, and those paid since `from` (count and cents): the
 * dashboard overview's figures, over exactly the orders GET /paged-orders would list.
 */
export async function countOrdersFor(deps: AppDeps, who: AccessClaims, query: OrderScopeQuery, from: Date) {
  const filter = await scopeOrdersFor(deps, who, query);
  const [byStatus, paid] = await Promise.all([countOrdersByStatus(deps.db, filter), paidOrdersSince(deps.db, filter, from)]);
  return { byStatus, paid };
}

/**
 * Moves an order through the state machine of packages/domain, recording who and why. Refuses a
 * move the machine does not allow; answers `undefined` when the order was no longer in `from`.
 */
export async function transitionOrder(
  tx: Tx,
  input: {
    orderId: number;
    from: OrderStatus;
    to: OrderStatus;
    actor: OrderActor;
    actorId: number | null;
    reason?: string;
    changes?: Partial<typeof orders.$inferInsert>;
  },
) {
  if (!canTransition(input.from, input.to, input.actor)) throw new AppError('orderStatusChangeNotAllowed');
  return updateOrderStatus(tx, {
    orderId: input.orderId,
    from: input.from,
    to: input.to,
    actorId: input.actorId,
    reason: input.reason ?? null,
    changes: input.changes,
  });
}
