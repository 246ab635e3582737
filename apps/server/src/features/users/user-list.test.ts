import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { EXACT_COUNT_LIMIT } from '../../lib/paging';
import { createRestaurant, createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';

let ctx: TestContext;
type Session = Awaited<ReturnType<TestContext['loginAs']>>;
const as = {} as Record<'admin' | 'service' | 'user' | 'courier' | 'restaurant' | 'branch', Session>;
/** Every customer of these tests carries it in the last name, so filters can be checked exactly. */
const TAG = 'Quendel';
const ids = {} as Record<'anna' | 'bert' | 'cora' | 'removed', number>;

beforeAll(async () => {
  ctx = await createTestContext();
  as.admin = await ctx.loginAs('ADMIN');
  as.service = await ctx.loginAs('SERVICE');
  as.user = await ctx.loginAs('USER');
  as.courier = await ctx.loginAs('COURIER');
  as.restaurant = await ctx.loginAs('RESTAURANT_ADMIN');
  as.branch = await ctx.loginAs('RESTAURANT_BRANCH');
  const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 12, minutes));
  ids.anna = (await createUser(ctx.db, { firstName: 'Anna', lastName: `${TAG}-Berg`, username: 'anna_q', email: 'anna.q@example.test', createdAt: at(1) })).id;
  ids.bert = (
    await createUser(ctx.db, { firstName: 'Bert', lastName: `${TAG}-Adler`, username: 'bert_q', email: 'bert.q@mail.test', enabled: false, createdAt: at(2) })
  ).id;
  ids.cora = (await createUser(ctx.db, { firstName: 'Cora', lastName: `${TAG}-Zorn`, username: 'cora_q', email: 'cora.q@example.test', createdAt: at(3) })).id;
  ids.removed = (await createUser(ctx.db, { firstName: '', lastName: TAG, removedAt: new Date() })).id;
  await createUser(ctx.db, { role: 'COURIER', lastName: `${TAG}-Courier` });
  const { restaurant } = await createRestaurant(ctx.db);
  const order = { restaurantId: restaurant.id, status: 'DELIVERED' as const, subtotalCents: 1000, totalCents: 1000 };
  await ctx.db.insert(orders).values([
    { ...order, userId: ids.anna },
    { ...order, userId: ids.anna },
  ]);
});
afterAll(() => ctx.close());

const list = (query: string, session: Session | null = as.service) => ctx.request({ method: 'GET', url: `/api/paged-users?${query}`, token: session?.token });
const names = async (query: string) => (await list(`lastName=${TAG}&${query}`)).json().results.map((u: { firstName: string }) => u.firstName);

describe('GET /paged-users', () => {
  it('is for staff only', async () => {
    expect((await list('', null)).statusCode).toBe(401);
    for (const who of [as.user, as.courier, as.restaurant, as.branch]) expect((await list('', who)).statusCode).toBe(403);
    for (const who of [as.admin, as.service]) expect((await list('', who)).statusCode).toBe(200);
  });

  it('lists customers only, newest first, never a removed account, with the order count and no secrets', async () => {
    const res = await list(`lastName=${TAG.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalCount: 3, totalPages: 1 });
    expect(body.results.map((u: { id: number }) => u.id)).toEqual([ids.cora, ids.bert, ids.anna]);
    const anna = body.results[2];
    expect(Object.keys(anna).sort()).toEqual([
      'contact',
      'createdAt',
      'email',
      'enabled',
      'firstName',
      'id',
      'lastName',
      'orderCount',
      'twoFactorEnabled',
      'username',
    ]);
    expect(anna).toMatchObject({ username: 'anna_q', email: 'anna.q@example.test', enabled: true, orderCount: 2 });
    expect(body.results[0].orderCount).toBe(0);
  });

  it('filters by part of a name, e-mail or username ignoring case, by enabled (strictly) and by id', async () => {
    expect(await names('firstName=NN')).toEqual(['Anna']);
    expect(await names('email=MAIL.test')).toEqual(['Bert']);
    expect(await names('username=ORA_')).toEqual(['Cora']);
    expect(await names('enabled=false')).toEqual(['Bert']);
    expect(await names('enabled=true')).toEqual(['Cora', 'Anna']);
    expect(await names(`userId=${ids.bert}`)).toEqual(['Bert']);
    expect(await names(`userId=${ids.removed}`)).toEqual([]);
    // % and _ are taken literally, not as wildcards
    expect(await names('username=%25')).toEqual([]);
  });

  it('sorts by name, e-mail, username and enabled, either way, and pages by the limit', async () => {
    expect(await names('sortBy=NAME&orderBy=ASC')).toEqual(['Bert', 'Anna', 'Cora']);
    expect(await names('sortBy=EMAIL&orderBy=ASC')).toEqual(['Anna', 'Bert', 'Cora']);
    expect(await names('sortBy=USERNAME&orderBy=DESC')).toEqual(['Cora', 'Bert', 'Anna']);
    expect(await names('sortBy=ENABLED&orderBy=ASC')).toEqual(['Bert', 'Anna', 'Cora']);
    expect(await names('sortBy=DATE&orderBy=ASC')).toEqual(['Anna', 'Bert', 'Cora']);
    const page2 = (await list(`lastName=${TAG}&limit=2&page=2`)).json();
    expect(page2).toMatchObject({ totalCount: 3, totalPages: 2 });
    expect(page2.results.map((u: { id: number }) => u.id)).toEqual([ids.anna]);
  });

  it('answers 400 with the field for bad input', async () => {
    const cases: [string, string][] = [
      ['enabled=yes', 'enabled'],
      ['enabled=1x', 'enabled'],
      ['sortBy=RATING', 'sortBy'],
      ['orderBy=UP', 'orderBy'],
      ['page=0', 'page'],
      ['limit=101', 'limit'],
      ['userId=abc', 'userId'],
      [`email=${'x'.repeat(300)}`, 'email'],
      ['name=Anna', 'name'],
    ];
    for (const [query, field] of cases) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().fields), query).toEqual([field]);
    }
  });
});

describe('GET /paged-users past the exact count (decision 030)', () => {
  const MANY = 'Zahlreich';
  const total = EXACT_COUNT_LIMIT + 45;
  const page = async (n: number) =>
    (await list(`lastName=${MANY}&limit=10&page=${n}`)).json() as { totalCount: number; totalPages: number; results: unknown[] };

  beforeAll(async () => {
    await ctx.db.execute(sql`insert into users (role, username, email, password_hash, last_name)
      select 'USER', 'many' || n, 'many' || n || '@example.test', 'x', ${MANY} from generate_series(1, ${total}::int) as n`);
  });

  it('estimates the count of a long list, never below the rows it has seen, and is exact on its last page', async () => {
    const first = await page(1);
    expect(first.results).toHaveLength(10);
    expect(first.totalCount).toBeGreaterThan(EXACT_COUNT_LIMIT);
    const lastPage = Math.ceil(total / 10);
    const last = await page(lastPage);
    expect(last).toMatchObject({ totalCount: total, totalPages: lastPage });
    expect(last.results).toHaveLength(total % 10 || 10);
    const beyond = await page(lastPage + 1);
    expect(beyond).toMatchObject({ totalCount: total, totalPages: lastPage, results: [] });
    const justBefore = await page(lastPage - 1);
    expect(justBefore.totalPages).toBeGreaterThanOrEqual(lastPage);
  });
});
