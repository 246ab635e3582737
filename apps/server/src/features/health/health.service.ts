import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pendingMigrations } from '../../db/migration-status';

/** A readiness probe that waits longer than this counts as "the database does not answer". */
const READY_TIMEOUT_MS = 3_000;

export type Readiness = { ready: true } | { ready: false; reason: string };

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Ready (issue 11): the database answers a query and every shipped migration is applied. */
export async function checkReadiness(db: Database, timeoutMs = READY_TIMEOUT_MS): Promise<Readiness> {
  try {
    return await withTimeout(
      (async (): Promise<Readiness> => {
        await db.execute(sql`select 1`);
        const pending = await pendingMigrations(db);
        return pending.length === 0 ? { ready: true } : { ready: false, reason: `migrations not applied: ${pending.join(', ')}` };
      })(),
      timeoutMs,
    );
  } catch (error) {
    return { ready: false, reason: `database: ${error instanceof Error ? error.message : String(error)}` };
  }
}
