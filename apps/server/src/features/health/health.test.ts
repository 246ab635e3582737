import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helper';
import { checkReadiness } from './health.service';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => ctx.close());

const notReady = { status: 503, errorCode: 'serviceNotReady', message: 'The service is not ready yet' };

describe('GET /api/health', () => {
  it('answers without a login and without touching the database', async () => {
    const execute = vi.spyOn(ctx.db, 'execute').mockRejectedValue(new Error('connection refused'));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(execute).not.toHaveBeenCalled();
  });
});

describe('GET /api/ready', () => {
  it('is ready when the database answers and every migration is applied', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 in the error shape when the database does not answer', async () => {
    vi.spyOn(ctx.db, 'execute').mockRejectedValue(new Error('connection refused'));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(notReady);
  });

  it('is not ready while a shipped migration is not applied', async () => {
    const journal = sql`drizzle.__drizzle_migrations`;
    const last = (await ctx.db.execute(sql`select hash, created_at from ${journal} order by created_at desc limit 1`)) as unknown as {
      rows: Array<{ hash: string; created_at: string | number }>;
    };
    const row = last.rows[0]!;
    await ctx.db.execute(sql`delete from ${journal} where created_at = ${row.created_at}`);
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(notReady);
    } finally {
      await ctx.db.execute(sql`insert into ${journal} (hash, created_at) values (${row.hash}, ${row.created_at})`);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('counts a database that takes too long to answer as not ready', async () => {
    vi.spyOn(ctx.db, 'execute').mockReturnValue(new Promise(() => {}) as never);
    expect(await checkReadiness(ctx.db, 50)).toEqual({ ready: false, reason: 'database: no answer within 50 ms' });
  });
});
