import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@forkly/contracts';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { enqueueJob } from '../../features/jobs/job-queue';
import { createOrder } from '../../../test/order-state-factories';
import { withDatabase } from '../../../test/global-setup';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '../client';
import { DEMO_ACCOUNTS } from '../demo-accounts';
import { restaurants, users } from '../schema/index';
import { seedDemo } from '../seed/index';
import { copyDatabase, nonEmptyTables, parentsFirst } from './copy-database';

/**
 * Issue 23: a marketplace that grew on the embedded database moves to PostgreSQL (to a fresh PGlite
 * when the run has no PostgreSQL) with every row, sequence and picture, and serves the same.
 */
let source: DatabaseHandle;
let target: DatabaseHandle;
let dropTarget = async () => {};

async function openEmptyTarget(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_KIND !== 'postgres' || !url) return openPglite();
  const name = `forkly_copy_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  dropTarget = async () => {
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
  return openPostgres(withDatabase(url, name), { max: 3 });
}

beforeAll(async () => {
  source = await openPglite();
  await source.migrate();
  await seedDemo(source.db);
  // Orders in every status, a queued job: everything a running marketplace holds.
  const [kitchen] = await source.db.select({ id: restaurants.id }).from(restaurants).limit(1);
  const [customer] = await source.db.select({ id: users.id }).from(users).where(eq(users.username, 'customer'));
  for (const status of ORDER_STATUSES) await createOrder(source.db, { restaurantId: kitchen!.id, userId: customer!.id, status });
  await enqueueJob(source.db, { kind: 'mail.send', key: 'copy-test-job', payload: { note: 'kept' }, runAt: new Date(Date.now() + 3_600_000) });
  target = await openEmptyTarget();
  await target.migrate();
}, 120_000);
afterAll(async () => {
  await target?.close();
  await dropTarget();
  await source?.close();
});

/** Per table: its row count and a checksum of every row in key order, timestamps read in UTC. */
async function fingerprint(db: Database) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const tables = (await tx.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as { rows: { name: string }[] };
    const prints: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const result = (await tx.execute(
        sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(to_jsonb(t)::text, '|' order by to_jsonb(t)::text), '')) as sum from public."${name}" t`),
      )) as unknown as { rows: { n: number; sum: string }[] };
      prints[name] = `${result.rows[0]!.n}:${result.rows[0]!.sum}`;
    }
    const sequences = (await tx.execute(sql`select sequencename as name, last_value from pg_sequences where schemaname = 'public' order by 1`)) as unknown as {
      rows: { name: string; last_value: string | null }[];
    };
    for (const s of sequences.rows) prints[`sequence ${s.name}`] = String(s.last_value);
    return prints;
  });
}

describe('copying the embedded database', () => {
  it('orders tables so each comes after those it references, and refuses a cycle', () => {
    const parents = new Map([
      ['orders', new Set(['users', 'restaurants'])],
      ['restaurants', new Set(['users'])],
    ]);
    expect(parentsFirst(['orders', 'restaurants', 'users'], parents)).toEqual(['users', 'restaurants', 'orders']);
    expect(() =>
      parentsFirst(
        ['a', 'b'],
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set(['a'])],
        ]),
      ),
    ).toThrow(/cycle/);
  });

  it('counts a freshly migrated target as empty, and a seeded one as not', async () => {
    expect(await nonEmptyTables(target.db)).toEqual([]);
    expect(await nonEmptyTables(source.db)).toEqual(expect.arrayContaining(['users', 'orders', 'images', 'jobs']));
  });

  it('copies every table and sequence: the same rows and checksums on both sides', async () => {
    const lines: string[] = [];
    const { tables, sequences } = await copyDatabase(source.db, target.db, (line) => lines.push(line));
    expect(tables.find((t) => t.table === 'images')!.rows).toBeGreaterThan(10);
    expect(sequences).toBeGreaterThan(5);
    expect(lines).toContain(`orders: ${tables.find((t) => t.table === 'orders')!.rows} rows`);
    expect(await fingerprint(target.db)).toEqual(await fingerprint(source.db));
    expect(await nonEmptyTables(target.db)).not.toEqual([]);
  });

  it('leaves a marketplace the app serves as before: the demo logins work and new ids continue', async () => {
    const app = await buildApp({
      config: loadConfig({ JWT_SECRET: 'copy-test-secret-copy-test-secret-0123' }),
      handle: target,
      serveWeb: false,
      mailer: { send: async () => {} },
    });
    try {
      const customer = DEMO_ACCOUNTS.find((a) => a.role === 'USER')!;
      const csrf = 'copy-test-csrf-token-0123456789';
      const login = await app.inject({
        method: 'POST',
        url: '/api/system/auth/login',
        headers: { 'x-xsrf-token': csrf },
        cookies: { 'XSRF-TOKEN': csrf },
        payload: { loginId: customer.username, password: customer.password },
      });
      expect(login.statusCode, login.body).toBe(200);
      const [before] = await target.db.select({ max: sql<number>`max(${users.id})::int` }).from(users);
      const [added] = await target.db
        .insert(users)
        .values({ role: 'USER', username: 'after-copy', email: 'after-copy@example.test', passwordHash: 'x' })
        .returning({ id: users.id });
      expect(added!.id).toBe(before!.max + 1);
    } finally {
      await app.close();
    }
  });
});
