import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { JOB_STATES } from '@forkly/contracts';

/**
 * The job queue (decision 019): work that must happen once, later or again, whichever instance
 * takes it. A worker claims due rows with FOR UPDATE SKIP LOCKED; a finished job is deleted, a
 * recurring one is queued again, one that failed max_attempts times stays as `dead` for ADMIN.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** Work that exists once (the sweeper's tick, the refund of order N): a second enqueue is a no-op. */
    key: text('key'),
    payload: jsonb('payload').notNull().default({}),
    state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lastError: text('last_error'),
    /** The worker that holds a running job, and until when: past it, another worker may take it. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_key_unique').on(t.key),
    index('jobs_state_run_at_idx').on(t.state, t.runAt),
    check('jobs_state_check', sql`${t.state} in ('queued', 'running', 'dead')`),
    check('jobs_attempts_check', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);
