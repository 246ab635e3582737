// CPU per make-order on PostgreSQL (decision 021): the built server's CPU and its PostgreSQL
// backends' CPU per order, and transactions (statements outside a transaction) per order, from
// /proc and pg_stat_database, at 50 clients, each request a new order. Steadier than req/s on a
// shared machine. Run under flock /work/wt/heavy.lock: `npx tsx bench/order-cpu.ts`; PROF=<dir>
// also writes a --cpu-prof profile of the server. PORT, DB (dropped and made afresh), SECONDS_, CONN,
// WARM (seconds of load before the measured ones, default 3).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { loginSession } from './app-server';
import { demoBasket } from './place-order';

const PORT = Number(process.env.PORT ?? 3510);
const DB = process.env.DB ?? 'forkly_order_prof';
const SECONDS = Number(process.env.SECONDS_ ?? 10);
const CONN = Number(process.env.CONN ?? 50);
const PROF = process.env.PROF;
const ticks = (pid: number) => {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(f[11]) + Number(f[12]);
  } catch {
    return 0;
  }
};
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${DB}`);
const url = `postgres://postgres@127.0.0.1:5432/${DB}`;
const args = [...(PROF ? ['--cpu-prof', `--cpu-prof-dir=${PROF}`] : []), `${process.env.DIST ?? 'apps/server/dist'}/main.js`];
const child = spawn(process.execPath, args, {
  cwd: new URL('..', import.meta.url).pathname,
  env: {
    ...process.env,
    PORT: String(PORT),
    DATABASE_URL: url,
    SEED: 'demo',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${PORT}`;
for (;;) {
  if (
    await fetch(`${base}/api/docs/json`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 300));
}
const session = await loginSession(base, 'customer', 'Customer#2025demo');
const body = JSON.stringify({ ...(await demoBasket(base, session, 1)), note: 'bench' });
const headers = {
  authorization: `Bearer ${session.token}`,
  'content-type': 'application/json',
  'x-xsrf-token': session.csrf,
  cookie: `XSRF-TOKEN=${session.csrf}`,
};
const run = (duration: number) =>
  autocannon({
    url: `${base}/api/order/make-order`,
    connections: CONN,
    duration,
    requests: [{ method: 'POST', headers, body, setupRequest: (r) => ({ ...r, headers: { ...r.headers, 'idempotency-key': randomUUID() } }) }],
  });
await run(Number(process.env.WARM ?? 3)); // warm-up
const backends = async () => (await admin.query(`select pid from pg_stat_activity where datname = $1`, [DB])).rows.map((r) => r.pid as number);
const stats = async () => (await admin.query(`select xact_commit + xact_rollback as x from pg_stat_database where datname = $1`, [DB])).rows[0].x as string;
const pids0 = await backends();
const b0 = new Map(pids0.map((p) => [p, ticks(p)]));
const s0 = ticks(child.pid!);
const x0 = Number(await stats());
const result = await run(SECONDS);
const s1 = ticks(child.pid!);
const x1 = Number(await stats());
let pgTicks = 0;
for (const p of await backends()) pgTicks += ticks(p) - (b0.get(p) ?? 0);
const orders = result.requests.total;
console.log(
  `orders ${orders} (${result['2xx']} 2xx, non2xx ${result.non2xx}, errors ${result.errors}) ${Math.round(result.requests.average)} req/s p50 ${result.latency.p50} p99 ${result.latency.p99} ms`,
);
console.log(
  `server CPU/order ${(((s1 - s0) * 10) / orders).toFixed(2)} ms; PG backends CPU/order ${((pgTicks * 10) / orders).toFixed(2)} ms; xacts/order ${((x1 - x0) / orders).toFixed(2)}`,
);
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
await admin.end();
