import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { Role } from '@forkly/contracts';
import { openPostgres, type Database } from '../../src/db/client';
import { SERVER_ROOT } from '../../src/server-root';
import { createUser, DEFAULT_PASSWORD, type UserOverrides } from '../factories';
import { withDatabase } from '../global-setup';

const CSRF = 'two-instances-csrf-token-0123456789';
/** Both instances sign with it, as a deployment's instances share JWT_SECRET. */
const JWT_SECRET = 'two-instances-jwt-secret-0123456789abcdef';
const READY_WITHIN_MS = 60_000;

export interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The client's address as the TLS proxy reports it (TRUST_PROXY is on): each test its own. */
  ip?: string;
}

export interface Instance {
  name: 'A' | 'B';
  /** http://127.0.0.1:port, without /api. */
  origin: string;
  call(url: string, options?: CallOptions): Promise<Response>;
}

export interface Cluster {
  /** The shared database, for test data and for checking what the instances wrote. */
  db: Database;
  a: Instance;
  b: Instance;
  /**
   * Runs `statement` in a transaction of its own connection and keeps the transaction open (an
   * advisory lock held, say) until `release` is called.
   */
  hold(statement: string): Promise<{ release: () => Promise<void> }>;
  /** Creates an account of the role and logs it in on `via` (A by default). */
  loginAs(role: Role, overrides?: UserOverrides, via?: Instance): Promise<{ token: string; userId: number; username: string }>;
  /** Kills the instance as a crash would (SIGKILL: no shutdown, its streams cut); it stays dead. */
  kill(instance: Instance): Promise<void>;
  close(): Promise<void>;
}

function instance(name: Instance['name'], port: number): Instance {
  const origin = `http://127.0.0.1:${port}`;
  return {
    name,
    origin,
    call: (url, { method = 'GET', token, body, headers = {}, ip } = {}) =>
      fetch(`${origin}/api${url}`, {
        method,
        headers: {
          cookie: `XSRF-TOKEN=${CSRF}`,
          'x-xsrf-token': CSRF,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(ip ? { 'x-forwarded-for': ip } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}

/** `node dist/main.js` on the shared database; resolves once GET /api/ready answers 200. */
async function startServer(port: number, databaseUrl: string): Promise<{ child: ChildProcess; stderr: () => string }> {
  const { NODE_OPTIONS: _tsx, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(SERVER_ROOT, 'dist/main.js')], {
    cwd: SERVER_ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      SEED: 'none',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      WEB_DIST: path.join(SERVER_ROOT, 'no-web-app'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance on port ${port} exited (${child.exitCode}):\n${stderr}`);
    const res = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => undefined);
    if (res?.status === 200) return { child, stderr: () => stderr };
    if (Date.now() > deadline) throw new Error(`instance on port ${port} not ready:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Two built instances (A and B) on one fresh, migrated PostgreSQL database, each on its own port,
 * as two instances behind a load balancer (issue 11). One cluster per test file.
 */
export async function startCluster(ports: [number, number]): Promise<Cluster> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `forkly_two_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  await admin.end();
  const databaseUrl = withDatabase(url, name);
  const handle = await openPostgres(databaseUrl, { max: 5 });
  const servers = await Promise.allSettled(ports.map((port) => startServer(port, databaseUrl)));
  const started = servers.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));

  const close = async () => {
    await Promise.all(started.map((s) => stopServer(s.child)));
    await handle.close();
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
  const failed = servers.find((s) => s.status === 'rejected');
  if (failed) {
    await close();
    throw (failed as PromiseRejectedResult).reason;
  }

  const a = instance('A', ports[0]);
  const b = instance('B', ports[1]);
  return {
    db: handle.db,
    a,
    b,
    hold: async (statement) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query('BEGIN');
      await client.query(statement);
      return {
        release: async () => {
          await client.query('ROLLBACK');
          await client.end();
        },
      };
    },
    loginAs: async (role, overrides = {}, via = a) => {
      const user = await createUser(handle.db, { role, ...overrides });
      // Each login from its own address: the per-IP login limit is not what these tests are about.
      const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
      const res = await via.call('/system/auth/login', {
        method: 'POST',
        ip,
        body: { loginId: user.username, password: overrides.password ?? DEFAULT_PASSWORD },
      });
      if (res.status !== 200) throw new Error(`login as ${role} on ${via.name} failed: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { access_token: string };
      return { token: body.access_token, userId: user.id, username: user.username };
    },
    kill: async (which) => {
      const child = started[which === a ? 0 : 1]!.child;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    close,
  };
}

/** Polls `check` every 20 ms until it gives a value; fails after `timeoutMs`. */
export async function until<T>(check: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs: number): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
