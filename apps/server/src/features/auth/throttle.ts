import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authThrottles } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

/** After this many failures inside the window the key is locked for LOCK_MS. */
const MAX_FAILURES = { account: 5, ip: 30 } as const;
const WINDOW_MS = 15 * 60 * 1000;
const LOCK_MS = 15 * 60 * 1000;

export type ThrottleKey = { kind: keyof typeof MAX_FAILURES; key: string };

/**
 * Login and code-entry counters per account and per IP, in the database so every instance shares
 * them (DESIGN.md section 4).
 */
export async function assertNotLocked(db: Database, keys: ThrottleKey[]): Promise<void> {
  for (const { key } of keys) {
    const row = await db.query.authThrottles.findFirst({ where: eq(authThrottles.key, key) });
    if (row?.lockedUntil && row.lockedUntil > new Date()) throw new AppError('tooManyRequests');
  }
}

export async function recordFailure(db: Database, keys: ThrottleKey[]): Promise<void> {
  const windowStart = new Date(Date.now() - WINDOW_MS);
  for (const { kind, key } of keys) {
    const lockAt = MAX_FAILURES[kind];
    await db
      .insert(authThrottles)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: authThrottles.key,
        set: {
          failures: sql`case when ${authThrottles.windowStart} < ${windowStart.toISOString()} then 1 else ${authThrottles.failures} + 1 end`,
          windowStart: sql`case when ${authThrottles.windowStart} < ${windowStart.toISOString()} then now() else ${authThrottles.windowStart} end`,
          lockedUntil: sql`case when ${authThrottles.windowStart} >= ${windowStart.toISOString()} and ${authThrottles.failures} + 1 >= ${lockAt} then now() + ${`${LOCK_MS} milliseconds`}::interval else ${authThrottles.lockedUntil} end`,
        },
      });
  }
}

/**
 * Counts an attempt before it is checked, in one statement, so parallel attempts cannot all pass
 * a check made before any of them failed (40 at once used to get 11 password checks). Answers
 * whether this attempt is within the limit; a success clears the key (clearFailures), so only
 * failed attempts add up. A window that has passed, with no lock left, starts again at 1.
 */
export async function takeAttempt(db: Database, { kind, key }: ThrottleKey): Promise<boolean> {
  const max = MAX_FAILURES[kind];
  const windowStart = new Date(Date.now() - WINDOW_MS).toISOString();
  const fresh = sql`(${authThrottles.windowStart} < ${windowStart} and (${authThrottles.lockedUntil} is null or ${authThrottles.lockedUntil} <= now()))`;
  const [row] = await db
    .insert(authThrottles)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        failures: sql`case when ${fresh} then 1 else ${authThrottles.failures} + 1 end`,
        windowStart: sql`case when ${fresh} then now() else ${authThrottles.windowStart} end`,
        lockedUntil: sql`case when ${fresh} then null when ${authThrottles.failures} + 1 >= ${max} then greatest(${authThrottles.lockedUntil}, now() + ${`${LOCK_MS} milliseconds`}::interval) else ${authThrottles.lockedUntil} end`,
      },
    })
    .returning({ failures: authThrottles.failures });
  return (row?.failures ?? 1) <= max;
}

export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}
