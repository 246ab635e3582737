import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { openListenConnection } from './listen-connection';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type features use, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; inside a transaction use only this (DESIGN.md section 6b). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * src/db/migrations under tsx; dist/migrations in the built server (apps/server/scripts/build.mjs
 * copies them there, beside the bundle whose import.meta.url this then is).
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** The advisory lock key migrations run under; any fixed number no other lock in the app uses. */
export const MIGRATION_LOCK_KEY = 4_711_011;

/**
 * Migrates under a session-level advisory lock on one connection: instances started together wait
 * for the first to finish, then find nothing left to apply, instead of racing on the same DDL.
 */
async function migratePostgresUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let failed: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    failed = error as Error;
    throw error;
  } finally {
    // A connection that failed may still hold the session lock: it is closed, not pooled again.
    client.release(failed);
  }
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Subscribe to a NOTIFY channel; returns an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Called after LISTEN was re-established on a new connection (PostgreSQL only): notifications sent
   * while it was down are lost, so listeners that keep state should reload it. Returns an unsubscribe.
   */
  onListenReconnect?(callback: () => void): () => void;
  /** Called before each attempt to LISTEN again after the connection was lost (PostgreSQL only). Returns an unsubscribe. */
  onListenRetry?(callback: (attempt: number) => void): () => void;
  /**
   * Called with the SQL text of every statement this process sends (PostgreSQL only), before it
   * runs: how a cache learns that this instance is changing what it holds. Returns an unsubscribe.
   */
  watchQueries?(watch: (text: string) => void): () => void;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Embedded PGlite, in a folder (persisted) or in memory, optionally from a dumped data dir. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<DatabaseHandle & { client: PGlite }> {
  const client = await PGlite.create(options.dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  // One process owns a PGlite database, so a queue is its advisory lock: migrations asked for
  // together run one after another instead of racing on the same DDL.
  let migrations: Promise<void> = Promise.resolve();
  return {
    db,
    client,
    kind: 'pglite',
    listen: async (channel, onPayload) => {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    migrate: () => {
      const run = migrations.catch(() => {}).then(() => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }));
      migrations = run;
      return run;
    },
    close: () => client.close(),
  };
}

/** Real PostgreSQL; LISTEN runs on its own dedicated connection that reconnects. */
export async function openPostgres(url: string, options: { max?: number } = {}): Promise<DatabaseHandle & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  pool.on('error', () => {
    // An idle client died (e.g. the server restarted); the pool replaces it on next use.
  });
  const queryWatchers = new Set<(text: string) => void>();
  // Drizzle's logger sees every statement this instance sends, inside transactions too.
  const logger = { logQuery: (text: string) => queryWatchers.forEach((watch) => watch(text)) };
  const db = drizzlePg(pool, { schema, logger }) as unknown as Database;
  const listening = openListenConnection(url);

  return {
    db,
    pool,
    kind: 'postgres',
    listen: listening.listen,
    onListenReconnect: listening.onReconnect,
    onListenRetry: listening.onRetry,
    watchQueries: (watch) => {
      queryWatchers.add(watch);
      return () => queryWatchers.delete(watch);
    },
    migrate: () => migratePostgresUnderLock(pool),
    close: async () => {
      await listening.close();
      await pool.end();
    },
  };
}
