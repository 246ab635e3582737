import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { recordStaffAction } from './audit.service';

let ctx: TestContext;
let admin: Awaited<ReturnType<TestContext['loginAs']>>;
let service: Awaited<ReturnType<TestContext['loginAs']>>;
let clara: Awaited<ReturnType<typeof createUser>>;
let courier: Awaited<ReturnType<typeof createUser>>;
let pizzeria: Awaited<ReturnType<typeof createRestaurant>>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('ADMIN');
  service = await ctx.loginAs('SERVICE', { firstName: 'Sven', lastName: 'Service' });
  clara = await createUser(ctx.db, { firstName: 'Clara', lastName: 'Schneider' });
  courier = await createUser(ctx.db, { role: 'COURIER', firstName: 'Kurt', lastName: 'Kurier' });
  pizzeria = await createRestaurant(ctx.db, { name: 'Pizzeria Löwe' });
  await recordStaffAction(ctx.db, {
    actorId: service.userId,
    action: 'user.disable',
    entity: 'user',
    entityId: clara.id,
    before: { enabled: true },
    after: { enabled: false },
  });
  await recordStaffAction(ctx.db, {
    actorId: admin.userId,
    action: 'restaurant.hide',
    entity: 'restaurant',
    entityId: pizzeria.restaurant.id,
    before: { visible: true },
    after: { visible: false },
  });
  await recordStaffAction(ctx.db, { actorId: null, action: 'order.assign', entity: 'order', entityId: 5, after: { courierId: courier.id } });
  await recordStaffAction(ctx.db, {
    actorId: pizzeria.account.id,
    action: 'order.cancel',
    entity: 'order',
    entityId: 6,
    before: { status: 'CONFIRMED' },
    after: { status: 'CANCELLED' },
  });
});
afterAll(() => ctx.close());

const get = (url: string, token = admin.token) => ctx.request({ method: 'GET', url: `/api${url}`, token });

describe('GET /audit-log names what it records', () => {
  it('names the actor, the item and the people the changes point at', async () => {
    const { results } = (await get('/audit-log')).json();
    const byAction = Object.fromEntries(results.map((entry: { action: string }) => [entry.action, entry]));
    expect(byAction['user.disable']).toMatchObject({
      actor: { id: service.userId, role: 'SERVICE', name: 'Sven Service' },
      itemName: 'Clara Schneider',
      names: {},
    });
    expect(byAction['restaurant.hide']).toMatchObject({ actor: { role: 'ADMIN' }, itemName: 'Pizzeria Löwe' });
    expect(byAction['order.assign']).toMatchObject({ actor: null, itemName: null, names: { [String(courier.id)]: 'Kurt Kurier' } });
    // A restaurant account acts under its restaurant's name.
    expect(byAction['order.cancel']).toMatchObject({ actor: { id: pizzeria.account.id, role: 'RESTAURANT_ADMIN', name: 'Pizzeria Löwe' } });
  });
});

describe('GET /name-lookup', () => {
  it('finds people by either order of their names, within the kind asked', async () => {
    const first = (await get('/name-lookup?kind=customer&search=clara%20sch')).json();
    expect(first.results).toEqual([{ id: clara.id, name: 'Clara Schneider', role: 'USER' }]);
    const last = (await get('/name-lookup?kind=anyone&search=Schneider%20Clara', service.token)).json();
    expect(last.results.map((m: { id: number }) => m.id)).toEqual([clara.id]);
    expect((await get('/name-lookup?kind=courier&search=clara')).json().results).toEqual([]);
    expect((await get('/name-lookup?kind=courier&search=kurier')).json().results).toEqual([{ id: courier.id, name: 'Kurt Kurier', role: 'COURIER' }]);
    expect((await get('/name-lookup?kind=staff&search=sven')).json().results).toEqual([{ id: service.userId, name: 'Sven Service', role: 'SERVICE' }]);
  });

  it('finds restaurants by name, and a restaurant account by its restaurant', async () => {
    expect((await get('/name-lookup?kind=restaurant&search=l%C3%B6we')).json().results).toEqual([
      { id: pizzeria.restaurant.id, name: 'Pizzeria Löwe', role: null },
    ]);
    expect((await get('/name-lookup?kind=anyone&search=pizzeria%20l')).json().results).toEqual([
      { id: pizzeria.account.id, name: 'Pizzeria Löwe', role: 'RESTAURANT_ADMIN' },
    ]);
  });

  it('gives back the names of ids (a filter read from the URL), only of the kind asked', async () => {
    const res = (await get(`/name-lookup?kind=customer&ids=${clara.id},${courier.id}`)).json();
    expect(res.results).toEqual([{ id: clara.id, name: 'Clara Schneider', role: 'USER' }]);
  });

  it('takes a typed % literally', async () => {
    expect((await get('/name-lookup?kind=anyone&search=%25')).json().results).toEqual([]);
  });

  it('refuses bad input with its field, and non-staff callers', async () => {
    for (const [query, field] of [
      ['?kind=planet', 'kind'],
      ['?kind=anyone&ids=1,x', 'ids'],
      [`?kind=anyone&search=${'a'.repeat(101)}`, 'search'],
      ['?kind=anyone&page=1', 'page'],
    ] as const) {
      const res = await get(`/name-lookup${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), query).toContain(field);
    }
    for (const role of ['RESTAURANT_ADMIN', 'COURIER', 'USER'] as const) {
      const other = await ctx.loginAs(role);
      expect((await get('/name-lookup?kind=anyone', other.token)).statusCode, role).toBe(403);
    }
    expect((await ctx.request({ method: 'GET', url: '/api/name-lookup?kind=anyone' })).statusCode).toBe(401);
  });
});
