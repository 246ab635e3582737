import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './identity';
import { restaurants } from './restaurants';

/**
 * A promotion code (DESIGN.md sections 6 and 6a): the promotion form's `name` is `code`.
 * Scoped to one restaurant, or platform-wide when `restaurantId` is null.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** What the customer types; unique ignoring case, so "welcome10" finds WELCOME10. */
    code: text('code').notNull(),
    /** Percent off; null for a voucher of an amount (issue 22). */
    percentage: integer('percentage'),
    /** Cents off (never more than the subtotal), for a voucher of an amount; null for a percentage code. */
    amountCents: integer('amount_cents'),
    description: text('description').notNull().default(''),
    restaurantId: integer('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
    /** A voucher's customer, who alone may use it (issue 22); null for a code anyone may type. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Null = unlimited. Redeem with one UPDATE ... WHERE used_count < usage_limit (atomic). */
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('coupons_code_lower_idx').on(sql`lower(${t.code})`),
    index('coupons_restaurant_idx').on(t.restaurantId),
    index('coupons_created_idx').on(t.createdAt),
    check('coupons_percentage_range', sql`${t.percentage} BETWEEN 1 AND 100`),
    check('coupons_amount_positive', sql`${t.amountCents} > 0`),
    // A code takes either a percentage or an amount off, never both or neither.
    check('coupons_one_discount', sql`num_nonnulls(${t.percentage}, ${t.amountCents}) = 1`),
    index('coupons_user_idx').on(t.userId),
    check('coupons_usage_limit_positive', sql`${t.usageLimit} IS NULL OR ${t.usageLimit} > 0`),
    // A second line of defence behind the atomic UPDATE: the count can never pass the limit.
    check('coupons_used_within_limit', sql`${t.usedCount} >= 0 AND (${t.usageLimit} IS NULL OR ${t.usedCount} <= ${t.usageLimit})`),
  ],
);

export type Coupon = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;
