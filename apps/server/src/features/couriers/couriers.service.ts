import {
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
import { heldOrderCount, lockZoneOfCourier, wakeZoneRound } from '../dispatch/index';
import { presentCourierDetail, presentCourierListItem, presentCourierOrder, presentPresence } from './couriers.presenter';
import { findCourierAccount, findCourierOrders, findPresence, listOnlinePresences, pageCouriers, setPresence, updatePosition } from './couriers.repo';

async function presence(db: Database | Tx, courierId: number): Promise<CourierPresence> {
  const row = await findPresence(db, courierId);
  if (!row) throw new AppError('courierNotFound');
  return presentPresence(row);
}

/**
 * PUT /courier/update?availability=: online the courier takes trips, and its zone's round runs as
 * soon as its position is known; it may go offline only once it holds no order. Under its zone's lock, so no round gives it a
 * trip while it goes offline.
 */
export async function setAvailability(deps: AppDeps, { caller: who, available }: { caller: AccessClaims; available: boolean }): Promise<CourierPresence> {
  return deps.db.transaction(async (tx) => {
    let zoneId = await lockZoneOfCourier(tx, who.userId);
    if (!available && (await heldOrderCount(tx, who.userId)) > 0) throw new AppError('courierHasActiveOrders');
    await setPresence(tx, who.userId, available);
    // A courier's first time online makes its profile, in the default zone: its lock now.
    zoneId ??= await lockZoneOfCourier(tx, who.userId);
    const after = await presence(tx, who.userId);
    // Planned from nowhere, a courier would be sent as if 30 min away: a courier coming online has
    // no position yet (it is dropped when offline), so its first report wakes the round instead.
    if (available && zoneId !== undefined && after.latitude !== null) await wakeZoneRound(tx, zoneId);
    return after;
  });
}

/** POST /courier/position: where an online courier is now (dispatch and the customer's map use it). */
export async function reportPosition(deps: AppDeps, { caller: who, position }: { caller: AccessClaims; position: CourierPosition }): Promise<CourierPresence> {
  const stored = await updatePosition(deps.db, who.userId, position);
  if (!stored) throw new AppError('courierOffline');
  // The first position since it came online: the zone's round plans with the courier now.
  if (stored.first) await wakeZoneRound(deps.db, stored.zoneId);
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
 * A courier's own orders to pick up or deliver (READY_FOR_DELIVERY), both when no status is given,
 * in the shape the courier panel needs. "To pick up" (AWAITING_PICKUP) includes the orders of its
 * trip the kitchen is still preparing (CONFIRMED): a courier is sent to arrive as the food is ready
 * (decision 033), and each order says its own status. A trip holds at most three, so the answer is
 * one page.
 */
export async function listCourierOrders(db: Database | Tx, courierId: number, status?: CourierOrderStatus): Promise<CourierOrders> {
  const toPickUp = ['CONFIRMED', 'AWAITING_PICKUP'] as const;
  const statuses = status === 'AWAITING_PICKUP' ? toPickUp : status === 'READY_FOR_DELIVERY' ? [status] : [...toPickUp, 'READY_FOR_DELIVERY' as const];
  const rows = await findCourierOrders(db, courierId, statuses);
  return { results: rows.map(presentCourierOrder), totalCount: rows.length, totalPages: rows.length ? 1 : 0 };
}

/** GET /courier/orders?status=: the calling courier's own, never another's. */
export function courierOrdersFor(deps: AppDeps, { caller: who, status }: { caller: AccessClaims; status?: CourierOrderStatus }): Promise<CourierOrders> {
  return listCourierOrders(deps.db, who.userId, status);
}
