import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { withDatabase } from '../../test/global-setup';
import { MIGRATIONS_FOLDER, openPglite, openPostgres, type DatabaseHandle } from './client';
import { pendingMigrations } from './migration-status';

const shipped = (JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

async function appliedCount(handle: DatabaseHandle): Promise<number> {
  const result = (await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: Array<{ n: number }> };
  return Number(result.rows[0]!.n);
}

/** A fresh, empty database on the test server; dropped by the returned function. */
async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `forkly_migrate_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: withDatabase(url, name),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

describe('migrations at start (issue 11)', () => {
  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'three instances migrating one fresh database together all succeed, each migration applied once',
    async () => {
      const { url, drop } = await freshPostgresDatabase();
      const instances = await Promise.all([1, 2, 3].map(() => openPostgres(url, { max: 2 })));
      try {
        expect(await pendingMigrations(instances[0]!.db)).toHaveLength(shipped);
        const results = await Promise.allSettled(instances.map((instance) => instance.migrate()));
        expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
        expect(await appliedCount(instances[0]!)).toBe(shipped);
        expect(await pendingMigrations(instances[2]!.db)).toEqual([]);
        // The lock is released: nobody holds it once the migrations are done.
        const held = (await instances[0]!.db.execute(sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and granted`)) as unknown as {
          rows: Array<{ n: number }>;
        };
        expect(Number(held.rows[0]!.n)).toBe(0);
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
        await drop();
      }
    },
  );

  it.runIf(process.env.TEST_DB_KIND !== 'postgres')(
    'on PGlite (one process) migrating three times at once applies each migration once',
    async () => {
      const handle = await openPglite();
      try {
        expect(await pendingMigrations(handle.db)).toHaveLength(shipped);
        await Promise.all([handle.migrate(), handle.migrate(), handle.migrate()]);
        expect(await appliedCount(handle)).toBe(shipped);
        expect(await pendingMigrations(handle.db)).toEqual([]);
      } finally {
        await handle.close();
      }
      // Every migration from an empty PGlite, in the same process as the other feature files: on a
      // busy 2-core machine that alone took over 30 s.
    },
    90_000,
  );
});
