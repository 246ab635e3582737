import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs, mailOutbox, orders, orderStatusHistory } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';
import { openSecondInstance, runJobs } from '../../../test/jobs';
import { backdateOrder } from '../../../test/order-factories';
import { createRestaurant, createUser } from '../../../test/factories';
import { createOrder } from '../../../test/order-state-factories';
import { createJobWorker } from '../job-handlers';
import { MAIL_JOB, queueMail } from './mail-jobs';

let ctx: TestContext;
const onPostgres = process.env.TEST_DB_KIND === 'postgres';

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const mail = (subject: string) => ({ to: 'queue@example.test', subject, text: 'Hello', kind: 'password-reset' });
const sent = (subject: string) => ctx.mails.filter((m) => m.subject === subject);

describe('the job queue', () => {
  it('runs each job once when two instances claim at the same moment', async () => {
    const second = await openSecondInstance(ctx);
    try {
      const subjects = Array.from({ length: 24 }, (_, i) => `Race ${i}`);
      for (const subject of subjects) await queueMail(ctx.db, mail(subject));
      const first = createJobWorker(ctx.app, { log: () => {} });
      const other = createJobWorker(second.app, { log: () => {} });
      const [a, b] = await Promise.all([first.runDue({ kinds: [MAIL_JOB] }), other.runDue({ kinds: [MAIL_JOB] })]);
      expect(a.done + b.done).toBe(24);
      const delivered = [...ctx.mails, ...second.mails].map((m) => m.subject).filter((s) => s.startsWith('Race '));
      expect(delivered.sort()).toEqual([...subjects].sort());
      expect(await ctx.db.select().from(jobs).where(eq(jobs.kind, MAIL_JOB))).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('sends a mail only once its transaction commits, and never for one rolled back', async () => {
    await expect(
      ctx.db.transaction(async (tx) => {
        await queueMail(tx, mail('Rolled back'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await runJobs(ctx.app);
    expect(sent('Rolled back')).toEqual([]);
    expect(await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Rolled back'))).toEqual([]);

    const second = onPostgres ? await openSecondInstance(ctx) : undefined;
    await ctx.db.transaction(async (tx) => {
      await queueMail(tx, mail('Committed'));
      // Another instance's worker does not see the job while the transaction is open.
      if (second) expect(await createJobWorker(second.app).runDue()).toEqual({ done: 0, failed: 0 });
    });
    await second?.close();
    expect(sent('Committed')).toEqual([]);
    await runJobs(ctx.app);
    expect(sent('Committed')).toHaveLength(1);
    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Committed'));
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('drops a queued mail whose outbox row went with its account, sending nothing', async () => {
    await queueMail(ctx.db, mail('Removed'));
    await ctx.db.delete(mailOutbox).where(eq(mailOutbox.subject, 'Removed'));
    expect(await runJobs(ctx.app, { kinds: [MAIL_JOB] })).toEqual({ done: 1, failed: 0 });
    expect(sent('Removed')).toEqual([]);
    expect(await ctx.db.select().from(jobs).where(eq(jobs.kind, MAIL_JOB))).toEqual([]);
  });

  it('wakes a running worker through NOTIFY as soon as a job is queued', async () => {
    const worker = createJobWorker(ctx.app, { pollMs: 600_000, log: () => {} });
    await worker.start();
    try {
      await vi.waitFor(async () => expect(await ctx.db.select().from(jobs).where(eq(jobs.state, 'running'))).toEqual([]));
      await queueMail(ctx.db, mail('Woken'));
      await vi.waitFor(() => expect(sent('Woken')).toHaveLength(1), { timeout: 5000 });
    } finally {
      await worker.stop();
    }
  });

  it('sweeps a 31-minute-old unpaid order once, as a recurring job two instances share', async () => {
    const { restaurant } = await createRestaurant(ctx.db);
    const customer = await createUser(ctx.db);
    const order = await createOrder(ctx.db, { restaurantId: restaurant.id, userId: customer.id, status: 'PENDING' });
    await backdateOrder(ctx.db, order.id, 31);
    // A worker started by an earlier test queued the tick a minute on; this test starts afresh.
    await ctx.db.delete(jobs).where(eq(jobs.kind, 'orders.sweep'));
    const second = await openSecondInstance(ctx);
    const workers = [createJobWorker(ctx.app, { pollMs: 600_000, log: () => {} }), createJobWorker(second.app, { pollMs: 600_000, log: () => {} })];
    try {
      await Promise.all(workers.map((w) => w.start()));
      await vi.waitFor(async () => expect((await ctx.db.query.orders.findFirst({ where: eq(orders.id, order.id) }))?.status).toBe('CANCELLED'), {
        timeout: 5000,
      });
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await second.close();
    }
    const history = await ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.filter((h) => h.toStatus === 'CANCELLED')).toHaveLength(1);
    // One row for the tick, queued again a minute on.
    const ticks = await ctx.db.select().from(jobs).where(eq(jobs.kind, 'orders.sweep'));
    expect(ticks).toMatchObject([{ key: 'orders.sweep', state: 'queued', attempts: 0, lastError: null }]);
    expect(ticks[0]!.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it.runIf(onPostgres)('keeps a queued job across closing and re-opening the app', async () => {
    const first = await openSecondInstance(ctx);
    await queueMail(first.app.deps.db, mail('After restart'));
    await first.close();
    expect(await ctx.db.select().from(jobs).where(like(jobs.kind, 'mail.%'))).toHaveLength(1);
    const reopened = await openSecondInstance(ctx);
    const worker = createJobWorker(reopened.app, { pollMs: 600_000, log: () => {} });
    try {
      await worker.start();
      await vi.waitFor(() => expect(reopened.mails.map((m) => m.subject)).toEqual(['After restart']), { timeout: 5000 });
    } finally {
      await worker.stop();
      await reopened.close();
    }
  });
});
