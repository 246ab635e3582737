import { sql } from 'drizzle-orm';
import type { Database } from '../client';

/** Rows sent per INSERT: large enough to be quick, small enough for one JSON parameter. */
const BATCH_ROWS = 500;
/** Tables with binary columns (the pictures) go a few rows at a time: each may be hundreds of kilobytes. */
const BINARY_BATCH_ROWS = 20;

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<T>).rows;
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export interface TableCopy {
  table: string;
  rows: number;
}

/** The application's tables (schema public), each with the columns a copy writes (generated ones are computed again). */
async function tablesOf(db: Database) {
  const columns = await rowsOf<{ table_name: string; column_name: string; data_type: string }>(
    db,
    sql`select c.table_name, c.column_name, c.data_type from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
        order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  const binary = new Set<string>();
  for (const { table_name, column_name, data_type } of columns) {
    tables.set(table_name, [...(tables.get(table_name) ?? []), column_name]);
    if (data_type === 'bytea') binary.add(table_name);
  }
  return Object.assign(tables, { binary });
}

/** Each table's foreign-key parents (other tables), to copy parents first. */
async function parentsOf(db: Database) {
  const links = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select distinct cl.relname as child, pl.relname as parent from pg_constraint k
        join pg_class cl on cl.oid = k.conrelid join pg_class pl on pl.oid = k.confrelid
        join pg_namespace n on n.oid = cl.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and cl.oid <> pl.oid`,
  );
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of links) parents.set(child, (parents.get(child) ?? new Set()).add(parent));
  return parents;
}

/** Tables ordered so every table comes after the tables it references. */
export function parentsFirst(tables: readonly string[], parents: Map<string, Set<string>>): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (placed.has(table)) return;
    if (visiting.has(table)) throw new Error(`Tables reference each other in a cycle through ${table}; cannot order the copy`);
    visiting.add(table);
    for (const parent of [...(parents.get(table) ?? [])].sort()) if (tables.includes(parent)) visit(parent);
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table);
  return ordered;
}

/** The primary key's columns: rows are read in its order, so a table referencing itself gets its parents first. */
async function primaryKeyOf(db: Database, table: string): Promise<string[]> {
  const rows = await rowsOf<{ column_name: string }>(
    db,
    sql`select a.attname as column_name from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = ${`public.${quote(table)}`}::regclass and i.indisprimary order by array_position(i.indkey, a.attnum)`,
  );
  return rows.map((r) => r.column_name);
}

/** Rows the migrations themselves insert (the first delivery zone): a freshly migrated database still counts as empty. */
const MIGRATION_ROWS: Record<string, string> = { delivery_zones: `id = 1 and name = 'City'` };

/** Answers the tables of the target that hold rows: a copy goes only into an empty database. */
export async function nonEmptyTables(db: Database): Promise<string[]> {
  const found: string[] = [];
  for (const table of (await tablesOf(db)).keys()) {
    const own = MIGRATION_ROWS[table] ? ` where not (${MIGRATION_ROWS[table]})` : '';
    const [row] = await rowsOf<{ any: boolean }>(db, sql.raw(`select exists (select 1 from public.${quote(table)}${own}) as any`));
    if (row?.any) found.push(table);
  }
  return found;
}

/** Every sequence's position: ids, order numbers and the like continue where the source left off. */
async function copySequences(source: Database, target: Database): Promise<number> {
  const sequences = await rowsOf<{ name: string }>(source, sql`select sequencename as name from pg_sequences where schemaname = 'public'`);
  for (const { name } of sequences) {
    const [state] = await rowsOf<{ last_value: string; is_called: boolean }>(source, sql.raw(`select last_value, is_called from public.${quote(name)}`));
    await target.execute(sql`select setval(${`public.${quote(name)}`}::regclass, ${String(state!.last_value)}::bigint, ${state!.is_called})`);
  }
  return sequences.length;
}

/**
 * Copies every row of every application table, and every sequence's position, from `source` into
 * `target`, which must have the same schema (migrated to the same version) and no rows. Each
 * table's rows travel as JSON (`to_jsonb` on the source, `jsonb_populate_recordset` on the target),
 * so PostgreSQL itself converts every type: timestamps, jsonb, arrays, enums and bytea pictures.
 * All of it in one transaction of the target: a failed copy leaves it empty.
 */
export async function copyDatabase(
  source: Database,
  target: Database,
  log: (line: string) => void = () => {},
): Promise<{ tables: TableCopy[]; sequences: number }> {
  const columns = await tablesOf(source);
  const targetColumns = await tablesOf(target);
  const missing = [...columns.keys()].filter((t) => !targetColumns.has(t));
  if (missing.length) throw new Error(`The target lacks tables ${missing.join(', ')}: migrate it to the same version first`);
  const order = parentsFirst([...columns.keys()], await parentsOf(source));
  const copied: TableCopy[] = [];
  let sequences = 0;
  await target.transaction(async (tx) => {
    // The source has its own (the same zone 1, maybe renamed): the migration's row makes way.
    for (const [table, where] of Object.entries(MIGRATION_ROWS)) await tx.execute(sql.raw(`delete from public.${quote(table)} where ${where}`));
    for (const table of order) {
      const names = columns.get(table)!.filter((c) => targetColumns.get(table)!.includes(c));
      const list = names.map(quote).join(', ');
      const key = (await primaryKeyOf(source, table)).map(quote).join(', ') || list;
      const size = columns.binary.has(table) ? BINARY_BATCH_ROWS : BATCH_ROWS;
      let rows = 0;
      for (let offset = 0; ; offset += size) {
        const batch = await rowsOf<{ row: unknown }>(
          source,
          sql.raw(`select to_jsonb(t) as row from (select ${list} from public.${quote(table)} order by ${key} limit ${size} offset ${offset}) t`),
        );
        if (!batch.length) break;
        const json = JSON.stringify(batch.map((b) => (typeof b.row === 'string' ? JSON.parse(b.row) : b.row)));
        await tx.execute(
          sql`insert into ${sql.raw(`public.${quote(table)}`)} (${sql.raw(list)}) overriding system value
              select ${sql.raw(list)} from jsonb_populate_recordset(null::${sql.raw(`public.${quote(table)}`)}, ${json}::jsonb)`,
        );
        rows += batch.length;
      }
      copied.push({ table, rows });
      log(`${table}: ${rows} rows`);
    }
    sequences = await copySequences(source, tx as unknown as Database);
  });
  return { tables: copied, sequences };
}
