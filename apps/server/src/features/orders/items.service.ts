import type { OrderLine, UpdateOrderItemRequest } from '@forkly/contracts';
import { repriceOrder } from '@forkly/domain';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { presentLine } from './orders.presenter';
import { findLine, findOrderDetail, listLines, lockPendingOrder, updateLineQuantity, updateOrderTotals, deleteLine } from './orders.repo';
import { assertOwnsOrder } from './orders.service';

/** The caller's own PENDING order; anyone else's order does not exist for them. */
async function ownPendingOrder(deps: AppDeps, who: AccessClaims, orderId: number) {
  const order = await findOrderDetail(deps.db, orderId);
  if (!order) throw new AppError('orderNotFound');
  assertOwnsOrder(who, order);
  if (order.status !== 'PENDING') throw new AppError('orderNotPending');
  return order;
}

/** GET item/order/{orderId}: the lines of the caller's unpaid order (the review page). */
export async function listPendingLines(deps: AppDeps, who: AccessClaims, orderId: number): Promise<OrderLine[]> {
  const order = await ownPendingOrder(deps, who, orderId);
  return order.lines.map(presentLine);
}

async function lineOfOwnPendingOrder(deps: AppDeps, who: AccessClaims, lineId: number) {
  const line = await findLine(deps.db, lineId);
  if (!line) throw new AppError('orderItemNotFound');
  const order = await findOrderDetail(deps.db, line.orderId);
  if (!order || order.userId !== who.userId || who.role !== 'USER') throw new AppError('orderItemNotFound');
  if (order.status !== 'PENDING') throw new AppError('orderNotPending');
  return { line, order };
}

/**
 * Re-prices the order from its lines (their unit prices are those of ordering time), keeping its
 * coupon's percentage and its delivery fee, and checks the minimum order again.
 */
async function reprice(tx: Tx, order: { id: number; deliveryFeeCents: number; coupon: { percentage: number } | null; restaurant: { minimumOrderCents: number } }) {
  const lines = await listLines(tx, order.id);
  const totals = repriceOrder({ lines, percentage: order.coupon?.percentage, deliveryFeeCents: order.deliveryFeeCents });
  if (totals.subtotalCents < order.restaurant.minimumOrderCents) throw new AppError('minimumOrderNotReached');
  await updateOrderTotals(tx, order.id, totals);
}

/** PUT /item/{id}: a new quantity (1-99) for a line of the caller's unpaid order. */
export async function updateOrderItem(deps: AppDeps, who: AccessClaims, lineId: number, input: UpdateOrderItemRequest): Promise<OrderLine> {
  if (input.id !== lineId) throw new AppError('validationFailed', { fields: { id: 'Invalid value' } });
  const { line, order } = await lineOfOwnPendingOrder(deps, who, lineId);
  if (input.menu !== undefined && input.menu !== (line.menuId ?? line.extraId)) throw new AppError('validationFailed', { fields: { menu: 'Invalid value' } });
  const updated = await deps.db.transaction(async (tx) => {
    if (!(await lockPendingOrder(tx, order.id))) throw new AppError('orderNotPending');
    const row = await updateLineQuantity(tx, line.id, input.quantity);
    if (!row) throw new AppError('orderItemNotFound');
    await reprice(tx, order);
    return row;
  });
  return presentLine(updated);
}

/** DELETE /item/{id}: removes a line; the last line stays (an order needs one item). */
export async function deleteOrderItem(deps: AppDeps, who: AccessClaims, lineId: number, bodyId?: number): Promise<void> {
  if (bodyId !== undefined && bodyId !== lineId) throw new AppError('validationFailed', { fields: { id: 'Invalid value' } });
  const { line, order } = await lineOfOwnPendingOrder(deps, who, lineId);
  await deps.db.transaction(async (tx) => {
    if (!(await lockPendingOrder(tx, order.id))) throw new AppError('orderNotPending');
    if ((await listLines(tx, order.id)).length <= 1) throw new AppError('orderNeedsOneItem');
    await deleteLine(tx, line.id);
    await reprice(tx, order);
  });
}
