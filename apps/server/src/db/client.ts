import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
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

/** How often the LISTEN connection proves it is alive; a half-open TCP connection says nothing. */
const LISTEN_PING_MS = 30_000;
const LISTEN_RETRY_MAX_MS = 5_000;

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
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const reconnectCallbacks = new Set<() => void>();
  let listenClient: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let retryDelay = 0;
  let closed = false;

  const ping = setInterval(() => {
    const client = listenClient;
    if (client) client.query('SELECT 1').catch(() => client.emit('error', new Error('LISTEN connection ping failed')));
  }, LISTEN_PING_MS);
  ping.unref();

  async function connectListener(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url, keepAlive: true, query_timeout: 10_000 });
    let lost = false;
    // 'error' (terminated backend, network) and 'end' (server closed cleanly) may both come, or one.
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (listenClient === client) listenClient = undefined;
      void client.end().catch(() => {});
      scheduleReconnect();
    };
    client.on('notification', (msg) => {
      for (const fn of listeners.get(msg.channel) ?? []) {
        try {
          fn(msg.payload ?? '');
        } catch {
          // One listener's failure must not starve the others or kill the connection.
        }
      }
    });
    client.on('error', onLost);
    client.on('end', onLost);
    try {
      await client.connect();
      for (const channel of listeners.keys()) await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      lost = true;
      void client.end().catch(() => {});
      throw error;
    }
    listenClient = client;
    return client;
  }
  async function ensureListener(): Promise<pg.Client> {
    if (listenClient) return listenClient;
    connecting ??= connectListener().finally(() => (connecting = undefined));
    return connecting;
  }
  /** Retries with backoff until a connection stands again, then tells who asked. */
  function scheduleReconnect(): void {
    if (closed || reconnectTimer) return;
    retryDelay = Math.min(retryDelay ? retryDelay * 2 : 200, LISTEN_RETRY_MAX_MS);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      ensureListener().then(
        () => {
          retryDelay = 0;
          for (const fn of reconnectCallbacks) fn();
        },
        () => scheduleReconnect(),
      );
    }, retryDelay);
    reconnectTimer.unref();
  }

  return {
    db,
    pool,
    kind: 'postgres',
    listen: async (channel, onPayload) => {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      let set = listeners.get(channel);
      const isNew = !set;
      if (!set) listeners.set(channel, (set = new Set()));
      set.add(onPayload);
      const client = await ensureListener();
      if (isNew) await client.query(`LISTEN "${channel}"`);
      return async () => {
        set.delete(onPayload);
      };
    },
    onListenReconnect: (callback) => {
      reconnectCallbacks.add(callback);
      return () => reconnectCallbacks.delete(callback);
    },
    watchQueries: (watch) => {
      queryWatchers.add(watch);
      return () => queryWatchers.delete(watch);
    },
    migrate: () => migratePostgresUnderLock(pool),
    close: async () => {
      closed = true;
      clearInterval(ping);
      clearTimeout(reconnectTimer);
      await listenClient?.end().catch(() => {});
      await pool.end();
    },
  };
}
