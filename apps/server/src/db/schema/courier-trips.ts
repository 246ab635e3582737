import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './identity';
import { restaurants } from './restaurants';
import { deliveryZones } from './zones';

/** A trip is open until its last order is delivered (or none is left on it). */
export const TRIP_STATES = ['OPEN', 'DONE'] as const;
export type TripState = (typeof TRIP_STATES)[number];

/**
 * A courier's trip (decision 033): one restaurant, one to three of its orders (their `trip_stop`
 * gives the drop-off order), and when the courier should leave so as to arrive as the food is
 * ready. A courier has at most one open trip; the orders point at it.
 */
export const courierTrips = pgTable(
  'courier_trips',
  {
    id: serial('id').primaryKey(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => deliveryZones.id, { onDelete: 'restrict' }),
    courierId: integer('courier_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'restrict' }),
    state: text('state', { enum: TRIP_STATES }).notNull().default('OPEN'),
    /** When the courier should set off for the restaurant, and when it should be there (the plan's). */
    leaveAt: timestamp('leave_at', { withTimezone: true }).notNull(),
    arriveAt: timestamp('arrive_at', { withTimezone: true }).notNull(),
    /** The planned pickup: when the last of its food is ready, or the courier there, whichever is later. */
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('courier_trips_one_open_idx')
      .on(t.courierId)
      .where(sql`${t.state} = 'OPEN'`),
    index('courier_trips_zone_idx').on(t.zoneId, t.state),
    check('courier_trips_state_check', sql`${t.state} in ('OPEN', 'DONE')`),
  ],
);

export type CourierTrip = typeof courierTrips.$inferSelect;
