import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The live events of the last minutes (decision 038): what the event stream sent, with an id, so a
 * client that reconnects with its last id is sent what it missed, from any instance. Written only
 * by the triggers of migration 0015 (an order's status or courier, a courier's presence, a
 * restaurant's pause), so no code path can forget one; each row is announced on `live_event`.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `order`, `courier` or `restaurant`: which thing changed. */
    kind: text('kind').notNull(),
    /** The order's, courier's or restaurant's id. */
    subjectId: integer('subject_id').notNull(),
    /** What the stream says about it: the thing's state after the change. */
    data: jsonb('data').notNull(),
    /** The accounts it may concern, as at the change; each stream's access check decides among them. */
    userIds: integer('user_ids').array().notNull(),
    /** Anyone logged in may hear it (a restaurant's pause is public). */
    everyone: boolean('everyone').notNull().default(false),
    /** Insertion time (clock_timestamp), which bounds the replay window. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('live_events_created_at_idx').on(t.createdAt)],
);
