import {
  COURIER_ORDER_STATUSES,
  type CourierDetail,
  type CourierListItem,
  type CourierOrderStatus,
  type CourierOrders,
  type CourierPosition,
  type CourierPresence,
  type Paged,
  type pagedCourierQuerySchema,
} from '@forkly/contracts';
import type { z } from 'zod';
import type { Database, Tx } from '../../db/client';
import { assertSelfOrStaff } from '../../access/user-administration';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import { pagedResult, pageWindow } from '../../lib/paging';
import type { AppDeps } from '../../plugins/deps';
import { activeOrderCounts, dispatchWaitingOrders, lockDispatch } from '../dispatch/dispatch.service';
import { presentCourierDetail, presentCourierListItem, presentCourierOrder, presentPresence } from './couriers.presenter';
import { findCourierAccount, findCourierOrders, findPresence, listOnlinePresences, pageCouriers, setPresence, updatePosition } from './couriers.repo';

async function presence(db: Database | Tx, courierId: number): Promise<CourierPresence> {
  const row = await findPresence(db, courierId);
  if (!row) throw new AppError('courierNotFound');
  return presentPresence(row);
}

/**
 * PUT /courier/update?availability=: online the courier takes orders, and waiting ones are
 * dispatched at once; it may go offline only once it holds no active order. Under the dispatch
 * lock, so no order is assigned to a courier while it goes offline.
 */
export async function setAvailability(deps: AppDeps, { caller: who, available }: { caller: AccessClaims; available: boolean }): Promise<CourierPresence> {
  return deps.db.transaction(async (tx) => {
    await lockDispatch(tx);
    if (!available && ((await activeOrderCounts(tx, [who.userId])).get(who.userId) ?? 0) > 0) throw new AppError('courierHasActiveOrders');
    await setPresence(tx, who.userId, available);
    if (available) await dispatchWaitingOrders(tx);
    return presence(tx, who.userId);
  });
}

/** POST /courier/position: where an online courier is now (dispatch and the customer's map use it). */
export async function reportPosition(deps: AppDeps, { caller: who, position }: { caller: AccessClaims; position: CourierPosition }): Promise<CourierPresence> {
  if (!(await updatePosition(deps.db, who.userId, position))) throw new AppError('courierOffline');
  return presence(deps.db, who.userId);
}

/** GET /couriers/availability: the online couriers, where they are and what they hold. */
export async function listAvailability(deps: AppDeps): Promise<CourierPresence[]> {
  return (await listOnlinePresences(deps.db)).map(presentPresence);
}

type PagedCourierQuery = z.output<typeof pagedCourierQuerySchema>;

/** GET /paged-courier: the staff's courier list (default DATE descending). */
export async function listCouriers(deps: AppDeps, query: PagedCourierQuery): Promise<Paged<CourierListItem>> {
  const { sortBy, orderBy, page: _page, limit: _limit, ...filter } = query;
  const { rows, totalCount } = await pageCouriers(deps.db, { ...filter, name: filter.name || undefined }, { sortBy, orderBy, ...pageWindow(query) });
  return pagedResult(rows.map(presentCourierListItem), totalCount, query.limit);
}

/** GET /courier/{id}: staff, or the courier itself, see its profile and the orders it holds. */
export async function getCourierDetail(deps: AppDeps, { caller: who, courierId }: { caller: AccessClaims; courierId: number }): Promise<CourierDetail> {
  assertSelfOrStaff(who, courierId);
  const account = await findCourierAccount(deps.db, courierId);
  if (!account) throw new AppError('courierNotFound');
  return presentCourierDetail(account, (await listCourierOrders(deps.db, courierId)).results);
}

/**
 * A courier's own orders to pick up (AWAITING_PICKUP) or deliver (READY_FOR_DELIVERY), both when
 * no status is given, in the shape the courier panel needs. A courier holds at most two, so the
 * answer is one page. GET /paged-orders?courierId&status= may serve this later.
 */
export async function listCourierOrders(db: Database | Tx, courierId: number, status?: CourierOrderStatus): Promise<CourierOrders> {
  const rows = await findCourierOrders(db, courierId, status ? [status] : COURIER_ORDER_STATUSES);
  return { results: rows.map(presentCourierOrder), totalCount: rows.length, totalPages: rows.length ? 1 : 0 };
}

/** GET /courier/orders?status=: the calling courier's own, never another's. */
export function courierOrdersFor(deps: AppDeps, { caller: who, status }: { caller: AccessClaims; status?: CourierOrderStatus }): Promise<CourierOrders> {
  return listCourierOrders(deps.db, who.userId, status);
}
