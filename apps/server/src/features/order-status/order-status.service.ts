import type { Order, OrderStatus } from '@forkly/contracts';
import { needsRefund, type OrderActor } from '@forkly/domain';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { isStaff } from '../../access/access';
import { assertCourierPath, assertRestaurantPath, staffMayMoveOrderTo } from '../../access/order-visibility';
import { recordStaffAction } from '../audit/audit.service';
import { dispatchWaitingOrders, lockDispatch } from '../dispatch/dispatch.service';
import { orderDetail, transitionOrder } from '../orders/orders.service';
import { refundCancelledOrder } from '../payments/cancelled-order-refund';
import { lockOrderForStatusChange, type LockedOrder } from './order-status.repo';

type Log = (error: unknown) => void;

interface StatusChange {
  orderId: number;
  status: OrderStatus;
}

/**
 * A cancel on the restaurant path is recorded (issue 8, "Accountability"): staff's, and a kitchen's
 * rejection with the restaurant's account as actor, so the record explains every refund that follows.
 */
function recordCancel(tx: Tx, who: AccessClaims, order: LockedOrder) {
  return recordStaffAction(tx, {
    actorId: who.userId,
    action: 'order.cancel',
    entity: 'order',
    entityId: order.id,
    before: { status: order.status },
    after: { status: 'CANCELLED' },
  });
}

/**
 * One status change in one transaction: lock the order, check who may, move it through the state
 * machine (recorded with actor and time), notify, and dispatch when the move frees or needs a
 * courier. Anything refused changes nothing. The dispatch lock comes first (dispatch.service.ts).
 * A paid order that is cancelled is refunded through its provider after the commit (never inside
 * the transaction: it waits on the network); if the provider fails, the cancel stands and the
 * refund is retried as a queued job (cancelled-order-refund.ts, decision 019).
 */
async function changeStatus(
  deps: AppDeps,
  who: AccessClaims,
  input: StatusChange & { actor: OrderActor; dispatches: boolean; assertMay: (order: LockedOrder) => void },
  log?: Log,
): Promise<Order> {
  const { orderId, refundDue } = await deps.db.transaction(async (tx: Tx) => {
    if (input.dispatches) await lockDispatch(tx);
    const order = await lockOrderForStatusChange(tx, input.orderId);
    if (!order) throw new AppError('orderNotFound');
    input.assertMay(order);
    const refund = needsRefund(order.status, input.status) && order.paidAt !== null;
    const moved = await transitionOrder(tx, {
      orderId: order.id,
      from: order.status,
      to: input.status,
      actor: input.actor,
      actorId: who.userId,
      reason: refund ? 'refund due' : undefined,
    });
    if (!moved) throw new AppError('orderStatusChangeNotAllowed');
    if (input.status === 'CANCELLED') await recordCancel(tx, who, order);
    if (input.dispatches) await dispatchWaitingOrders(tx);
    return { orderId: order.id, refundDue: refund };
  });
  if (refundDue) await refundCancelledOrder(deps, orderId, log, who.userId);
  return orderDetail(deps.db, orderId);
}

/**
 * PUT /restaurant/order/{id}?status= (DESIGN.md section 6, "Who moves an order"): the restaurant
 * (or its parent) marks a paid order prepared (AWAITING_PICKUP, which dispatches it) or cancels it;
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
      dispatches: input.status === 'AWAITING_PICKUP',
      assertMay: (order) => (staff ? undefined : assertRestaurantPath(who, order)),
    },
    log,
  );
}

/**
 * PUT /courier/order/{id}?status=: the assigned courier confirms pickup (READY_FOR_DELIVERY) and
 * delivery (DELIVERED); after a delivery it may take a waiting order.
 */
export async function changeStatusAsCourier(deps: AppDeps, { caller: who, ...input }: StatusChange & { caller: AccessClaims }): Promise<Order> {
  return changeStatus(deps, who, {
    ...input,
    actor: 'courier',
    dispatches: input.status === 'DELIVERED',
    assertMay: (order) => assertCourierPath(who, order.courierId),
  });
}
