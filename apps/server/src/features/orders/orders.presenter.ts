import { centsToEuro, type Order, type OrderLine, type OrderSummary } from '@forkly/contracts';
import type { OrderLineOption, orderLines, orderStatusHistory } from '../../db/schema/index';
import { presentAddress } from '../../lib/address-presenter';
import { presentDelivery, type DeliveryRow } from './order-delivery.presenter';
import type { OrderDetailRow } from './orders.repo';
import { presentRefund, refundableOf, type RefundRow } from './refunds.presenter';

type LineRow = typeof orderLines.$inferSelect;
type PersonRow = { id: number; firstName: string; lastName: string; contact: string };
/** What the answer shows of an order: a stored row, or one make-order just wrote (decision 021). */
type SummaryRow = Omit<OrderDetailRow, 'lines' | 'history' | 'restaurant' | 'user' | 'courier' | 'coupon' | 'trip' | 'estimates' | 'refunds'> & {
  restaurant: Pick<OrderDetailRow['restaurant'], 'id' | 'name' | 'contact' | 'visible' | 'removedAt'>;
  user: PersonRow;
  courier: PersonRow | null;
};
export type PresentableOrder = SummaryRow &
  DeliveryRow & {
    lines: LineRow[];
    history: Pick<typeof orderStatusHistory.$inferSelect, 'fromStatus' | 'toStatus' | 'createdAt' | 'reason'>[];
    /** Absent for an order just written (make-order): it has none yet. */
    refunds?: RefundRow[];
  };

const person = (p: PersonRow) => ({ id: p.id, firstName: p.firstName, lastName: p.lastName, contact: p.contact });

/** A line's chosen options in euro, as they were named and priced when ordered (decision 045). */
export function presentChosenOptions(options: readonly OrderLineOption[]): OrderLine['options'] {
  return options.map((o) => ({ id: o.id, group: o.group, name: o.name, priceDelta: centsToEuro(o.priceDeltaCents) }));
}

export function presentLine(line: LineRow): OrderLine {
  return {
    id: line.id,
    orderId: line.orderId,
    menuId: line.menuId,
    extraId: line.extraId,
    name: line.name,
    price: centsToEuro(line.unitPriceCents),
    quantity: line.quantity,
    lineTotal: centsToEuro(line.unitPriceCents * line.quantity),
    options: presentChosenOptions(line.options),
  };
}

/** An order in a list: parties, delivery address, totals in euro. Never the e-mail or payment ids. */
export function presentOrderSummary(order: SummaryRow): OrderSummary {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    restaurant: {
      id: order.restaurant.id,
      name: order.restaurant.name,
      contact: order.restaurant.contact,
      orderable: order.restaurant.visible && order.restaurant.removedAt === null,
    },
    user: person(order.user),
    courier: order.courier ? person(order.courier) : null,
    address: presentAddress(order),
    subtotal: centsToEuro(order.subtotalCents),
    discount: centsToEuro(order.discountCents),
    deliveryFee: centsToEuro(order.deliveryFeeCents),
    tip: centsToEuro(order.tipCents),
    total: centsToEuro(order.totalCents),
    paidAt: order.paidAt?.toISOString() ?? null,
    acceptedAt: order.acceptedAt?.toISOString() ?? null,
    readyAt: order.readyAt?.toISOString() ?? null,
    escalation: order.escalation,
    cancelReason: order.cancelReason,
    scheduledFor: order.scheduledFor?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

export function presentOrder(order: PresentableOrder, now = new Date()): Order {
  return {
    ...presentOrderSummary(order),
    note: order.note,
    promocode: order.promocode,
    lines: order.lines.map(presentLine),
    history: order.history.map((h) => ({ fromStatus: h.fromStatus, toStatus: h.toStatus, at: h.createdAt.toISOString(), reason: h.reason })),
    delivery: presentDelivery(order, now),
    refunds: (order.refunds ?? []).map((refund) => presentRefund(refund, order.lines)),
    refundable: centsToEuro(refundableOf(order)),
  };
}
