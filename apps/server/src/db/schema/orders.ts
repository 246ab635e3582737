import { ORDER_STATUSES } from '@forkly/contracts';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgEnum, pgSequence, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CANCEL_REASONS, ESCALATION_STEPS, ESTIMATE_REASONS } from '@forkly/contracts';
import { addressColumns, timestamps } from './columns';
import { coupons } from './coupons';
import { courierTrips } from './courier-trips';
import { users } from './identity';
import { extras, menus } from './menus';
import { restaurants } from './restaurants';

/** DESIGN.md section 6; the allowed moves live in packages/domain. */
export { ORDER_STATUSES } from '@forkly/contracts';
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);

/** Numbers orders for people ("FK-100001"); a sequence never hands out the same value twice. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001 });

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Filled by the database. To sort by it (ORDER_NUMBER) sort by id: both grow together. */
    orderNumber: text('order_number')
      .notNull()
      .default(sql`('FK-' || nextval('order_number_seq')::text)`),
    // Orders are receipts: deleting a customer or restaurant that has some is refused.
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'restrict' }),
    /** The assigned courier (a COURIER user); null until dispatch. */
    courierId: integer('courier_id').references(() => users.id, { onDelete: 'set null' }),
    status: orderStatusEnum('status').notNull().default('PENDING'),
    /** Delivery address, copied at ordering time. */
    ...addressColumns(),
    note: text('note').notNull().default(''),
    /** The code as typed, and the coupon it resolved to. */
    promocode: text('promocode'),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    /** The courier's tip (issue 25), settled in cents when the order is placed; part of the total. */
    tipCents: integer('tip_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /** 'demo' | 'stripe'; null until checkout starts. */
    paymentProvider: text('payment_provider'),
    paymentSessionId: text('payment_session_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    routeDistanceMeters: integer('route_distance_meters'),
    /** When the kitchen accepted it (null while it waits for the kitchen: decision 034). */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** When its food is expected ready: the preparation time at payment, the kitchen's word once accepted. */
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** When the kitchen pushed the ready time back; it may do so once. */
    readyPushedAt: timestamp('ready_pushed_at', { withTimezone: true }),
    /** Ordering ahead (issue 25, decision 046): the delivery slot the customer chose; null for as soon as possible. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    /** When a scheduled order enters the kitchen's queue and dispatch: its slot minus preparation and travel. */
    kitchenDueAt: timestamp('kitchen_due_at', { withTimezone: true }),
    /** The drop-off promised to the customer when the order was placed (paid); it never moves. */
    promisedAt: timestamp('promised_at', { withTimezone: true }),
    /** The dispatch plan's current drop-off, and the drop-off itself once delivered. */
    estimatedDropoffAt: timestamp('estimated_dropoff_at', { withTimezone: true }),
    /** What moved the order last (the kitchen's answer, the pickup): the next round's new estimate is put down to it. */
    estimateCause: text('estimate_cause', { enum: ESTIMATE_REASONS }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The ready time the kitchen gave (at acceptance, or pushed back), kept to measure the kitchen by. */
    kitchenReadyAt: timestamp('kitchen_ready_at', { withTimezone: true }),
    /** When the kitchen marked it prepared. */
    preparedAt: timestamp('prepared_at', { withTimezone: true }),
    /** How far it escalated while nobody in the kitchen acknowledged it (issue 21). */
    escalation: text('escalation', { enum: ESCALATION_STEPS }),
    /** Why a paid order was cancelled: the kitchen's reason, staff's, or `missed` (not acknowledged in time). */
    cancelReason: text('cancel_reason', { enum: CANCEL_REASONS }),
    /** Staff noted they called the restaurant about it (the operations board), when and who. */
    restaurantCalledAt: timestamp('restaurant_called_at', { withTimezone: true }),
    restaurantCalledBy: integer('restaurant_called_by').references(() => users.id, { onDelete: 'set null' }),
    /** The courier trip that carries it, and its place among the trip's drop-offs (0 first). */
    tripId: integer('trip_id').references(() => courierTrips.id, { onDelete: 'set null' }),
    tripStop: smallint('trip_stop'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.orderNumber),
    uniqueIndex('orders_payment_session_idx').on(t.paymentProvider, t.paymentSessionId),
    // Each list filters by one owner and sorts by date, ties broken by id: (owner, created_at, id)
    // hands a page over in order, read forwards or backwards, however many orders there are
    // (decision 030). The staff list's sort keys end in id for the same reason.
    index('orders_user_idx').on(t.userId, t.createdAt, t.id),
    index('orders_restaurant_idx').on(t.restaurantId, t.createdAt, t.id),
    index('orders_courier_idx').on(t.courierId, t.status),
    index('orders_status_idx').on(t.status, t.id),
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_total_idx').on(t.totalCents, t.id),
    index('orders_trip_idx').on(t.tripId),
    // The promise accuracy report reads delivered orders by day.
    index('orders_delivered_idx').on(t.deliveredAt),
    check('orders_amounts_nonneg', sql`${t.subtotalCents} >= 0 AND ${t.discountCents} >= 0 AND ${t.deliveryFeeCents} >= 0 AND ${t.tipCents} >= 0`),
    check('orders_discount_within_subtotal', sql`${t.discountCents} <= ${t.subtotalCents}`),
    check('orders_total_sum', sql`${t.totalCents} = ${t.subtotalCents} - ${t.discountCents} + ${t.deliveryFeeCents} + ${t.tipCents}`),
  ],
);

/** A basket line: a menu or an extra (exactly one), with the name and price at ordering time. */
/** A chosen option as an order line keeps it (order_lines.options). */
export interface OrderLineOption {
  id: number;
  group: string;
  name: string;
  priceDeltaCents: number;
}

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id').references(() => menus.id, { onDelete: 'restrict' }),
    extraId: integer('extra_id').references(() => extras.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    /**
     * The dish's chosen options as they were named and priced when ordered (decision 045); already
     * inside unit_price_cents. A copy, so later menu edits never change a past order.
     */
    options: jsonb('options').$type<OrderLineOption[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_menu_idx').on(t.menuId),
    index('order_lines_extra_idx').on(t.extraId),
    check('order_lines_one_item', sql`num_nonnulls(${t.menuId}, ${t.extraId}) = 1`),
    check('order_lines_quantity_range', sql`${t.quantity} BETWEEN 1 AND 99`),
    check('order_lines_price_nonneg', sql`${t.unitPriceCents} >= 0`),
  ],
);

/** Every status change with who and when (DESIGN.md section 6). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null for the creation of the order. */
    fromStatus: orderStatusEnum('from_status'),
    toStatus: orderStatusEnum('to_status').notNull(),
    /** Null when the system moved it (payment webhook, unpaid timeout). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Each time the plan's drop-off for an order moved, and why (issue 24: every change is shown and
 * explained). The first row is the promise.
 */
export const orderEstimates = pgTable(
  'order_estimates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    arrivesAt: timestamp('arrives_at', { withTimezone: true }).notNull(),
    reason: text('reason', { enum: ESTIMATE_REASONS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_estimates_order_idx').on(t.orderId, t.createdAt)],
);

export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderLine = typeof orderLines.$inferSelect;
export type NewOrderLine = typeof orderLines.$inferInsert;
export type OrderStatusChange = typeof orderStatusHistory.$inferSelect;
