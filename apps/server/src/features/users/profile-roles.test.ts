import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@forkly/contracts';
import { restaurants, users } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';

let ctx: TestContext;
type Session = Awaited<ReturnType<TestContext['loginAs']>>;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const put = (payload: unknown, session: Session) => ctx.request({ method: 'PUT', url: '/api/user', payload: payload as object, token: session.token });
const userRow = (id: number) => ctx.db.query.users.findFirst({ where: eq(users.id, id) });
const ADDRESS = { street: 'Sonnenwall', houseNumber: '8', zip: '47051', city: 'Duisburg', floor: 0, apartmentNr: '' };

async function restaurantAccount(role: 'RESTAURANT_ADMIN' | 'RESTAURANT_BRANCH') {
  const me = await ctx.loginAs(role);
  const [row] = await ctx.db
    .insert(restaurants)
    .values({
      userId: me.userId,
      name: 'Pasta Place',
      email: `pasta${me.userId}@example.test`,
      bio: 'Fresh pasta',
      contact: '+49203111',
      street: 'Am Buchenbaum',
      houseNumber: '5',
      zip: '47051',
      city: 'Duisburg',
    })
    .returning();
  return { me, restaurantId: row!.id };
}

describe('PUT /user: what each role may change (issue 10)', () => {
  it('staff and couriers edit names and contact without any address', async () => {
    for (const role of ['ADMIN', 'SERVICE', 'COURIER'] as Role[]) {
      const me = await ctx.loginAs(role);
      const res = await put({ firstName: 'Nina', lastName: 'Nord', contact: '0203 55 66' }, me);
      expect(res.statusCode, role).toBe(200);
      expect(res.json(), role).toMatchObject({ id: me.userId, firstName: 'Nina', lastName: 'Nord', contact: '02035566' });
    }
  });

  it('refuses an address from staff and couriers, naming the field and changing nothing', async () => {
    for (const role of ['ADMIN', 'SERVICE', 'COURIER'] as Role[]) {
      const me = await ctx.loginAs(role);
      const before = await userRow(me.userId);
      const res = await put({ firstName: 'Nina', address: ADDRESS }, me);
      expect(res.statusCode, role).toBe(400);
      expect(res.json(), role).toMatchObject({ errorCode: 'validationFailed', fields: { address: 'Unknown field' } });
      expect(Object.keys(res.json().fields)).toEqual(['address']);
      expect(await userRow(me.userId)).toEqual(before);
    }
  });

  it('a customer still edits an address, and no restaurant fields', async () => {
    const me = await ctx.loginAs('USER');
    expect((await put({ address: ADDRESS }, me)).statusCode).toBe(200);
    const res = await put({ name: 'My Diner', bio: 'Hi', contact1: '+4920312' }, me);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ name: 'Unknown field', bio: 'Unknown field', contact1: 'Unknown field' });
  });

  it("a restaurant or branch account edits its own restaurant's name, bio and contacts", async () => {
    for (const role of ['RESTAURANT_ADMIN', 'RESTAURANT_BRANCH'] as const) {
      const { me, restaurantId } = await restaurantAccount(role);
      const res = await put({ name: 'Pasta Palace', bio: 'Fresh pasta, daily', contact: '0203 777', contact1: '0203 778' }, me);
      expect(res.statusCode, role).toBe(200);
      expect(res.json(), role).toMatchObject({
        id: restaurantId,
        name: 'Pasta Palace',
        bio: 'Fresh pasta, daily',
        contact: '0203777',
        contact1: '0203778',
        username: me.username,
      });
      const row = await ctx.db.query.restaurants.findFirst({ where: eq(restaurants.id, restaurantId) });
      expect(row).toMatchObject({ name: 'Pasta Palace', bio: 'Fresh pasta, daily', contact: '0203777', contact1: '0203778', street: 'Am Buchenbaum' });
      // The public profile shows the new name at once (the catalogue cache is dropped).
      expect((await ctx.request({ method: 'GET', url: `/api/restaurant/${restaurantId}` })).json()).toMatchObject({
        name: 'Pasta Palace',
        bio: 'Fresh pasta, daily',
      });
      // An empty second phone removes it.
      expect((await put({ contact1: '' }, me)).json()).toMatchObject({ contact1: null });
    }
  });

  it('refuses personal fields, an address and bad values from a restaurant account, changing nothing', async () => {
    const { me, restaurantId } = await restaurantAccount('RESTAURANT_ADMIN');
    const before = await ctx.db.query.restaurants.findFirst({ where: eq(restaurants.id, restaurantId) });
    const cases: [unknown, Record<string, string>][] = [
      [
        { firstName: 'Eva', lastName: 'M', name: 'X' },
        { firstName: 'Unknown field', lastName: 'Unknown field' },
      ],
      [{ address: ADDRESS }, { address: 'Unknown field' }],
      [{ email: 'new@example.test' }, { email: 'Unknown field' }],
      [{ name: '  ' }, { name: 'Restaurant Name is required' }],
      [{ bio: '' }, { bio: 'Bio is required' }],
      [{ contact1: 'call me' }, { contact1: 'Invalid value' }],
      [{ name: 'n'.repeat(121) }, { name: 'must be at most 120' }],
    ];
    for (const [payload, fields] of cases) {
      const res = await put(payload, me);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields, JSON.stringify(payload)).toEqual(fields);
    }
    expect(await ctx.db.query.restaurants.findFirst({ where: eq(restaurants.id, restaurantId) })).toEqual(before);
  });

  it('a restaurant account without its restaurant gets 404, not a 500', async () => {
    const me = await ctx.loginAs('RESTAURANT_BRANCH');
    const res = await put({ bio: 'Hello' }, me);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'restaurantNotFound' });
  });
});
