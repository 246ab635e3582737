import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role, TicketStatus } from '@forkly/contracts';
import { tickets } from '../../db/schema/index';
import { createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';

let ctx: TestContext;
type Session = Awaited<ReturnType<TestContext['loginAs']>>;
const as = {} as Record<Role, Session>;
let otherService: Session;
let customerId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ['ADMIN', 'SERVICE', 'RESTAURANT_ADMIN', 'RESTAURANT_BRANCH', 'COURIER', 'USER'] as const) as[role] = await ctx.loginAs(role);
  otherService = await ctx.loginAs('SERVICE', { firstName: 'Wiebke', lastName: 'Zander', email: 'wiebke.zander@forkly.test' });
  customerId = as.USER.userId;
});
afterAll(() => ctx.close());

const get = (url: string, who?: Session) => ctx.request({ method: 'GET', url, token: who?.token });
const ids = (body: { results: { id: number }[] }) => body.results.map((r) => r.id);

async function handledTicket(serviceId: number, status: TicketStatus) {
  await ctx.db.insert(tickets).values({ userId: customerId, serviceId, status, issueType: 'other', subject: 'Where is my order?', description: 'It is late.' });
}

describe('GET /services', () => {
  it('pages the SERVICE and ADMIN accounts only, with their role, never secrets', async () => {
    const removed = await createUser(ctx.db, { role: 'SERVICE', removedAt: new Date() });
    const res = await get('/api/services?limit=100', as.ADMIN);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalCount).toBe(3);
    expect(body.totalPages).toBe(1);
    expect(ids(body).sort()).toEqual([as.ADMIN.userId, as.SERVICE.userId, otherService.userId].sort());
    expect(ids(body)).not.toContain(removed.id);
    expect(body.results.find((r: { id: number }) => r.id === as.ADMIN.userId)).toMatchObject({ role: 'ADMIN', enabled: true });
    expect(Object.keys(body.results[0]).sort()).toEqual(
      ['address', 'contact', 'createdAt', 'email', 'enabled', 'firstName', 'id', 'lastName', 'role', 'twoFactorEnabled', 'username'].sort(),
    );
    expect(JSON.stringify(body)).not.toContain('$argon2');
  });

  it('filters by name, e-mail, username, role and enabled; sorts and pages', async () => {
    const disabled = await createUser(ctx.db, { role: 'SERVICE', enabled: false, firstName: 'Anna', lastName: 'Aal' });
    expect(ids((await get('/api/services?name=wiebke%20zan', as.ADMIN)).json())).toEqual([otherService.userId]);
    expect(ids((await get('/api/services?email=ZANDER@forkly', as.ADMIN)).json())).toEqual([otherService.userId]);
    expect(ids((await get(`/api/services?username=${as.SERVICE.username}`, as.ADMIN)).json())).toEqual([as.SERVICE.userId]);
    expect(ids((await get('/api/services?role=ADMIN', as.ADMIN)).json())).toEqual([as.ADMIN.userId]);
    expect(ids((await get('/api/services?enabled=false', as.ADMIN)).json())).toEqual([disabled.id]);
    expect((await get('/api/services?enabled=true&role=SERVICE', as.ADMIN)).json().totalCount).toBe(2);
    const byName = (await get('/api/services?sortBy=NAME&orderBy=ASC', as.ADMIN)).json();
    expect(byName.results[0].id).toBe(disabled.id);
    const newest = (await get('/api/services', as.ADMIN)).json();
    expect(newest.results[0].id).toBe(disabled.id);
    const second = (await get('/api/services?page=2&limit=1&sortBy=NAME&orderBy=ASC', as.ADMIN)).json();
    expect(second).toMatchObject({ totalCount: 4, totalPages: 4 });
    expect(ids(second)).toEqual([byName.results[1].id]);
  });

  it('refuses bad filters with the field', async () => {
    for (const [query, field] of [
      ['role=USER', 'role'],
      ['role=COURIER', 'role'],
      ['enabled=maybe', 'enabled'],
      ['sortBy=PRICE', 'sortBy'],
      ['orderBy=UP', 'orderBy'],
      ['page=0', 'page'],
      ['limit=101', 'limit'],
      ['colour=red', 'colour'],
      [`name=${'x'.repeat(101)}`, 'name'],
    ]) {
      const res = await get(`/api/services?${query}`, as.ADMIN);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().fields), query).toEqual([field]);
    }
  });

  it('is for ADMIN only: a visitor gets 401, every other role 403', async () => {
    expect((await get('/api/services')).statusCode).toBe(401);
    for (const role of ['SERVICE', 'RESTAURANT_ADMIN', 'RESTAURANT_BRANCH', 'COURIER', 'USER'] as const) {
      const res = await get('/api/services', as[role]);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toBe('You are not authorized to access this page');
    }
  });
});

describe('GET /service/{id}', () => {
  it('shows ADMIN any staff member with the counts of the tickets they handle', async () => {
    await handledTicket(otherService.userId, 'IN_PROGRESS');
    await handledTicket(otherService.userId, 'IN_PROGRESS');
    await handledTicket(otherService.userId, 'COMPLETED');
    await handledTicket(as.SERVICE.userId, 'CLOSED');
    const res = await get(`/api/service/${otherService.userId}`, as.ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: otherService.userId,
      role: 'SERVICE',
      firstName: 'Wiebke',
      tickets: { total: 3, byStatus: { OPEN: 0, IN_PROGRESS: 2, COMPLETED: 1, CLOSED: 0, PENDING: 0 } },
    });
    expect(JSON.stringify(res.json())).not.toContain('$argon2');
    const admin = await get(`/api/service/${as.ADMIN.userId}`, as.ADMIN);
    expect(admin.json()).toMatchObject({ id: as.ADMIN.userId, role: 'ADMIN', tickets: { total: 0 } });
  });

  it('lets a SERVICE member read only itself (its profile page)', async () => {
    const own = await get(`/api/service/${as.SERVICE.userId}`, as.SERVICE);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: as.SERVICE.userId, tickets: { total: 1, byStatus: { CLOSED: 1 } } });
    for (const id of [otherService.userId, as.ADMIN.userId, 999_999]) expect((await get(`/api/service/${id}`, as.SERVICE)).statusCode, String(id)).toBe(403);
  });

  it('refuses every other role and a visitor, answers 404 for a non-staff or removed account and 400 for a bad id', async () => {
    expect((await get(`/api/service/${as.SERVICE.userId}`)).statusCode).toBe(401);
    for (const role of ['RESTAURANT_ADMIN', 'RESTAURANT_BRANCH', 'COURIER', 'USER'] as const) {
      expect((await get(`/api/service/${as.SERVICE.userId}`, as[role])).statusCode, role).toBe(403);
      expect((await get(`/api/service/${as[role].userId}`, as[role])).statusCode, `${role} itself`).toBe(403);
    }
    const removed = await createUser(ctx.db, { role: 'SERVICE', removedAt: new Date() });
    for (const id of [as.USER.userId, as.COURIER.userId, removed.id, 999_999]) {
      const res = await get(`/api/service/${id}`, as.ADMIN);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toMatchObject({ errorCode: 'serviceNotFound', message: 'Staff member not found' });
    }
    for (const bad of ['abc', '0', '-1', '99999999999']) expect((await get(`/api/service/${bad}`, as.ADMIN)).statusCode, bad).toBe(400);
  });
});
