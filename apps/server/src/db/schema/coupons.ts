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
    percentage: integer('percentage').notNull(),
    description: text('description').notNull().default(''),
    restaurantId: integer('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
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
    check('coupons_usage_limit_positive', sql`${t.usageLimit} IS NULL OR ${t.usageLimit} > 0`),
    // A second line of defence behind the atomic UPDATE: the count can never pass the limit.
    check('coupons_used_within_limit', sql`${t.usedCount} >= 0 AND (${t.usageLimit} IS NULL OR ${t.usedCount} <= ${t.usageLimit})`),
  ],
);

export type Coupon = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;
