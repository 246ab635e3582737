// Builds the server to plain JavaScript in apps/server/dist (issue 11): `npm start` and
// `npm run migrate` run that, with no tsx at run time. Our sources and the workspace packages
// (@forkly/contracts, @forkly/domain, consumed as TypeScript) are bundled; npm dependencies stay
// external, so native modules (sharp, @node-rs/argon2) and PGlite's wasm files load from
// node_modules as usual. A build whose inputs did not change is skipped; `--force` rebuilds.
import { cpSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { hashInputs, isTestFile, readStamp, REPO_ROOT } from '../../../scripts/content-hash.mjs';

const SERVER = path.join(REPO_ROOT, 'apps/server');
const DIST = path.join(SERVER, 'dist');
const STAMP = path.join(DIST, '.build-hash');

const INPUTS = [
  'apps/server/src',
  'apps/server/package.json',
  'apps/server/scripts/build.mjs',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/content-hash.mjs',
];

/** Bare imports other than our workspace packages are npm dependencies: left to Node to resolve. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@forkly/') || path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

function writeWhole(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

export async function buildServer({ force = false, log = console.log } = {}) {
  const hash = hashInputs(INPUTS, isTestFile);
  if (!force && readStamp(STAMP) === hash) {
    log('[build] server: up to date');
    return false;
  }
  const started = Date.now();
  // Loaded only when there is something to build: a start with nothing changed does not pay for it.
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: SERVER,
    // Every entry sits at the top of dist: the code finds its neighbours relative to import.meta.url
    // (dist/route-worker.js, dist/migrations), so the worker and migrations must be there too.
    entryPoints: { main: 'src/main.ts', migrate: 'src/migrate.ts', 'db-copy': 'src/db-copy.ts', 'route-worker': 'src/geo/route-worker.ts' },
    outdir: DIST,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    write: false,
    plugins: [externalDependencies],
  });
  // Instances started together may build at once: each file is replaced whole (write, then rename),
  // so none of them ever loads a half-written bundle.
  mkdirSync(DIST, { recursive: true });
  for (const file of result.outputFiles) writeWhole(file.path, file.contents);
  cpSync(path.join(SERVER, 'src/db/migrations'), path.join(DIST, 'migrations'), { recursive: true });
  writeWhole(STAMP, `${hash}\n`);
  log(`[build] server: built in ${Date.now() - started} ms`);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer({ force: process.argv.includes('--force') });
}
