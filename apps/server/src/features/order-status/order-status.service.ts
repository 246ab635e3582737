import type { Order, OrderStatus, RejectionReason } from '@forkly/contracts';
import { needsRefund, type OrderActor } from '@forkly/domain';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { isStaff } from '../../access/access';
import { assertCourierPath, assertRestaurantPath, staffMayMoveOrderTo } from '../../access/order-visibility';
import { recordStaffAction } from '../audit/audit.service';
import { afterOrderMove, lockZoneOfOrder, moveChanges } from '../dispatch/index';
import { orderDetail, transitionOrder } from '../orders/orders.service';
import { staleCourierAction } from '../couriers/index';
import { refundCancelledOrder } from '../payments/index';
import { lockOrderForStatusChange, type LockedOrder } from './order-status.repo';

type Log = (error: unknown) => void;

interface StatusChange {
  orderId: number;
  status: OrderStatus;
  /** Why a paid order is cancelled (the kitchen's or staff's choice); the customer is told. */
  reason?: RejectionReason;
}

/**
 * A cancel on the restaurant path is recorded (issue 8, "Accountability"): staff's, and a kitchen's
 * rejection with the restaurant's account as actor, so the record explains every refund that follows.
 */
function recordCancel(tx: Tx, who: AccessClaims, order: LockedOrder, reason: RejectionReason | undefined) {
  return recordStaffAction(tx, {
    actorId: who.userId,
    action: 'order.cancel',
    entity: 'order',
    entityId: order.id,
    before: { status: order.status },
    after: { status: 'CANCELLED', ...(reason ? { reason } : {}) },
  });
}

/**
 * One status change in one transaction: the order's zone lock (order-moves.ts: as a dispatch round
 * takes it), the order's row, who may, the move through the state machine (recorded with actor and
 * time) with what goes with it (the ready time, the drop-off), then the trip follows and the zone's
 * round is woken. Anything refused changes nothing. A paid order that is cancelled is refunded
 * through its provider after the commit (never inside the transaction: it waits on the network); if
 * the provider fails, the cancel stands and the refund is retried as a queued job
 * (cancelled-order-refund.ts, decision 019).
 */
async function changeStatus(
  deps: AppDeps,
  who: AccessClaims,
  input: StatusChange & { actor: OrderActor; assertMay: (order: LockedOrder, tx: Tx) => void | Promise<void> },
  log?: Log,
): Promise<Order> {
  const { orderId, refundDue } = await deps.db.transaction(async (tx: Tx) => {
    const zoneId = await lockZoneOfOrder(tx, input.orderId);
    const order = await lockOrderForStatusChange(tx, input.orderId);
    if (!order) throw new AppError('orderNotFound');
    await input.assertMay(order, tx);
    const refund = needsRefund(order.status, input.status) && order.paidAt !== null;
    const now = new Date();
    // A paid order cancelled on the restaurant path always says why (the kitchen's "other" when it did not).
    const reason = input.status === 'CANCELLED' && order.paidAt !== null ? (input.reason ?? 'other') : undefined;
    const moved = await transitionOrder(tx, {
      orderId: order.id,
      from: order.status,
      to: input.status,
      actor: input.actor,
      actorId: who.userId,
      reason: refund ? 'refund due' : undefined,
      changes: moveChanges(input.status, now, reason),
    });
    if (!moved) throw new AppError('orderStatusChangeNotAllowed');
    if (input.status === 'CANCELLED') await recordCancel(tx, who, order, reason);
    await afterOrderMove(tx, { orderId: order.id, tripId: order.tripId, to: input.status, zoneId, now });
    return { orderId: order.id, refundDue: refund };
  });
  if (refundDue) await refundCancelledOrder(deps, orderId, log, who.userId);
  return orderDetail(deps.db, orderId);
}

/** Locks an order's row for a move that another feature makes (the customer's cancel of a scheduled order). */
export function lockOrderForMove(tx: Tx, orderId: number) {
  return lockOrderForStatusChange(tx, orderId);
}

/**
 * PUT /restaurant/order/{id}?status= (DESIGN.md section 6, "Who moves an order"): the restaurant
 * (or its parent) marks a paid order prepared (AWAITING_PICKUP: the food is ready now) or cancels it;
 * staff may only cancel. A cancelled paid order is refunded through the provider that took it.
 */
export async function changeStatusAsRestaurant(
  deps: AppDeps,
  { caller: who, log, ...input }: StatusChange & { caller: AccessClaims; log?: Log },
): Promise<Order> {
  const staff = isStaff(who);
  if (staff && !staffMayMoveOrderTo(input.status)) throw new AppError('forbidden');
  return changeStatus(
    deps,
    who,
    {
      ...input,
      actor: staff ? 'staff' : 'restaurant',
      assertMay: (order) => {
        if (staff) return;
        assertRestaurantPath(who, order);
        // Decision 051: an order placed ahead is cooked when it is due, not hours before its slot.
        if (input.status === 'AWAITING_PICKUP' && order.kitchenDueAt && order.kitchenDueAt > new Date()) throw new AppError('scheduledOrderNotDue');
      },
    },
    log,
  );
}

/**
 * PUT /courier/order/{id}?status=: the assigned courier confirms pickup (READY_FOR_DELIVERY) and
 * delivery (DELIVERED); after its last delivery the next round may give it a trip.
 */
export async function changeStatusAsCourier(deps: AppDeps, { caller: who, ...input }: StatusChange & { caller: AccessClaims }): Promise<Order> {
  return changeStatus(deps, who, {
    ...input,
    actor: 'courier',
    assertMay: async (order, tx) => {
      // A courier tapping an order it held, since cancelled or given to another, is told which.
      if (order.courierId !== who.userId) {
        const stale = await staleCourierAction(tx, who.userId, { orderId: order.id });
        if (stale) throw stale;
      }
      assertCourierPath(who, order.courierId);
    },
  });
}
