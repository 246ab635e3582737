import type { Order } from '@forkly/contracts';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { assertRestaurantPath } from '../../access/order-visibility';
import { recordStaffAction } from '../audit/audit.service';
import { lockZoneOfOrder, wakeZoneRound } from '../dispatch/index';
import { orderDetail } from '../orders/orders.service';
import { lockOrderForStatusChange, setKitchenTimes, type LockedOrder } from './order-status.repo';

interface ReadyTimeInput {
  caller: AccessClaims;
  orderId: number;
  readyInMinutes: number;
}

/**
 * The kitchen's word on one of its paid orders, in one transaction under the order's zone lock (as a
 * dispatch round takes it): check and change the row, record who did it, and wake the zone's round so
 * the courier is timed to the new ready time and the customer sees it.
 */
async function kitchenChange(
  deps: AppDeps,
  input: ReadyTimeInput,
  change: (tx: Tx, order: LockedOrder, readyAt: Date, now: Date) => Promise<void>,
): Promise<Order> {
  const who = input.caller;
  await deps.db.transaction(async (tx) => {
    const zoneId = await lockZoneOfOrder(tx, input.orderId);
    const order = await lockOrderForStatusChange(tx, input.orderId);
    if (!order) throw new AppError('orderNotFound');
    assertRestaurantPath(who, order);
    const now = new Date();
    // An order placed ahead may be answered before it is due (decision 046), but its cooking starts
    // when it is due: the minutes count from then (decision 051), or the food would be "ready" hours early.
    const from = order.kitchenDueAt && order.kitchenDueAt > now ? order.kitchenDueAt : now;
    await change(tx, order, new Date(from.getTime() + input.readyInMinutes * 60_000), now);
    if (zoneId !== undefined) await wakeZoneRound(tx, zoneId);
  });
  return orderDetail(deps.db, input.orderId);
}

/**
 * PUT /restaurant/order/{id}/accept (decision 034): the kitchen accepts a paid order and says when
 * its food will be ready. Until it does the order waits for the kitchen and no courier is sent.
 */
export function acceptOrder(deps: AppDeps, input: ReadyTimeInput): Promise<Order> {
  return kitchenChange(deps, input, async (tx, order, readyAt, now) => {
    if (order.status !== 'CONFIRMED' || order.acceptedAt) throw new AppError('orderNotAcceptable');
    await setKitchenTimes(tx, order.id, {
      acceptedAt: now,
      readyAt,
      kitchenReadyAt: readyAt,
      escalation: null,
      estimateCause: 'kitchenAccepted',
      updatedAt: now,
    });
    await recordStaffAction(tx, {
      actorId: input.caller.userId,
      action: 'order.accept',
      entity: 'order',
      entityId: order.id,
      after: { readyAt: readyAt.toISOString() },
    });
  });
}

/**
 * PUT /restaurant/order/{id}/ready-time: the kitchen pushes an accepted order's ready time back,
 * once and only later, while it is still cooking. The customer's estimate follows and says why.
 */
export function changeReadyTime(deps: AppDeps, input: ReadyTimeInput): Promise<Order> {
  return kitchenChange(deps, input, async (tx, order, readyAt, now) => {
    if (order.status !== 'CONFIRMED' || !order.acceptedAt) throw new AppError('readyTimeNotChangeable');
    if (order.readyPushedAt) throw new AppError('readyTimeAlreadyChanged');
    if (order.readyAt && readyAt <= order.readyAt) throw new AppError('readyTimeNotLater');
    await setKitchenTimes(tx, order.id, { readyAt, kitchenReadyAt: readyAt, readyPushedAt: now, estimateCause: 'kitchenDelayed', updatedAt: now });
    await recordStaffAction(tx, {
      actorId: input.caller.userId,
      action: 'order.readyTime',
      entity: 'order',
      entityId: order.id,
      before: { readyAt: order.readyAt?.toISOString() ?? null },
      after: { readyAt: readyAt.toISOString() },
    });
  });
}
