import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { SERVER_ROOT } from '../../src/server-root';
import setupDatabases from '../global-setup';

/**
 * The two-instances tier (issue 11) runs the built server, as production does: build it once per
 * run (skipped when nothing changed), then make the migrated template database every file clones.
 */
export default async function setup(project: TestProject) {
  const build = spawnSync(process.execPath, [path.join(SERVER_ROOT, 'scripts/build.mjs')], { cwd: SERVER_ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`server build failed:\n${build.stdout}${build.stderr}`);
  return setupDatabases(project);
}
