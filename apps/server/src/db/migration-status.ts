import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, type Database } from './client';

interface JournalEntry {
  tag: string;
  /** Drizzle records this as created_at in drizzle.__drizzle_migrations when it applies the file. */
  when: number;
}

let journal: JournalEntry[] | undefined;

/** The migrations this build ships (meta/_journal.json), read once. */
function shippedMigrations(): JournalEntry[] {
  journal ??= (JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
  return journal;
}

/**
 * The tags of shipped migrations the database has not applied yet; all of them when drizzle's
 * journal table does not exist (a database nobody migrated). Other database errors are thrown.
 */
export async function pendingMigrations(db: Database): Promise<string[]> {
  let applied: Set<number>;
  try {
    const result = (await db.execute(sql`select created_at from drizzle.__drizzle_migrations`)) as unknown as { rows: Array<{ created_at: string | number }> };
    applied = new Set(result.rows.map((row) => Number(row.created_at)));
  } catch (error) {
    // 3F000: no drizzle schema, 42P01: no journal table; both mean nothing was applied.
    const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === '3F000' || code === '42P01') applied = new Set();
    else throw error;
  }
  return shippedMigrations()
    .filter((entry) => !applied.has(entry.when))
    .map((entry) => entry.tag);
}
