import { COURIER_STATUSES } from '@forkly/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './identity';
import { DEFAULT_ZONE_ID, deliveryZones } from './zones';

export { COURIER_STATUSES } from '@forkly/contracts';
export type CourierStatus = (typeof COURIER_STATUSES)[number];
export const courierStatusEnum = pgEnum('courier_status', COURIER_STATUSES);

/** What a COURIER account has beyond a user: presence, position for dispatch, rating. */
export const courierProfiles = pgTable(
  'courier_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: courierStatusEnum('status').notNull().default('OFFLINE'),
    /** Accepts new orders (the panel's slider); dispatch needs ONLINE and available. */
    availability: boolean('availability').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    positionUpdatedAt: timestamp('position_updated_at', { withTimezone: true }),
    /** Average of the ratings' courier stars; null until the first rating. */
    averageRating: doublePrecision('average_rating'),
    ratingCount: integer('rating_count').notNull().default(0),
    vehicle: text('vehicle'),
    /** The zone it works in: its dispatch rounds give it trips (decision 035). */
    zoneId: integer('zone_id')
      .notNull()
      .default(DEFAULT_ZONE_ID)
      .references(() => deliveryZones.id, { onDelete: 'restrict' }),
    /** When its shift ends, if it said: no pickup is planned after it. Null: open-ended. */
    shiftEndsAt: timestamp('shift_ends_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('courier_profiles_dispatch_idx').on(t.status, t.availability),
    check('courier_profiles_rating_range', sql`${t.averageRating} IS NULL OR ${t.averageRating} BETWEEN 1 AND 5`),
  ],
);

export type CourierProfile = typeof courierProfiles.$inferSelect;
export type NewCourierProfile = typeof courierProfiles.$inferInsert;
