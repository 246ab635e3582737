import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { orders } from './orders';
import { restaurants } from './restaurants';

/**
 * A customer's rating of a delivered order. Restaurant and courier are copied from the order so
 * the averages on restaurants and courier_profiles can be recomputed with one grouped query.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    courierId: integer('courier_id').references(() => users.id, { onDelete: 'set null' }),
    restaurantStars: smallint('restaurant_stars').notNull(),
    courierStars: smallint('courier_stars'),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ratings_order_idx').on(t.orderId),
    index('ratings_restaurant_idx').on(t.restaurantId),
    index('ratings_courier_idx').on(t.courierId),
    check('ratings_restaurant_stars_range', sql`${t.restaurantStars} BETWEEN 1 AND 5`),
    check('ratings_courier_stars_range', sql`${t.courierStars} IS NULL OR ${t.courierStars} BETWEEN 1 AND 5`),
  ],
);

export type Rating = typeof ratings.$inferSelect;
export type NewRating = typeof ratings.$inferInsert;
