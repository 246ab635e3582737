import { RESTAURANT_CUISINES, WEEKDAYS, type RestaurantCuisine } from '@forkly/contracts';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { addressColumns, timestamps } from './columns';
import { users } from './identity';
import { images } from './images';
import { DEFAULT_ZONE_ID, deliveryZones } from './zones';

export { WEEKDAYS } from '@forkly/contracts';
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * One opening window in local time ("HH:MM", 24 h). A `close` at or before `open` means the
 * window runs past midnight (e.g. 18:00-02:00); "00:00"-"24:00" is not used, 00:00-00:00 is all day.
 */
export interface OpeningWindow {
  open: string;
  close: string;
}
/** Per weekday, zero or more windows; a day with an empty list is closed. */
export type OpeningHours = Record<Weekday, OpeningWindow[]>;

export function everyDay(open: string, close: string): OpeningHours {
  return Object.fromEntries(WEEKDAYS.map((d) => [d, [{ open, close }]])) as OpeningHours;
}
/** What a new restaurant gets until it edits its hours: 11:00-22:00 daily. */
export const DEFAULT_OPENING_HOURS: OpeningHours = everyDay('11:00', '22:00');

/**
 * A restaurant or a branch (a restaurant with `parentRestaurantId`, its own address and login:
 * DESIGN.md section 6). The account that logs in as it is `userId` (RESTAURANT_ADMIN or
 * RESTAURANT_BRANCH); username and password live on that user.
 */
export const restaurants = pgTable(
  'restaurants',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique('restaurants_user_unique')
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    bio: text('bio').notNull().default(''),
    /** What it cooks (the customer list's cuisine filter); null until the restaurant picks one in its settings. */
    cuisine: text('cuisine').$type<RestaurantCuisine>(),
    contact: text('contact').notNull().default(''),
    /** Optional second phone (complete-account's `contact1`). */
    contact1: text('contact1'),
    ...addressColumns(),
    /** Average of the ratings' restaurant stars; null until the first rating. */
    rating: doublePrecision('rating'),
    ratingCount: integer('rating_count').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    /** Set for a branch; deleting the parent deletes its branches. */
    parentRestaurantId: integer('parent_restaurant_id').references((): AnyPgColumn => restaurants.id, { onDelete: 'cascade' }),
    imageId: integer('image_id').references(() => images.id, { onDelete: 'set null' }),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull().default(DEFAULT_OPENING_HOURS),
    /** IANA zone the opening hours are read in; every demo restaurant is in Germany. */
    timeZone: text('time_zone').notNull().default('Europe/Berlin'),
    /** Temporarily takes no orders (kitchen overloaded, holiday) without hiding the restaurant. */
    paused: boolean('paused').notNull().default(false),
    /** Why staff paused it (the operations board: it kept missing orders); shown on its own dashboard. */
    pausedReason: text('paused_reason'),
    preparationMinutes: integer('preparation_minutes').notNull().default(20),
    /** The delivery zone whose dispatch rounds plan its orders (decision 035). */
    zoneId: integer('zone_id')
      .notNull()
      .default(DEFAULT_ZONE_ID)
      .references(() => deliveryZones.id, { onDelete: 'restrict' }),
    deliveryRadiusMeters: integer('delivery_radius_meters').notNull().default(6000),
    minimumOrderCents: integer('minimum_order_cents').notNull().default(1000),
    /**
     * The largest order (subtotal) it takes: EUR 500 by default, so a basket of 50 lines x 99 is
     * stopped before payment; a restaurant that caters raises it in its settings.
     */
    maximumOrderCents: integer('maximum_order_cents').notNull().default(50_000),
    /** Delivery fee = base + per started km beyond the free distance (DESIGN.md section 6). */
    deliveryFeeBaseCents: integer('delivery_fee_base_cents').notNull().default(199),
    deliveryFeePerKmCents: integer('delivery_fee_per_km_cents').notNull().default(50),
    freeDeliveryDistanceMeters: integer('free_delivery_distance_meters').notNull().default(2000),
    /**
     * When staff removed the restaurant: hidden from customers, no new orders, logins stopped; the
     * row stays so past orders keep their history.
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('restaurants_name_idx').on(t.name),
    index('restaurants_name_lower_idx').on(sql`lower(${t.name})`),
    index('restaurants_rating_idx').on(t.rating),
    index('restaurants_visible_idx').on(t.visible),
    index('restaurants_parent_idx').on(t.parentRestaurantId),
    index('restaurants_location_idx').on(t.latitude, t.longitude),
    // (created_at, id) serves both the DATE sort and the keyset cursor of the restaurant list.
    index('restaurants_created_idx').on(t.createdAt, t.id),
    check('restaurants_cuisine_known', sql`${t.cuisine} IS NULL OR ${t.cuisine} IN (${sql.raw(RESTAURANT_CUISINES.map((c) => `'${c}'`).join(', '))})`),
    check('restaurants_rating_range', sql`${t.rating} IS NULL OR ${t.rating} BETWEEN 1 AND 5`),
    check('restaurants_rating_count_nonneg', sql`${t.ratingCount} >= 0`),
    check('restaurants_not_own_parent', sql`${t.parentRestaurantId} IS NULL OR ${t.parentRestaurantId} <> ${t.id}`),
    check('restaurants_preparation_range', sql`${t.preparationMinutes} BETWEEN 0 AND 240`),
    check('restaurants_radius_positive', sql`${t.deliveryRadiusMeters} > 0`),
    check('restaurants_maximum_order_positive', sql`${t.maximumOrderCents} > 0`),
    check(
      'restaurants_fees_nonneg',
      sql`${t.minimumOrderCents} >= 0 AND ${t.deliveryFeeBaseCents} >= 0 AND ${t.deliveryFeePerKmCents} >= 0 AND ${t.freeDeliveryDistanceMeters} >= 0`,
    ),
  ],
);

export type Restaurant = typeof restaurants.$inferSelect;
export type NewRestaurant = typeof restaurants.$inferInsert;
