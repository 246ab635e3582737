import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';
import { openPglite, openPostgres, type DatabaseHandle } from './client';

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite allows one process per data folder (DESIGN.md section 6b). The lock records our PID: a
 * second start is refused with a clear message, a stale lock left by a crash is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'forkly.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(owner) && owner !== process.pid && processAlive(owner)) {
        throw new Error(
          `The database folder ${dataDir} is in use by another Forkly process (PID ${owner}). ` +
            'Stop that process first, or set DATA_DIR to another folder or DATABASE_URL to a PostgreSQL server.',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

export async function openDatabase(config: AppConfig): Promise<{ handle: DatabaseHandle; release: () => Promise<void> }> {
  if (config.database.kind === 'postgres') {
    const handle = await openPostgres(config.database.url);
    return { handle, release: async () => {} };
  }
  const dataDir = config.database.dataDir;
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const handle = await openPglite({ dataDir: dataDir ? path.join(dataDir, 'pglite') : undefined });
    return { handle, release: async () => unlock() };
  } catch (error) {
    unlock();
    throw error;
  }
}
