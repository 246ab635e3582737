import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authThrottles } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

/** An account (or a typed login name) is locked for LOCK_MS after this many failures inside the window. */
const ACCOUNT_MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60 * 1000;
const LOCK_MS = 15 * 60 * 1000;
/**
 * An address is never locked (an office or a campus shares one): past this many failures inside
 * the window each attempt from it waits, one second more for every further IP_STEP failures,
 * up to IP_MAX_DELAY_MS.
 */
const IP_FREE_FAILURES = 30;
const IP_STEP = 10;
const IP_MAX_DELAY_MS = 30_000;

/** Per account: strict, locks. Per IP: slows down in steps. */
export type ThrottleKey = { kind: 'account' | 'ip'; key: string };

/** How long an attempt from an address with `failures` counted (this one included) waits first. */
export function ipDelayMs(failures: number): number {
  if (failures <= IP_FREE_FAILURES) return 0;
  return Math.min(IP_MAX_DELAY_MS, (Math.floor((failures - IP_FREE_FAILURES - 1) / IP_STEP) + 1) * 1000);
}

/**
 * Counts an attempt on a key before it is checked, in one statement, so parallel attempts cannot
 * all pass a check made before any of them failed. Answers the failures counted with this one. A
 * window that has passed, with no lock left, starts again at 1.
 */
async function countAttempt(db: Database, { kind, key }: ThrottleKey): Promise<number> {
  const windowStart = new Date(Date.now() - WINDOW_MS).toISOString();
  const fresh = sql`(${authThrottles.windowStart} < ${windowStart} and (${authThrottles.lockedUntil} is null or ${authThrottles.lockedUntil} <= now()))`;
  const lockedUntil =
    kind === 'account'
      ? sql`case when ${fresh} then null when ${authThrottles.failures} + 1 >= ${ACCOUNT_MAX_FAILURES} then greatest(${authThrottles.lockedUntil}, now() + ${`${LOCK_MS} milliseconds`}::interval) else ${authThrottles.lockedUntil} end`
      : sql`null`;
  const [row] = await db
    .insert(authThrottles)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        failures: sql`case when ${fresh} then 1 else ${authThrottles.failures} + 1 end`,
        windowStart: sql`case when ${fresh} then now() else ${authThrottles.windowStart} end`,
        lockedUntil,
      },
    })
    .returning({ failures: authThrottles.failures, lockedUntil: authThrottles.lockedUntil });
  return row?.failures ?? 1;
}

export interface Attempt {
  /** The attempt succeeded: an account's failures are forgotten, an address gets this attempt back. */
  succeeded(): Promise<void>;
}

/**
 * Before a password or a code is checked (DESIGN.md section 4; issue 22): the attempt is counted on
 * every key at once, then an address past its free failures waits, then an account over its limit
 * is refused with 429 whatever the password or code (it is not even checked, so the answer tells
 * nothing, and a right one cannot reset the counter). In the database, so every instance shares it.
 */
export async function beginAttempt(db: Database, keys: readonly ThrottleKey[], wait: (ms: number) => Promise<void> = sleep): Promise<Attempt> {
  const counts = await Promise.all(keys.map((key) => countAttempt(db, key)));
  const delay = Math.max(0, ...keys.map((key, i) => (key.kind === 'ip' ? ipDelayMs(counts[i]!) : 0)));
  if (delay) await wait(delay);
  if (keys.some((key, i) => key.kind === 'account' && counts[i]! > ACCOUNT_MAX_FAILURES)) throw new AppError('tooManyRequests');
  return {
    succeeded: async () => {
      for (const key of keys) {
        if (key.kind === 'account') await db.delete(authThrottles).where(eq(authThrottles.key, key.key));
        else
          await db
            .update(authThrottles)
            .set({ failures: sql`greatest(${authThrottles.failures} - 1, 0)` })
            .where(eq(authThrottles.key, key.key));
      }
    },
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
