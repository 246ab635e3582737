import { defineConfig } from 'vitest/config';

const featureBase = {
  include: ['apps/server/src/**/*.test.ts'],
  exclude: ['apps/server/src/**/*.unit.test.ts'],
  globalSetup: ['apps/server/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * Three kinds of tests (DESIGN.md section 8): unit (pure, and web components in jsdom), feature
 * tests through app.inject() on PGlite, and the same feature tests on PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it), with the two-instances tier: two built servers on one database.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts', 'apps/web/src/locales/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/setup.ts'],
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
