import pg from 'pg';

/**
 * A fresh, empty PostgreSQL database for one bench run, on the server named by BENCH_DATABASE_URL
 * (default: the local trust-auth server). Returns null when no server answers, so the bench can say
 * so and go on with the figures that need none.
 */
export async function freshPostgresDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
  } catch {
    return null;
  }
  const ident = `"${name.replaceAll('"', '')}"`;
  await client.query(`DROP DATABASE IF EXISTS ${ident} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${ident}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${ident} WITH (FORCE)`);
      await c.end();
    },
  };
}
