import type { Database } from './client';

/**
 * A statement built once per database and prepared under a name (decision 030). Drizzle builds a
 * query's SQL text anew on every call, which on make-order's hot path cost more CPU than anything
 * else the server did; a prepared query is built once, and PostgreSQL parses its named statement
 * once per connection. Values go in through `sql.placeholder(name)`.
 *
 * Each statement is kept in a WeakMap keyed by its database on purpose (decision 047): it holds no
 * data, only the query drizzle built for that database object, so it is a pure memo of `build(db)`.
 * Keyed by the database, each app (each database handle) gets its own and lets it go when it closes.
 */
export function preparedPerDatabase<Prepared>(build: (db: Database) => Prepared): (db: Database) => Prepared {
  const built = new WeakMap<Database, Prepared>();
  return (db) => {
    let prepared = built.get(db);
    if (!prepared) {
      prepared = build(db);
      built.set(db, prepared);
    }
    return prepared;
  };
}
