// Builds the web app only when its inputs changed since the last build (issue 11): the content hash
// of the sources, the shared packages and the lockfile is stored beside the output, in dist.
// `npm run build -w @forkly/web` still always builds. `--force` rebuilds here too.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashInputs, isTestFile, readStamp, REPO_ROOT } from '../../../scripts/content-hash.mjs';

const STAMP = path.join(REPO_ROOT, 'apps/web/dist/.build-hash');

const INPUTS = [
  'apps/web',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/content-hash.mjs',
];

/** Vite bakes VITE_* variables into the bundle (VITE_API_BASE_URL, the legal notice). */
function viteEnvironment() {
  return Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`)
    .join('\n');
}

export function buildWeb({ force = false, log = console.log } = {}) {
  const hash = hashInputs(INPUTS, isTestFile, viteEnvironment());
  if (!force && readStamp(STAMP) === hash) {
    log('[build] web: up to date');
    return false;
  }
  const started = Date.now();
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', '@forkly/web'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`The web build failed (exit code ${result.status ?? result.signal})`);
  // Written last: a build that failed half-way leaves no stamp, so the next start builds again.
  writeFileSync(STAMP, `${hash}\n`);
  log(`[build] web: built in ${Math.round((Date.now() - started) / 1000)} s`);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildWeb({ force: process.argv.includes('--force') });
}
