// Proves that a production install runs the built server (issue 23, decision 042): the built tree,
// without node_modules, is copied to a temporary folder; `npm ci --omit=dev` installs it there
// (with .npmrc's engine-strict, so on a Node below the floor it fails); no dev tool may come with
// it; then the production command of docs/deploy.md, `node apps/server/dist/main.js`, must serve
// /api/ready and the home page on a fresh embedded database and stop cleanly on SIGTERM.
// `npm run check:production-install` builds first; CI runs it after the tests (.ci/run).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './content-hash.mjs';

/** What the build writes; everything else a production host gets is in git. */
const BUILT = ['apps/server/dist', 'apps/web/dist'];
/** Dev tools that must not reach production (issue 23): the TypeScript runner, the bundlers, browsers, tests. */
const DEV_ONLY = ['tsx', 'esbuild', 'vite', 'vitest', 'lighthouse', 'playwright', '@playwright/test', 'playwright-core', 'drizzle-kit'];

/** The temporary copy and the server started from it, removed and stopped on any way out. */
let target;
let server;

function fail(message) {
  console.error(`[production install] ${message}`);
  if (server && server.exitCode === null) server.kill('SIGKILL');
  if (target) rmSync(target, { recursive: true, force: true });
  process.exit(1);
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The first answer of `url` with this status, polled until the deadline. */
async function answer(url, status, deadline) {
  for (;;) {
    const res = await fetch(url).catch(() => undefined);
    if (res?.status === status) return res;
    if (Date.now() > deadline) fail(`${url} did not answer ${status} (last: ${res?.status ?? 'no answer'})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

for (const dir of BUILT) if (!existsSync(path.join(REPO_ROOT, dir))) fail(`${dir} is missing: run \`npm run build\` first`);

target = mkdtempSync(path.join(tmpdir(), 'forkly-production-'));
try {
  const tracked = spawnSync('git', ['ls-files', '-z'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (tracked.status !== 0) fail('git ls-files failed: run this in a checkout');
  for (const file of tracked.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(path.join(REPO_ROOT, file))) continue; // deleted in the work tree, not yet committed
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    cpSync(path.join(REPO_ROOT, file), path.join(target, file));
  }
  for (const dir of BUILT) cpSync(path.join(REPO_ROOT, dir), path.join(target, dir), { recursive: true });
  console.log(`[production install] npm ci --omit=dev in ${target}`);
  run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], target);
  const present = DEV_ONLY.filter((name) => existsSync(path.join(target, 'node_modules', name)));
  if (present.length) fail(`a production install brings dev tools: ${present.join(', ')}`);

  const port = await freePort();
  // Nothing inherited that could load tsx or point at another database or build.
  const { NODE_OPTIONS: _options, DATABASE_URL: _database, WEB_DIST: _web, ...env } = process.env;
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: target,
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: path.join(target, 'data'),
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve(code ?? signal)));
  const deadline = Date.now() + 120_000;
  let ready = false;
  void exited.then((code) => ready || fail(`the server exited (${code}) before it was ready`));
  await answer(`http://127.0.0.1:${port}/api/ready`, 200, deadline);
  ready = true;
  const home = await answer(`http://127.0.0.1:${port}/`, 200, deadline);
  if (!(home.headers.get('content-type') ?? '').startsWith('text/html')) fail(`the home page answered ${home.headers.get('content-type')}`);
  server.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) fail(`the server exited with ${code} on SIGTERM`);
  console.log('[production install] `node apps/server/dist/main.js` served /api/ready and the home page, and stopped cleanly');
} finally {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  rmSync(target, { recursive: true, force: true });
}
