import type { Order } from '@forkly/contracts';
import { MAX_ACTIVE_ORDERS_PER_COURIER, planAssignments, type Assignment, type DispatchCourier } from '@forkly/domain';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { orderDetail } from '../orders/orders.service';
import {
  assignWaitingOrder,
  countActiveOrders,
  findCourier,
  listOnlineCouriers,
  lockOrder,
  lockWaitingOrders,
  setOrderCourier,
  takeDispatchLock,
} from './dispatch.repo';
import { recordStaffAction } from '../audit/audit.service';

/**
 * Dispatch (DESIGN.md section 6): an order ready for pickup goes to the nearest online courier
 * with the fewest active orders, at most two each; if none has room it waits, longest waiting
 * first, until a courier comes online or finishes a delivery.
 *
 * Every decision is taken under one transaction-scoped advisory lock. Row locks alone
 * (`FOR UPDATE SKIP LOCKED` on couriers) either leave orders waiting while a courier has room
 * (the courier was only briefly locked by another request) or, waiting instead of skipping,
 * deadlock; under the lock each decision sees every earlier one committed. The order update still
 * requires `courier_id IS NULL`, so no order is ever given twice. Callers take the lock first, before
 * any order row, so lock order is the same everywhere.
 */
export async function lockDispatch(tx: Tx): Promise<void> {
  await takeDispatchLock(tx);
}

/** Orders waiting longer than this batch are handled by the next dispatch run. */
const WAITING_BATCH = 200;

/** Assigns waiting orders to couriers with room. The caller holds the dispatch lock. */
export async function dispatchWaitingOrders(tx: Tx): Promise<Assignment[]> {
  const waiting = await lockWaitingOrders(tx, WAITING_BATCH);
  if (!waiting.length) return [];
  const online = await listOnlineCouriers(tx);
  if (!online.length) return [];
  const load = await countActiveOrders(
    tx,
    online.map((c) => c.courierId),
  );
  const couriers: DispatchCourier[] = online.map((c) => ({
    courierId: c.courierId,
    position: c.latitude !== null && c.longitude !== null ? { latitude: c.latitude, longitude: c.longitude } : null,
    activeOrders: load.get(c.courierId) ?? 0,
  }));
  const orders = waiting.map((o) => ({
    orderId: o.orderId,
    pickup: o.latitude !== null && o.longitude !== null ? { latitude: o.latitude, longitude: o.longitude } : null,
  }));
  const done: Assignment[] = [];
  for (const assignment of planAssignments(orders, couriers)) {
    if (!(await assignWaitingOrder(tx, assignment.orderId, assignment.courierId))) continue;
    await recordStaffAction(tx, {
      actorId: null,
      action: 'order.assign',
      entity: 'order',
      entityId: assignment.orderId,
      after: { courierId: assignment.courierId },
    });
    done.push(assignment);
  }
  return done;
}

/** How many orders each courier holds. */
export function activeOrderCounts(tx: Tx, courierIds: number[]): Promise<Map<number, number>> {
  return countActiveOrders(tx, courierIds);
}

/**
 * PUT /order/{id}/courier?courierId=: staff give an order waiting for pickup to another online
 * courier with room. The courier it leaves may take a waiting order in its place.
 */
export async function reassignOrder(deps: AppDeps, { caller: who, ...input }: { caller: AccessClaims; orderId: number; courierId: number }): Promise<Order> {
  return deps.db.transaction(async (tx) => {
    await takeDispatchLock(tx);
    const order = await lockOrder(tx, input.orderId);
    if (!order) throw new AppError('orderNotFound');
    if (order.status !== 'AWAITING_PICKUP') throw new AppError('orderNotReassignable');
    if (order.courierId === input.courierId) return orderDetail(tx, order.id);
    const courier = await findCourier(tx, input.courierId);
    if (!courier) throw new AppError('courierNotFound');
    const active = (await countActiveOrders(tx, [courier.id])).get(courier.id) ?? 0;
    if (!courier.enabled || courier.status !== 'ONLINE' || !courier.availability || active >= MAX_ACTIVE_ORDERS_PER_COURIER) {
      throw new AppError('courierUnavailable');
    }
    await setOrderCourier(tx, order.id, courier.id);
    await recordStaffAction(tx, {
      actorId: who.userId,
      action: 'order.reassign',
      entity: 'order',
      entityId: order.id,
      before: { courierId: order.courierId },
      after: { courierId: courier.id },
    });
    await dispatchWaitingOrders(tx);
    return orderDetail(tx, order.id);
  });
}
