import { REFUND_REASONS, VOUCHER_REASONS } from '@forkly/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { coupons } from './coupons';
import { users } from './identity';
import { orderLines, orders } from './orders';

/**
 * Part of a paid order's money given back by staff (issue 22): chosen lines or an amount. The row
 * is written with its amount, computed by the server, when staff ask; `refunded_at` is set once the
 * provider took it (a queued job, one per refund: its id is the provider's idempotency key).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The provider's id of the refund (Stripe's `re_...`); null for the demo provider. */
    providerRefundId: text('provider_refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_refunds_order_idx').on(t.orderId, t.createdAt), check('order_refunds_amount_positive', sql`${t.amountCents} > 0`)],
);

/** The lines a refund gave back, how many of each and for how much (its share of the discount off). */
export const orderRefundLines = pgTable(
  'order_refund_lines',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => orderRefunds.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    index('order_refund_lines_refund_idx').on(t.refundId),
    index('order_refund_lines_line_idx').on(t.orderLineId),
    check('order_refund_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('order_refund_lines_amount_nonneg', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * A voucher given for an order (issue 22): the one-customer coupon it made, and why. Its own table
 * because it joins two aggregates (coupons and orders), as coupon_redemptions does.
 */
export const orderVouchers = pgTable(
  'order_vouchers',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: VOUCHER_REASONS }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_vouchers_coupon_idx').on(t.couponId), index('order_vouchers_order_idx').on(t.orderId)],
);

export type OrderRefund = typeof orderRefunds.$inferSelect;
export type OrderRefundLine = typeof orderRefundLines.$inferSelect;
