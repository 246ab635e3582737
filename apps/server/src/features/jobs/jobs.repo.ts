import { and, asc, count, eq, gt, inArray, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { JobView } from '@forkly/contracts';
import type { Database, Tx } from '../../db/client';
import { jobs } from '../../db/schema/index';
import { paginate } from '../../lib/paging';

type Db = Database | Tx;
export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  key?: string;
  runAt?: Date;
  maxAttempts?: number;
  /** Why it is queued, when an attempt outside the queue already failed (a refund in the cancel's request). */
  lastError?: string;
}

/** Inserts a job; one whose key is already queued, running or dead is not added again. Answers whether it was. */
export async function insertJob(db: Db, job: NewJob): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      key: job.key,
      runAt: job.runAt ?? new Date(),
      maxAttempts: job.maxAttempts,
      lastError: job.lastError,
    })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Takes up to `limit` due jobs for one worker in one statement: a queued job whose time has come,
 * or a running one whose worker's lease ran out (it died). SKIP LOCKED lets two workers claim at
 * the same moment without waiting on, or taking, each other's rows.
 */
export async function claimDueJobs(
  db: Db,
  input: { workerId: string; now: Date; leaseMs: number; limit: number; kinds?: readonly string[] },
): Promise<JobRow[]> {
  const claimable = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        or(and(eq(jobs.state, 'queued'), lte(jobs.runAt, input.now)), and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, input.now))),
        input.kinds ? inArray(jobs.kind, [...input.kinds]) : undefined,
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: input.workerId,
      lockedUntil: new Date(input.now.getTime() + input.leaseMs),
      updatedAt: new Date(),
    })
    .where(inArray(jobs.id, claimable))
    .returning();
  return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
}

/** Done: the row goes, unless the worker lost it meanwhile (its lease ran out and another took it). */
export async function deleteFinishedJob(db: Db, id: number, workerId: string): Promise<void> {
  await db.delete(jobs).where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId)));
}

/**
 * A recurring job's next turn: queued again at `runAt`, its failures forgotten. A wake that came while
 * it ran (wakeJob moved its run_at past the one it was claimed at) keeps it due at once: the run may
 * have read the state before the change that woke it.
 */
export async function requeueJob(db: Db, id: number, workerId: string, runAt: Date, claimedRunAt: Date): Promise<void> {
  await db
    .update(jobs)
    .set({
      state: 'queued',
      runAt: sql`case when ${jobs.runAt} > ${claimedRunAt.toISOString()}::timestamptz then least(${jobs.runAt}, ${runAt.toISOString()}::timestamptz) else ${runAt.toISOString()}::timestamptz end`,
      attempts: 0,
      lastError: null,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: new Date(),
    })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId)));
}

/** Makes a recurring job due now: its queued row, or the one running, which then runs again once done. Answers whether there was one. */
export async function wakeJob(db: Db, key: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ runAt: now })
    .where(and(eq(jobs.key, key), or(eq(jobs.state, 'running'), and(eq(jobs.state, 'queued'), gt(jobs.runAt, now)))))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** A failure: queued again at `retryAt`, or dead when `retryAt` is null (no attempts left). */
export async function recordJobFailure(db: Db, id: number, workerId: string, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(jobs)
    .set({
      state: retryAt ? 'queued' : 'dead',
      runAt: retryAt ?? sql`${jobs.runAt}`,
      lastError: error,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: new Date(),
    })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId)));
}

/** ADMIN's retry: a dead job is queued now with its attempts back at zero. Answers the row, if it was dead. */
export async function reviveDeadJob(db: Db, id: number): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ state: 'queued', runAt: new Date(), attempts: 0, updatedAt: new Date() })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'dead')))
    .returning();
  return row;
}

export function findJob(db: Db, id: number) {
  return db.query.jobs.findFirst({ where: eq(jobs.id, id) });
}

/** The rows of one ADMIN filter (JOB_VIEWS); `now` decides what is due. */
function viewCondition(view: JobView | undefined, now: Date): SQL | undefined {
  switch (view) {
    case 'due':
      return and(eq(jobs.state, 'queued'), lte(jobs.runAt, now));
    case 'scheduled':
      return and(eq(jobs.state, 'queued'), gt(jobs.runAt, now));
    case 'running':
      return eq(jobs.state, 'running');
    case 'retrying':
      return and(eq(jobs.state, 'queued'), gt(jobs.attempts, 0), isNotNull(jobs.lastError));
    case 'dead':
      return eq(jobs.state, 'dead');
    case 'refund-due':
      // A refund job exists only while the money is owed: it goes when the refund is recorded.
      return inArray(jobs.kind, ['order.refund', 'order.partial-refund']);
    default:
      return undefined;
  }
}

/** One page of jobs, the soonest due first. */
export async function listJobs(db: Db, view: JobView | undefined, page: { offset: number; limit: number }, now = new Date()) {
  const where = viewCondition(view, now);
  return paginate(page, {
    rows: ({ offset, limit }) => db.select().from(jobs).where(where).orderBy(asc(jobs.runAt), asc(jobs.id)).limit(limit).offset(offset),
    count: db.select({ n: count() }).from(jobs).where(where),
  });
}
