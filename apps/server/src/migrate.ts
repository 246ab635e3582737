import { loadConfig } from './config';
import { openDatabase } from './db/open';

/**
 * `npm run migrate`: applies the pending migrations and exits. Safe to run while instances start:
 * on PostgreSQL every migration run waits on the same advisory lock (db/client.ts).
 */
async function main() {
  // Migrations need only the database settings; the token secret production requires is not used.
  const config = loadConfig({ JWT_SECRET: 'migrations-sign-nothing-migrations-sign-nothing', ...process.env });
  const { handle, release } = await openDatabase(config);
  try {
    await handle.migrate();
    console.log(`Migrations applied (${config.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'})`);
  } finally {
    await handle.close();
    await release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
