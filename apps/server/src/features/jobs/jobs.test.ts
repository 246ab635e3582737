import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orders } from '../../db/schema/index';
import type { Mailer } from '../../lib/mailer';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createRestaurant, createUser } from '../../../test/factories';
import { createOrder } from '../../../test/order-state-factories';
import { refundCancelledOrder, REFUND_MAX_ATTEMPTS, REFUND_RETRY_AFTER_MS } from '../payments/index';
import { JOB_HANDLERS } from '../job-handlers';
import { JobWorker } from './job-worker';
import { MAIL_BACKOFF_MS, MAIL_JOB, MAIL_MAX_ATTEMPTS, queueMail } from './mail-jobs';

let ctx: TestContext;
let admin: Awaited<ReturnType<TestContext['loginAs']>>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('ADMIN');
});
afterAll(() => ctx.close());

const list = (query = '', token = admin.token) => ctx.request({ method: 'GET', url: `/api/jobs${query}`, token });
const retry = (id: number, token = admin.token) => ctx.request({ method: 'POST', url: `/api/jobs/${id}/retry`, token });
const smtpDown: Mailer = { send: async () => Promise.reject(new Error('SMTP 421 try again later')) };
/** A worker whose mail server refuses every mail. */
const failingWorker = () => new JobWorker({ ...ctx.app.deps, mailer: smtpDown }, JOB_HANDLERS);

describe('a job that keeps failing', () => {
  it('retries with doubling waits, ends dead on the ADMIN list, and ADMIN can queue it again', async () => {
    await queueMail(ctx.db, { to: 'slow@example.test', subject: 'Backoff', text: 'Hi', kind: 'password-reset' });
    const [queued] = await ctx.db.select().from(jobs).where(eq(jobs.kind, MAIL_JOB));
    let now = new Date(Date.now() + 1000);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      expect(await failingWorker().runDue({ now })).toEqual({ done: 0, failed: 1 });
      const row = await ctx.db.query.jobs.findFirst({ where: eq(jobs.id, queued!.id) });
      expect(row).toMatchObject({ attempts: attempt, lastError: 'SMTP 421 try again later', lockedBy: null });
      if (attempt < MAIL_MAX_ATTEMPTS) {
        expect(row!.state).toBe('queued');
        waits.push(row!.runAt.getTime() - now.getTime());
        // Not due again before its wait is over.
        expect(await failingWorker().runDue({ now: new Date(row!.runAt.getTime() - 1) })).toEqual({ done: 0, failed: 0 });
        now = row!.runAt;
      } else expect(row!.state).toBe('dead');
    }
    expect(waits).toEqual(Array.from({ length: MAIL_MAX_ATTEMPTS - 1 }, (_, i) => MAIL_BACKOFF_MS * 2 ** i));
    // Dead is dead: no worker takes it again.
    expect(await failingWorker().runDue({ now: new Date(Date.now() + 86_400_000) })).toEqual({ done: 0, failed: 0 });

    const dead = (await list('?view=dead')).json();
    expect(dead.totalCount).toBe(1);
    expect(dead.results[0]).toEqual({
      id: queued!.id,
      kind: MAIL_JOB,
      key: null,
      state: 'dead',
      runAt: expect.any(String),
      attempts: MAIL_MAX_ATTEMPTS,
      maxAttempts: MAIL_MAX_ATTEMPTS,
      lastError: 'SMTP 421 try again later',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await list('?view=due')).json().totalCount).toBe(0);

    const revived = await retry(queued!.id);
    expect(revived.statusCode).toBe(200);
    expect(revived.json()).toMatchObject({ id: queued!.id, state: 'queued', attempts: 0 });
    // The retry itself is a request: its reply waits for the queued mail (tests only), so it went out.
    expect(ctx.mails.filter((m) => m.subject === 'Backoff')).toHaveLength(1);
    expect(await ctx.db.select().from(jobs).where(eq(jobs.id, queued!.id))).toEqual([]);
    const audit = (await ctx.request({ method: 'GET', url: '/api/audit-log?action=job.retry', token: admin.token })).json();
    expect(audit.results[0]).toMatchObject({ action: 'job.retry', entity: 'job', entityId: String(queued!.id), actor: { id: admin.userId } });
  });

  it('shows a refund the provider did not take as "refund due", retried later, once per order', async () => {
    const { restaurant } = await createRestaurant(ctx.db);
    const customer = await createUser(ctx.db);
    const order = await createOrder(ctx.db, { restaurantId: restaurant.id, userId: customer.id, status: 'CANCELLED' });
    // Paid through a provider that cannot refund: every attempt fails.
    await ctx.db.update(orders).set({ paymentProvider: 'cash' }).where(eq(orders.id, order.id));
    expect(await refundCancelledOrder(ctx.app.deps, order.id)).toBe(false);
    expect(await refundCancelledOrder(ctx.app.deps, order.id)).toBe(false);
    const due = (await list('?view=refund-due')).json();
    expect(due.results).toMatchObject([
      { kind: 'order.refund', key: `order.refund:${order.id}`, state: 'queued', attempts: 0, maxAttempts: REFUND_MAX_ATTEMPTS },
    ]);
    expect(due.results[0].lastError).toContain('cannot refund');
    expect(new Date(due.results[0].runAt).getTime()).toBeGreaterThan(Date.now() + REFUND_RETRY_AFTER_MS - 5000);
    expect((await list('?view=scheduled')).json().results.map((j: { kind: string }) => j.kind)).toContain('order.refund');
  });
});

describe('GET /jobs and POST /jobs/{id}/retry', () => {
  it('are for ADMIN only', async () => {
    const service = await ctx.loginAs('SERVICE');
    expect((await list('', service.token)).statusCode).toBe(403);
    expect((await retry(1, service.token)).statusCode).toBe(403);
    expect((await ctx.request({ method: 'GET', url: '/api/jobs' })).statusCode).toBe(401);
  });

  it('refuse a bad filter or id with 400, a missing job with 404 and a job that is not dead with 409', async () => {
    const bad = await list('?view=stuck');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['view']);
    expect((await list('?page=0')).statusCode).toBe(400);
    expect((await retry(0)).statusCode).toBe(400);
    expect((await ctx.request({ method: 'POST', url: '/api/jobs/abc/retry', token: admin.token })).statusCode).toBe(400);
    expect((await retry(2_000_000)).json()).toMatchObject({ status: 404, errorCode: 'notFound' });
    const [scheduled] = await ctx.db
      .insert(jobs)
      .values({ kind: MAIL_JOB, runAt: new Date(Date.now() + 3_600_000) })
      .returning();
    expect((await retry(scheduled!.id)).json()).toMatchObject({ status: 409, errorCode: 'conflict' });
  });
});
