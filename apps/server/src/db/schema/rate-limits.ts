import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The rate limits' hit counters on PostgreSQL (decision 020), shared by every instance: one row per
 * limit and client, counting its hits until `reset_at`, when the window starts again. Unlogged
 * (migration 0008): counters that vanish with a crash only forget a minute of hits.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_reset_at_idx').on(t.resetAt)],
);
