import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../factories';
import { startCluster, until, type CallOptions, type Cluster, type Instance } from './cluster';

/** Sessions, login counters and rate limits across two instances on one PostgreSQL (issue 11). */
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster([4610, 4611]);
});
afterAll(() => cluster?.close());

const login = (via: Instance, loginId: string, password: string, ip: string) =>
  via.call('/system/auth/login', { method: 'POST', ip, body: { loginId, password } });

/** Sends `count` requests, `parallel` at a time, and answers their statuses. */
async function statuses(via: Instance, url: string, count: number, options: CallOptions, parallel = 20): Promise<number[]> {
  const all: number[] = [];
  for (let sent = 0; sent < count; sent += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - sent) }, () => via.call(url, options).then((res) => res.status));
    all.push(...(await Promise.all(batch)));
  }
  return all;
}

describe('two instances, one database: sessions and limits', () => {
  it('logout on A refuses the old token on B at the next request', async () => {
    const { a, b } = cluster;
    const user = await cluster.loginAs('USER');
    expect((await b.call('/active-user', { token: user.token })).status).toBe(200);
    expect((await a.call('/system/auth/logout', { method: 'POST', token: user.token })).status).toBe(200);
    expect((await b.call('/active-user', { token: user.token })).status).toBe(401);
  });

  it('failed logins on both instances add up to one account lock', async () => {
    const { a, b, db } = cluster;
    const user = await createUser(db);
    // Each attempt from another address: the account's own counter is what is tested.
    for (const [i, via] of [a, b, a, b, a].entries()) expect((await login(via, user.username, 'Wrong#Password1', `10.1.0.${i + 1}`)).status).toBe(401);
    expect((await login(b, user.username, DEFAULT_PASSWORD, '10.1.0.10')).status).toBe(429);
    expect((await login(a, user.username, DEFAULT_PASSWORD, '10.1.0.11')).status).toBe(429);
  });

  it("the login route's limit per address (20 a minute) holds across instances", async () => {
    const { a, b } = cluster;
    const ip = '10.2.0.1';
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => login(i % 2 ? b : a, `nobody${i}`, 'Wrong#Password1', ip).then((res) => res.status)),
    );
    expect(answers.filter((s) => s === 429)).toHaveLength(4);
  });

  it("the API's limit per address (300 a minute) holds across instances", async () => {
    const { a, b } = cluster;
    const options = { ip: '10.3.0.1' };
    const onA = await statuses(a, '/restaurant/menu/999999', 200, options);
    expect(onA.filter((s) => s === 429)).toEqual([]);
    // A writes its count every 200 ms; B learns it with the client's first request there, once A
    // has written all 200, and refuses once the 300 are used up.
    const written = sql<{ hits: number }>`select coalesce(max(hits), 0)::int as hits from rate_limit_hits where key like ${`%${options.ip}%`}`;
    await until(async () => ((await cluster.db.execute(written)) as unknown as { rows: { hits: number }[] }).rows[0]!.hits >= 200, 5_000);
    const onB = await statuses(b, '/restaurant/menu/999999', 200, options);
    const admittedOnB = onB.filter((s) => s !== 429).length;
    expect(admittedOnB).toBeGreaterThanOrEqual(100);
    // Each instance may admit what it receives between two flushes (200 ms) beyond the limit.
    expect(admittedOnB).toBeLessThanOrEqual(120);
  });
});
