import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { coupons } from './coupons';
import { users } from './identity';
import { orders } from './orders';

/**
 * One row per order that used a coupon, written in the same transaction that increments
 * coupons.used_count. Its own file because it joins two aggregates (coupons and orders).
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_idx').on(t.orderId),
    index('coupon_redemptions_coupon_idx').on(t.couponId),
    index('coupon_redemptions_user_idx').on(t.userId, t.couponId),
  ],
);

export type CouponRedemption = typeof couponRedemptions.$inferSelect;
