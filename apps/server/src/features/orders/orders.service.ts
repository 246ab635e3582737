import type { Order, OrderStatus, PagedOrdersQuery, Paged, OrderSummary, pagedOrdersQuerySchema } from '@forkly/contracts';
import { canTransition, type OrderActor } from '@forkly/domain';
import type { z } from 'zod';
import type { Database, Tx } from '../../db/client';
import type { orders } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { presentOrder, presentOrderSummary } from './orders.presenter';
import {
  countOrdersByStatus,
  findOrderDetail,
  listOrders,
  paidOrdersSince,
  restaurantIdsOfAccount,
  updateOrderStatus,
  type OrderDetailRow,
  type OrderListFilter,
} from './orders.repo';

/**
 * Who may see an order (DESIGN.md section 3): its customer, its restaurant (or the parent
 * restaurant of the branch), its assigned courier, and staff. To anyone else it does not exist.
 */
export function assertCanSeeOrder(who: AccessClaims, order: OrderDetailRow): void {
  const allowed =
    who.role === 'ADMIN' ||
    who.role === 'SERVICE' ||
    (who.role === 'USER' && order.userId === who.userId) ||
    (who.role === 'COURIER' && order.courierId === who.userId) ||
    ((who.role === 'RESTAURANT_ADMIN' || who.role === 'RESTAURANT_BRANCH') &&
      (order.restaurant.userId === who.userId || order.restaurant.parent?.userId === who.userId));
  if (!allowed) throw new AppError('orderNotFound');
}

/** A customer's own order, for the calls only its customer makes (items, checkout). */
export function assertOwnsOrder(who: AccessClaims, order: { userId: number }): void {
  if (who.role !== 'USER' || order.userId !== who.userId) throw new AppError('orderNotFound');
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
  assertCanSeeOrder(who, order);
  return order;
}

/** GET /order/{id} */
export async function getOrder(deps: AppDeps, who: AccessClaims, id: number): Promise<Order> {
  return presentOrder(await findOrderFor(deps, who, id));
}

type ListQuery = z.output<typeof pagedOrdersQuerySchema>;
/** The list's filters; the order stats take the same ones, so both count the same orders. */
export type OrderScopeQuery = Partial<Pick<ListQuery, 'userId' | 'courierId' | 'restaurantId' | 'orderId' | 'status' | 'search'>>;

/**
 * The caller's view of the orders (SPEC.md section 6): a customer or courier sees their own,
 * a restaurant its own and its branches', a branch only its own, staff everything. Filters may
 * narrow it; one that names someone else's orders is refused (403) rather than quietly ignored,
 * so a wrong link never looks like an empty list.
 */
export async function scopeOrdersFor(deps: AppDeps, who: AccessClaims, query: OrderScopeQuery): Promise<OrderListFilter> {
  const filter: OrderListFilter = { userId: query.userId, courierId: query.courierId, orderId: query.orderId, status: query.status, search: query.search };
  if (query.restaurantId !== undefined) filter.restaurantIds = [query.restaurantId];
  switch (who.role) {
    case 'USER':
      if (query.userId !== undefined && query.userId !== who.userId) throw new AppError('forbidden');
      return { ...filter, userId: who.userId };
    case 'COURIER':
      if (query.courierId !== undefined && query.courierId !== who.userId) throw new AppError('forbidden');
      return { ...filter, courierId: who.userId };
    case 'RESTAURANT_ADMIN':
    case 'RESTAURANT_BRANCH': {
      const own = await restaurantIdsOfAccount(deps.db, who.userId);
      if (query.restaurantId !== undefined && !own.includes(query.restaurantId)) throw new AppError('forbidden');
      return { ...filter, restaurantIds: query.restaurantId !== undefined ? [query.restaurantId] : own };
    }
    default:
      return filter;
  }
}

/** GET /paged-orders (SPEC.md section 3's filters; default sort DATE descending). */
export async function listOrdersFor(deps: AppDeps, who: AccessClaims, query: ListQuery): Promise<Paged<OrderSummary>> {
  const filter = await scopeOrdersFor(deps, who, query);
  const { rows, totalCount } = await listOrders(deps.db, filter, {
    sortBy: query.sortBy,
    orderBy: query.orderBy,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return { results: rows.map(presentOrderSummary), totalCount, totalPages: Math.ceil(totalCount / query.limit) };
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
  return updateOrderStatus(tx, { orderId: input.orderId, from: input.from, to: input.to, actorId: input.actorId, reason: input.reason ?? null, changes: input.changes });
}
