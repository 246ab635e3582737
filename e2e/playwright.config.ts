import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_BASE_URL, E2E_PORT } from './support/env';

// Every run gets its own empty database folder, so the demo seed runs fresh. Only the main process
// (not the workers, which load this file too) clears the folders of earlier runs.
const runDir = path.join(import.meta.dirname, '.run');
const dataDir = path.join(runDir, `data-${process.env.E2E_RUN_ID ?? (process.env.E2E_RUN_ID = String(Date.now()))}`);
mkdirSync(runDir, { recursive: true });
if (!process.env.TEST_WORKER_INDEX) {
  for (const entry of readdirSync(runDir, { withFileTypes: true }).filter((e) => e.name.startsWith('data-'))) {
    if (path.join(runDir, entry.name) !== dataDir) rmSync(path.join(runDir, entry.name), { recursive: true, force: true });
  }
}

/**
 * Journeys in Debian's Chromium against the real server on a fresh embedded database seeded with
 * the demo city. No browser download: the executable is /usr/bin/chromium.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './.run/results',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'journeys', testIgnore: /(operations|administration)\// },
    // The kitchen and courier journeys move the demo restaurant's and courier's orders, which the
    // customer journey uses too: they start once the other journeys are done.
    { name: 'operations', testMatch: /operations\/.*\.spec\.ts$/, dependencies: ['journeys'] },
    // Staff screens disable, remove and approve things: they start after everything else.
    { name: 'administration', testMatch: /administration\/.*\.spec\.ts$/, dependencies: ['operations'] },
  ],
  webServer: {
    // The built server, as `npm start` runs it; the build is skipped when nothing changed.
    command: 'node ../apps/server/scripts/build.mjs && node ../apps/server/dist/main.js',
    url: `${E2E_BASE_URL}/api/docs/json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      LOGIN_RATE_LIMIT_MAX: '1000',
      // The operations board's journey waits for an unanswered order to be at risk: 20 s, not 3 min.
      ESCALATE_LOUDER_AFTER_SECONDS: '10',
      ESCALATE_AT_RISK_AFTER_SECONDS: '20',
    },
  },
});
