import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

/**
 * The server's import boundaries (docs/decisions/048-a-complete-access-layer.md), as the web has
 * its own (eslint.web-boundaries.js): a feature uses another only through its services
 * (`*.service.ts`) or its public entry (`features/<name>/index.ts`, re-exports only, never a
 * repository); a repository stays inside its feature; and the shared code under `src/` (access,
 * lib, db, geo, idempotency) knows no feature.
 */
const SERVER = 'apps/server/src';
const FEATURES = readdirSync(`${SERVER}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const PUBLIC = ['**/apps/server/src/features/*/*.service.ts', '**/apps/server/src/features/*/index.ts'];
/** Tests and their helpers may also build on another feature's fixtures and test helpers. */
const TEST_SUPPORT_FILES = ['*fixtures.ts', 'test-*.ts', '*-test-world.ts'];
const TEST_SUPPORT = TEST_SUPPORT_FILES.map((file) => `**/apps/server/src/features/*/${file}`);
const MESSAGE = "Use the feature's service or its public entry (features/<name>/index.ts); a repository stays inside its feature.";

const featureZones = FEATURES.flatMap((name) => {
  const own = `${SERVER}/features/${name}`;
  const zone = { from: `${SERVER}/features/!(${name})/**`, message: MESSAGE };
  const testFiles = [`${own}/**/*.test.ts`, ...TEST_SUPPORT_FILES.map((file) => `${own}/**/${file}`)];
  return [
    { ...zone, target: `${own}/**/!(*.test|*fixtures|test-*|*-test-world).ts`, except: PUBLIC },
    { ...zone, target: testFiles, except: [...PUBLIC, ...TEST_SUPPORT] },
  ];
});

const sharedZones = [
  {
    // The seed builds the demo city from features' pieces, as the composition root does; tests
    // may set up their data through features.
    target: [`${SERVER}/{access,lib,geo,idempotency}/**/!(*.test).ts`, `${SERVER}/db/!(seed)/**/!(*.test).ts`, `${SERVER}/db/!(*.test).ts`],
    from: `${SERVER}/features/**`,
    message: 'Shared server code must not depend on a feature.',
  },
  {
    target: `${SERVER}/features/*/index.ts`,
    from: `${SERVER}/features/*/*.repo.ts`,
    message: 'A public entry never exports a repository: give the feature a service function instead.',
  },
];

export default [
  {
    files: [`${SERVER}/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/server/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...sharedZones] }],
    },
  },
];
