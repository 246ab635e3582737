import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const featureBase = {
  include: ['apps/server/src/**/*.test.ts'],
  exclude: ['apps/server/src/**/*.unit.test.ts'],
  globalSetup: ['apps/server/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Every file builds its own app on its own cloned database, so files share no state through the
  // server's modules; importing the server graph once per worker instead of once per file saves
  // about 3 s a file.
  isolate: false,
};

/**
 * Three kinds of tests (DESIGN.md section 8): unit (pure, and web components in jsdom), feature
 * tests through app.inject() on PGlite, and the same feature tests on PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it), with the two-instances tier: two built servers on one database.
 */
export default defineConfig({
  test: {
    // Feature files mostly wait on PostgreSQL, PGlite's worker or child servers: one worker per core
    // (Vitest's default leaves one core to its main thread) keeps both cores of CI busy.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts', 'apps/web/src/locales/*.test.ts'],
          environment: 'node',
          // Building the demo city takes seconds in a hook, and many more on a machine busy with other work.
          testTimeout: 15_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/setup.ts'],
          // jsdom renders slowly on a busy machine: a test that waits on several answers took over
          // Vitest's default 5 s there, and 15 s with two other suites running, while taking well
          // under one on a quiet one.
          testTimeout: 30_000,
        },
      },
      { test: { name: 'feature', ...featureBase, env: { TEST_DB_KIND: 'pglite' } } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            { test: { name: 'feature-postgres', ...featureBase, env: { TEST_DB_KIND: 'postgres' } } },
            // Two built instances on one database (issue 11, decision 020): what only several processes can show.
            {
              test: {
                name: 'feature-two-instances',
                include: ['apps/server/test/two-instances/**/*.test.ts'],
                globalSetup: ['apps/server/test/two-instances/global-setup.ts'],
                env: { TEST_DB_KIND: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 90_000,
              },
            },
          ]
        : []),
    ],
  },
});
