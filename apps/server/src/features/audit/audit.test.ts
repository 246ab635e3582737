import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';
import { recordStaffAction } from './audit.service';

let ctx: TestContext;
let admin: Awaited<ReturnType<TestContext['loginAs']>>;
let service: Awaited<ReturnType<TestContext['loginAs']>>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('ADMIN');
  service = await ctx.loginAs('SERVICE');
  await recordStaffAction(ctx.db, {
    actorId: service.userId,
    action: 'partner.review',
    entity: 'partnerRequest',
    entityId: 7,
    before: { reviewStatement: null },
    after: { reviewStatement: 'Looks good' },
  });
  await recordStaffAction(ctx.db, {
    actorId: admin.userId,
    action: 'partner.signOff',
    entity: 'partnerRequest',
    entityId: 7,
    after: { signoffStatement: 'Agreed' },
  });
  await recordStaffAction(ctx.db, {
    actorId: admin.userId,
    action: 'user.disable',
    entity: 'user',
    entityId: 42,
    before: { enabled: true },
    after: { enabled: false },
  });
  await recordStaffAction(ctx.db, { actorId: null, action: 'order.assign', entity: 'order', entityId: 5, after: { courierId: 3 } });
});
afterAll(() => ctx.close());

const list = (query = '', token = admin.token) => ctx.request({ method: 'GET', url: `/api/audit-log${query}`, token });
const actions = (body: { results: { action: string }[] }) => body.results.map((e) => e.action);

describe('GET /audit-log', () => {
  it('lists every entry newest first, with the actor and the before/after', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalCount: 4, totalPages: 1 });
    expect(actions(body)).toEqual(['order.assign', 'user.disable', 'partner.signOff', 'partner.review']);
    expect(body.results[0]).toMatchObject({ actor: null, entity: 'order', entityId: '5', before: null, after: { courierId: 3 } });
    expect(body.results[3]).toMatchObject({
      actor: { id: service.userId, username: service.username, role: 'SERVICE' },
      entity: 'partnerRequest',
      entityId: '7',
      before: { reviewStatement: null },
      after: { reviewStatement: 'Looks good' },
    });
  });

  it('filters by actor, kind, item and time', async () => {
    expect(actions((await list(`?actorId=${admin.userId}`)).json())).toEqual(['user.disable', 'partner.signOff']);
    expect(actions((await list('?action=partner.review')).json())).toEqual(['partner.review']);
    expect(actions((await list('?entity=partnerRequest&entityId=7')).json())).toEqual(['partner.signOff', 'partner.review']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}`)).json().totalCount).toBe(4);
    expect((await list('?to=2020-01-01')).json().totalCount).toBe(0);
    expect((await list('?page=2&limit=3')).json()).toMatchObject({ totalPages: 2, totalCount: 4, results: [{ action: 'partner.review' }] });
  });

  it('refuses bad filters with the field, and keeps the record as it was', async () => {
    const [before] = await ctx.db.select({ n: count() }).from(auditLog);
    for (const [query, field] of [
      ['?action=user.delete', 'action'],
      ['?entity=planet', 'entity'],
      ['?actorId=0', 'actorId'],
      ['?actorId=0x10', 'actorId'],
      ['?from=yesterday', 'from'],
      ['?page=0', 'page'],
      ['?limit=101', 'limit'],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().fields), query).toEqual([field]);
    }
    const [after] = await ctx.db.select({ n: count() }).from(auditLog);
    expect(after!.n).toBe(before!.n);
  });

  it('is for ADMIN only', async () => {
    expect((await list('', service.token)).statusCode).toBe(403);
    for (const role of ['RESTAURANT_ADMIN', 'RESTAURANT_BRANCH', 'COURIER', 'USER'] as const) {
      const other = await ctx.loginAs(role);
      expect((await list('', other.token)).statusCode, role).toBe(403);
    }
    expect((await ctx.request({ method: 'GET', url: '/api/audit-log' })).statusCode).toBe(401);
  });
});
