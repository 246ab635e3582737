import { randomUUID } from 'node:crypto';
import { CHANNELS } from '../../db/channels';
import type { AppDeps } from '../../plugins/deps';
import { claimDueJobs, deleteFinishedJob, insertJob, recordJobFailure, requeueJob, type JobRow } from './jobs.repo';

export interface JobHandler {
  kind: string;
  run(deps: AppDeps, payload: Record<string, unknown>): Promise<void>;
  /** The first retry waits this long; each next one twice as long (capped at MAX_BACKOFF_MS). */
  backoffMs: number;
  maxAttempts: number;
  /** A recurring job (the sweeper's tick): one row, keyed by its kind, queued again this long after each run. */
  everyMs?: number;
  /**
   * A recurring job with one row per subject (a dispatch round per delivery zone): the rows to keep,
   * each with its own key and payload. Without it a recurring job has one row keyed by its kind.
   */
  recurringRows?: (deps: AppDeps) => Promise<{ key: string; payload: Record<string, unknown> }[]>;
}

export interface JobWorkerOptions {
  /** How often an idle worker looks for due jobs; NOTIFY wakes it sooner for jobs due now. */
  pollMs?: number;
  /** How long a claimed job is this worker's; a worker that died loses it after this. */
  leaseMs?: number;
  log?: (message: string, error?: unknown) => void;
}

const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;
const BATCH = 10;

/** When a job that failed its `attempts`-th time is tried again; null once no attempt is left. */
export function retryTime(handler: Pick<JobHandler, 'backoffMs'>, job: Pick<JobRow, 'attempts' | 'maxAttempts'>, now: Date): Date | null {
  if (job.attempts >= job.maxAttempts) return null;
  const delay = Math.min(handler.backoffMs * 2 ** Math.max(0, job.attempts - 1), MAX_BACKOFF_MS);
  return new Date(now.getTime() + delay);
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 2000);
}

/**
 * One instance's worker (decision 019). Every instance runs one; the claim (jobs.repo.ts) hands
 * each due job to exactly one of them. `runDue` is also what tests call to run the queue now.
 */
export class JobWorker {
  readonly id = randomUUID();
  private readonly handlers: Map<string, JobHandler>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private again = false;
  private stopped = true;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly deps: AppDeps,
    handlers: readonly JobHandler[],
    private readonly options: JobWorkerOptions = {},
  ) {
    this.handlers = new Map(handlers.map((h) => [h.kind, h]));
  }

  /** Runs every job due at `now` (of `kinds`, if given), batch after batch, until none is left. Answers how many succeeded and failed. */
  async runDue(input: { now?: Date; kinds?: readonly string[] } = {}): Promise<{ done: number; failed: number }> {
    const tally = { done: 0, failed: 0 };
    for (;;) {
      const now = input.now ?? new Date();
      const claimed = await claimDueJobs(this.deps.db, {
        workerId: this.id,
        now,
        leaseMs: this.options.leaseMs ?? 5 * 60_000,
        limit: BATCH,
        kinds: input.kinds,
      });
      if (!claimed.length) return tally;
      // A batch's jobs run side by side: one zone's round waiting on its lock never holds up another
      // zone's (decision 035), nor a mail. On PGlite their transactions still take turns.
      for (const ok of await Promise.all(claimed.map((job) => this.runOne(job, input.now)))) {
        if (ok) tally.done += 1;
        else tally.failed += 1;
      }
    }
  }

  private async runOne(job: JobRow, fixedNow?: Date): Promise<boolean> {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind '${job.kind}'`);
      await handler.run(this.deps, job.payload as Record<string, unknown>);
      const now = fixedNow ?? new Date();
      if (handler.everyMs) await requeueJob(this.deps.db, job.id, this.id, new Date(now.getTime() + handler.everyMs), job.runAt);
      else await deleteFinishedJob(this.deps.db, job.id, this.id);
      return true;
    } catch (error) {
      const retryAt = retryTime(handler ?? { backoffMs: 60_000 }, job, fixedNow ?? new Date());
      this.options.log?.(`job ${job.id} (${job.kind}) failed, attempt ${job.attempts} of ${job.maxAttempts}${retryAt ? '' : ': dead'}`, error);
      await recordJobFailure(this.deps.db, job.id, this.id, describe(error), retryAt);
      return false;
    }
  }

  /** Queues each recurring job once (its key is its kind), listens for due jobs and starts polling. */
  async start(): Promise<void> {
    this.stopped = false;
    for (const handler of this.handlers.values()) {
      if (!handler.everyMs) continue;
      const rows = handler.recurringRows ? await handler.recurringRows(this.deps) : [{ key: handler.kind, payload: {} }];
      for (const row of rows) await insertJob(this.deps.db, { kind: handler.kind, ...row, maxAttempts: handler.maxAttempts });
    }
    this.unlisten = await this.deps.handle.listen(CHANNELS.jobsDue, () => this.wake());
    this.wake();
  }

  /** Looks for due jobs now: a new one was queued, or the poll came round. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.runDue()
      .catch((error: unknown) => this.options.log?.('job queue poll failed', error))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.wake();
          return;
        }
        this.timer = setTimeout(() => this.wake(), this.options.pollMs ?? 5_000);
        this.timer.unref();
      });
  }

  /** Stops polling and waits for the jobs in hand; a job cut short by a crash is taken again after its lease. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.unlisten?.();
    await this.running;
  }
}
