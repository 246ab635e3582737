import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from './server-root';

const DIST = path.join(SERVER_ROOT, 'dist');
const GUARD = path.join(SERVER_ROOT, 'test/no-typescript-at-run-time.mjs');
const dataDir = mkdtempSync(path.join(tmpdir(), 'forkly-built-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The environment of a plain `node` start: nothing inherited that could load tsx. */
function plainEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _ignored, ...env } = process.env;
  return { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED: 'none', NODE_ENV: 'development', ...extra };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, deadline: number): Promise<Response> {
  for (;;) {
    const res = await fetch(url).catch(() => undefined);
    if (res) return res;
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts `node dist/main.js` with the guard; resolves once GET /api/ready answers 200. */
async function startBuilt(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', GUARD, 'dist/main.js'], {
    cwd: SERVER_ROOT,
    env: plainEnv({ PORT: String(port), ...env }),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    return exited;
  };
  return { base: `http://127.0.0.1:${port}/api`, stop, stderr: () => stderr, exited };
}

describe('the built server (issue 11)', () => {
  it('builds, and a second build with nothing changed is skipped', () => {
    expect(spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: SERVER_ROOT, encoding: 'utf8' }).status).toBe(0);
    const again = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: SERVER_ROOT, encoding: 'utf8' });
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('[build] server: up to date');
    for (const file of readdirSync(DIST).filter((name) => name.endsWith('.js'))) {
      expect(readFileSync(path.join(DIST, file), 'utf8'), file).not.toMatch(/from\s*["']tsx|import\(\s*["']tsx/);
    }
  }, 60_000);

  it('migrates with `node dist/migrate.js`, without tsx', () => {
    const run = spawnSync(process.execPath, ['--import', GUARD, 'dist/migrate.js'], { cwd: SERVER_ROOT, encoding: 'utf8', env: plainEnv({}) });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Migrations applied (PGlite)');
  }, 90_000);

  it('serves from `node dist/main.js` without tsx, routes in its worker thread included', async () => {
    const server = await startBuilt({});
    try {
      const { base } = server;
      expect((await waitFor(`${base}/health`, Date.now() + 45_000)).status).toBe(200);
      expect((await fetch(`${base}/ready`)).status).toBe(200);
      const directions = await fetch(
        `${base}/directions?originLatitude=51.4336&originLongitude=6.7652&destinationLatitude=51.4289&destinationLongitude=6.7905`,
      );
      expect(directions.status).toBe(200);
      expect(((await directions.json()) as { routes: unknown[] }).routes.length).toBeGreaterThan(0);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(server.stderr()).not.toMatch(/TypeScript at run time|Error/);
  }, 90_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'three instances started together on one fresh PostgreSQL database all migrate it and become ready',
    async () => {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const name = `forkly_start_${randomBytes(6).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const servers = await Promise.all([1, 2, 3].map(() => startBuilt({ DATABASE_URL: url.toString() })));
      try {
        const deadline = Date.now() + 75_000;
        for (const server of servers) {
          expect((await waitFor(`${server.base}/health`, deadline)).status).toBe(200);
          expect((await fetch(`${server.base}/ready`)).status).toBe(200);
        }
        // Each shipped migration was applied once, whichever instance got the lock first.
        const shipped = (JSON.parse(readFileSync(path.join(DIST, 'migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;
        const fresh = new pg.Client({ connectionString: url.toString() });
        await fresh.connect();
        const applied = await fresh.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
        await fresh.end();
        expect(applied.rows[0]!.n).toBe(shipped);
      } finally {
        expect(await Promise.all(servers.map((server) => server.stop()))).toEqual([0, 0, 0]);
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
      for (const server of servers) expect(server.stderr()).not.toMatch(/TypeScript at run time|Error/);
    },
    120_000,
  );
});
