import pg from 'pg';
import { loginToken, startAppServer } from './app-server';
import { load } from './http-load';
import { freshPostgresDatabase } from './postgres-db';

/**
 * Issue 11, "Lists stay flat as data grows": the four lists people page through, on PostgreSQL with
 * 1,000 and then 100,000 extra orders and customers, each as requests a second under load. A list
 * stays flat when its throughput at 100,000 rows is at least half of its throughput at 1,000. The
 * database's own counter of sequential scans of `orders` says whether any list read the whole table.
 */
const SIZES = [1_000, 100_000] as const;
const GOAL_RATIO = 0.5;

/** Customers and orders spread over the demo city's restaurants and a year, in a few statements. */
async function seedRows(url: string, size: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO users (role, username, email, password_hash, first_name, last_name, created_at)
       SELECT 'USER', 'bench' || n, 'bench' || n || '@example.com', 'x', 'Bench', 'Customer ' || n, now() - (n % 365) * interval '1 day'
       FROM generate_series(1, $1::int) AS n`,
      [size],
    );
    await client.query(
      `WITH customers AS (SELECT array_agg(id) AS ids FROM users WHERE username LIKE 'bench%'),
            shops AS (SELECT array_agg(id) AS ids FROM restaurants)
       INSERT INTO orders (user_id, restaurant_id, status, street, house_number, zip, city, subtotal_cents, delivery_fee_cents, total_cents, created_at)
       SELECT customers.ids[1 + n % array_length(customers.ids, 1)], shops.ids[1 + n % array_length(shops.ids, 1)],
              (ARRAY['DELIVERED','DELIVERED','DELIVERED','CANCELLED','CONFIRMED'])[1 + n % 5]::order_status,
              'Königstraße', '1', '47051', 'Duisburg', 1500, 199, 1699, now() - (n % 365) * interval '1 day' - (n % 1440) * interval '1 minute'
       FROM generate_series(1, $1::int) AS n, customers, shops`,
      [size],
    );
    // As autovacuum leaves a table that has grown: statistics and the visibility map set.
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}

async function orderSeqScans(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(`SELECT seq_scan AS n FROM pg_stat_user_tables WHERE relname = 'orders'`);
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/** A seeded database with the app running on it, ready to be loaded. */
async function openAt(size: number, port: number) {
  const database = await freshPostgresDatabase(`forkly_bench_lists_${size}`);
  if (!database) return null;
  const server = await startAppServer(port, { DATABASE_URL: database.url }).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  await seedRows(database.url, size);
  const [admin, restaurant, customer] = await Promise.all([
    loginToken(server.base, 'admin', 'Admin#2025demo'),
    loginToken(server.base, 'restaurant', 'Restaurant#2025demo'),
    loginToken(server.base, 'customer', 'Customer#2025demo'),
  ]);
  const close = async () => {
    await server.stop();
    await database.drop();
  };
  return { size, url: database.url, base: server.base, tokens: { admin, restaurant, customer }, close };
}
type ListSetup = NonNullable<Awaited<ReturnType<typeof openAt>>>;

const page = 'page=1&limit=10';
const LISTS: { name: string; path: string; who: keyof ListSetup['tokens'] }[] = [
  { name: 'staff order list', path: `/api/paged-orders?${page}`, who: 'admin' },
  { name: "a restaurant's order list", path: `/api/paged-orders?${page}`, who: 'restaurant' },
  { name: "a customer's orders", path: `/api/paged-orders?${page}`, who: 'customer' },
  { name: 'user list', path: `/api/paged-users?${page}`, who: 'admin' },
];

const measure = (at: ListSetup, list: (typeof LISTS)[number]) => load(list.name, `${at.base}${list.path}`, { authorization: `Bearer ${at.tokens[list.who]}` });

/**
 * Both sizes are served at once and each list is loaded at 1,000 and then at 100,000 rows, back
 * to back: on a shared machine the load from elsewhere changes by the minute, and a pair taken
 * together is what the ratio needs.
 */
export async function benchListScale(port: number): Promise<void> {
  console.log(`\nLists as data grows (PostgreSQL; ${SIZES.join(' and ')} extra orders and customers)`);
  const small = await openAt(SIZES[0], port);
  if (!small) return console.log('  no PostgreSQL server at BENCH_DATABASE_URL; skipped');
  try {
    const large = (await openAt(SIZES[1], port + 1))!;
    try {
      const before = await Promise.all([orderSeqScans(small.url), orderSeqScans(large.url)]);
      for (const list of LISTS) {
        const at1k = await measure(small, list);
        const at100k = await measure(large, list);
        const ratio = at100k.requestsPerSecond / at1k.requestsPerSecond;
        const verdict = ratio >= GOAL_RATIO ? 'met' : 'NOT met';
        console.log(
          `  ${list.name.padEnd(28)} ${String(at1k.requestsPerSecond).padStart(6)} req/s (p99 ${at1k.p99Ms} ms) → ${String(at100k.requestsPerSecond).padStart(6)} req/s (p99 ${at100k.p99Ms} ms)  ${ratio.toFixed(2)}× (goal within 2×: ${verdict})`,
        );
      }
      const after = await Promise.all([orderSeqScans(small.url), orderSeqScans(large.url)]);
      console.log(`  sequential scans of orders during the loads: ${after[0] - before[0]} at ${small.size}, ${after[1] - before[1]} at ${large.size}`);
    } finally {
      await large.close();
    }
  } finally {
    await small.close();
  }
}
