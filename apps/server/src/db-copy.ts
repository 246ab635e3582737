import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openPostgres } from './db/client';
import { copyDatabase, nonEmptyTables } from './db/copy/copy-database';
import { openDatabase } from './db/open';

const USAGE = 'Usage: npm run db:copy -- --to postgres://user:password@host:5432/database [--from ./data]';

/**
 * `npm run db:copy -- --to postgres://…` (issue 23): moves a marketplace that grew up on the
 * embedded database (DATA_DIR, ./data by default) to PostgreSQL. The target is migrated to this
 * version and must be empty; then every table, sequence, picture, job and mail is copied in one
 * transaction. Stop the app first: the embedded database belongs to one process.
 */
async function main() {
  const { values } = parseArgs({ options: { to: { type: 'string' }, from: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) return console.log(USAGE);
  if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) throw new Error(`Name the PostgreSQL database to copy into.\n${USAGE}`);
  const env = {
    JWT_SECRET: 'the-copy-signs-nothing-the-copy-signs-nothing',
    ...process.env,
    DATABASE_URL: '',
    ...(values.from ? { DATA_DIR: values.from } : {}),
  };
  const config = loadConfig(env);
  const source = await openDatabase(config);
  const target = await openPostgres(values.to, { max: 2 });
  try {
    await source.handle.migrate();
    await target.migrate();
    const used = await nonEmptyTables(target.db);
    if (used.length) {
      throw new Error(
        `The target database is not empty (${used.slice(0, 5).join(', ')}${used.length > 5 ? ', …' : ''} hold rows). Copy into a new, empty database.`,
      );
    }
    const started = Date.now();
    const { tables, sequences } = await copyDatabase(source.handle.db, target.db, (line) => console.log(`[copy] ${line}`));
    const rows = tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(`Copied ${rows} rows in ${tables.length} tables and ${sequences} sequences in ${Date.now() - started} ms.`);
    console.log(`Start the app on it with DATABASE_URL=${values.to.replace(/:[^:@/]+@/, ':…@')} npm start`);
  } finally {
    await target.close();
    await source.handle.close();
    await source.release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
