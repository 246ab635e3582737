import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * A delivery zone (decision 035): the restaurants and couriers one dispatch round plans together,
 * under its own lock. Every restaurant and courier belongs to one; the demo city is zone 1, which
 * the migration creates so a new deployment has one from the start.
 */
export const deliveryZones = pgTable('delivery_zones', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** When the zone's last dispatch round ran. */
  plannedAt: timestamp('planned_at', { withTimezone: true }),
  /**
   * From that round: per restaurant id, the earliest a courier could pick up a new order there
   * (epoch ms). The checkout's and the restaurant list's estimates start from it.
   */
  pickupQuotes: jsonb('pickup_quotes').$type<Record<string, number>>().notNull().default({}),
  ...timestamps(),
});

/** The zone a restaurant or courier is in until staff say otherwise. */
export const DEFAULT_ZONE_ID = 1;

export type DeliveryZone = typeof deliveryZones.$inferSelect;
