import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { restaurants } from './restaurants';

/**
 * A customer's favourite restaurants (issue 25). On the account, not in the browser, so they
 * follow the customer to another device; gone with the account or the restaurant.
 */
export const favouriteRestaurants = pgTable(
  'favourite_restaurants',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.restaurantId] }), index('favourite_restaurants_restaurant_idx').on(t.restaurantId)],
);

export type FavouriteRestaurant = typeof favouriteRestaurants.$inferSelect;
