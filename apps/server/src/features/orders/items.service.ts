import type { OrderLine, UpdateOrderItemRequest } from '@forkly/contracts';
import { repriceOrder } from '@forkly/domain';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { assertMaySeeOrder, assertOrderCustomer } from '../../access/order-visibility';
import { presentLine } from './orders.presenter';
import { findLine, findOrderDetail, listLines, lockPendingOrder, updateLineQuantity, updateOrderTotals, deleteLine } from './orders.repo';
import { orderParties } from './orders.service';

/** The order of these lines, if the caller may see it (in any state); to anyone else it does not exist. */
async function visibleOrder(deps: AppDeps, who: AccessClaims, orderId: number, notFound: 'orderNotFound' | 'orderItemNotFound') {
  const order = await findOrderDetail(deps.db, orderId);
  if (!order) throw new AppError(notFound);
  assertMaySeeOrder(who, orderParties(order), notFound);
  return order;
}

/** GET item/order/{orderId}: the lines of an order, for whoever may see it, in any state. */
export async function listOrderLines(deps: AppDeps, options: { caller: AccessClaims; orderId: number }): Promise<OrderLine[]> {
  const { caller: who, orderId } = options;
  const order = await visibleOrder(deps, who, orderId, 'orderNotFound');
  return order.lines.map(presentLine);
}

/** GET /item/{id}: one line, for whoever may see its order; anyone else gets 404 as for a missing line. */
export async function getOrderItem(deps: AppDeps, options: { caller: AccessClaims; lineId: number }): Promise<OrderLine> {
  const { caller: who, lineId } = options;
  const line = await findLine(deps.db, lineId);
  if (!line) throw new AppError('orderItemNotFound');
  await visibleOrder(deps, who, line.orderId, 'orderItemNotFound');
  return presentLine(line);
}

/** A line of the caller's own order while it is PENDING: only then, and only its customer, may change it. */
async function lineOfOwnPendingOrder(deps: AppDeps, who: AccessClaims, lineId: number) {
  const line = await findLine(deps.db, lineId);
  if (!line) throw new AppError('orderItemNotFound');
  const order = await findOrderDetail(deps.db, line.orderId);
  if (!order) throw new AppError('orderItemNotFound');
  assertOrderCustomer(who, order.userId, 'orderItemNotFound');
  if (order.status !== 'PENDING') throw new AppError('orderNotPending');
  return { line, order };
}

/**
 * Runs a change of an unpaid order with its payment page closed (payments.service.ts's
 * `changeUnpaidOrder`). Payments builds on orders, so the composition root passes it in as a port
 * instead of orders importing payments (decision 027).
 */
export type ChangeUnpaidOrder = <T>(
  deps: AppDeps,
  order: { id: number; paymentProvider: string | null; paymentSessionId: string | null },
  change: (tx: Tx) => Promise<T>,
  log?: Log,
) => Promise<T>;
/** What the line changes need: the app's dependencies and the payments port. */
export type ItemsDeps = AppDeps & { changeUnpaidOrder: ChangeUnpaidOrder };

type PricedOrder = {
  id: number;
  deliveryFeeCents: number;
  tipCents: number;
  coupon: { percentage: number | null; amountCents: number | null } | null;
  restaurant: { minimumOrderCents: number; maximumOrderCents: number };
};
type PaymentSessionRef = { paymentProvider: string | null; paymentSessionId: string | null };
type Log = (error: unknown) => void;

/**
 * The order's totals from these lines (their unit prices are those of ordering time), keeping its
 * coupon's percentage and its delivery fee; refused below the minimum order.
 */
function totalsFor(order: PricedOrder, lines: readonly { unitPriceCents: number; quantity: number }[]) {
  const totals = repriceOrder({
    lines,
    percentage: order.coupon?.percentage ?? undefined,
    amountCents: order.coupon?.amountCents ?? undefined,
    deliveryFeeCents: order.deliveryFeeCents,
    tipCents: order.tipCents,
  });
  if (totals.subtotalCents < order.restaurant.minimumOrderCents) throw new AppError('minimumOrderNotReached');
  if (totals.subtotalCents > order.restaurant.maximumOrderCents) throw new AppError('maximumOrderExceeded');
  return totals;
}

/**
 * Changes the lines of a PENDING order with its payment page closed (payments.service.ts), under
 * its row lock, and re-prices it. The lines are read again inside: the checks made before only
 * refuse early, so a change that cannot be made never closes the payment page.
 */
async function changeLines<T>(deps: ItemsDeps, order: PricedOrder & PaymentSessionRef, change: (tx: Tx) => Promise<T>, log?: Log): Promise<T> {
  return deps.changeUnpaidOrder(
    deps,
    order,
    async (tx) => {
      if (!(await lockPendingOrder(tx, order.id))) throw new AppError('orderNotPending');
      const result = await change(tx);
      await updateOrderTotals(tx, order.id, totalsFor(order, await listLines(tx, order.id)));
      return result;
    },
    log,
  );
}

/** PUT /item/{id}: a new quantity (1-99) for a line of the caller's unpaid order. */
export async function updateOrderItem(
  deps: ItemsDeps,
  options: { caller: AccessClaims; lineId: number; change: UpdateOrderItemRequest; log?: Log },
): Promise<OrderLine> {
  const { caller: who, lineId, change: input, log } = options;
  if (input.id !== lineId) throw new AppError('validationFailed', { fields: { id: 'Invalid value' } });
  const { line, order } = await lineOfOwnPendingOrder(deps, who, lineId);
  if (input.menu !== undefined && input.menu !== (line.menuId ?? line.extraId)) throw new AppError('validationFailed', { fields: { menu: 'Invalid value' } });
  totalsFor(
    order,
    order.lines.map((l) => (l.id === line.id ? { ...l, quantity: input.quantity } : l)),
  );
  const updated = await changeLines(
    deps,
    order,
    async (tx) => {
      const row = await updateLineQuantity(tx, line.id, input.quantity);
      if (!row) throw new AppError('orderItemNotFound');
      return row;
    },
    log,
  );
  return presentLine(updated);
}

/** DELETE /item/{id}: removes a line; the last line stays (an order needs one item). */
export async function deleteOrderItem(deps: ItemsDeps, options: { caller: AccessClaims; lineId: number; bodyId?: number; log?: Log }): Promise<void> {
  const { caller: who, lineId, bodyId, log } = options;
  if (bodyId !== undefined && bodyId !== lineId) throw new AppError('validationFailed', { fields: { id: 'Invalid value' } });
  const { line, order } = await lineOfOwnPendingOrder(deps, who, lineId);
  if (order.lines.length <= 1) throw new AppError('orderNeedsOneItem');
  totalsFor(
    order,
    order.lines.filter((l) => l.id !== line.id),
  );
  await changeLines(
    deps,
    order,
    async (tx) => {
      if ((await listLines(tx, order.id)).length <= 1) throw new AppError('orderNeedsOneItem');
      await deleteLine(tx, line.id);
    },
    log,
  );
}
