import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STOP_GRACE_MS = 5000;

/** The real server as a user runs it, on a fresh embedded database with the demo city. */
export async function startAppServer(port: number, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forkly-bench-'));
  // The built server, as `npm start` runs it; the build is skipped when nothing changed.
  if (spawnSync(process.execPath, ['apps/server/scripts/build.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error('server build failed');
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited during start');
    const ok = await fetch(`${base}/api/docs/json`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error('server did not start in 120 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      // A connection this process opened but never sent a request on is not idle to Node's HTTP
      // server: a graceful stop would wait for its 60 s header timeout. The data is thrown away.
      const grace = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(grace);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs in through the API as a browser would: CSRF cookie first, then the login call. */
export async function loginToken(base: string, loginId: string, password: string): Promise<string> {
  return (await loginSession(base, loginId, password)).token;
}

/** The bearer token and the CSRF token a logged-in browser would send with a POST. */
export async function loginSession(base: string, loginId: string, password: string): Promise<{ token: string; csrf: string }> {
  const first = await fetch(`${base}/api/csrf`);
  const csrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  // Read to the end, so the connection goes back to the pool.
  await first.arrayBuffer();
  const res = await fetch(`${base}/api/system/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': csrf, cookie: `XSRF-TOKEN=${csrf}` },
    body: JSON.stringify({ loginId, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return { token: ((await res.json()) as { access_token: string }).access_token, csrf };
}
