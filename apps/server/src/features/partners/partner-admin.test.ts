import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@forkly/contracts';
import { createTestContext, type TestContext } from '../../../test/helper';
import { partnerFixtures } from './test-fixtures';

let ctx: TestContext;
const f = partnerFixtures(() => ctx);
let admin: { token: string; userId: number; username: string };
let service: { token: string; userId: number; username: string };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('ADMIN');
  service = await ctx.loginAs('SERVICE');
});
afterAll(() => ctx.close());

/** Requests asked on these days of 2001, so the list's filters can be tried apart from other tests. */
const day = (d: number, hour = 12) => new Date(Date.UTC(2001, 0, d, hour));
const in2001 = 'reqFrom=2001-01-01&reqTo=2001-12-31';

type Row = { id: number; fullname: string; status: string; reviewedBy: unknown; signedBy: unknown };
async function list(query: string, token = admin.token) {
  const res = await f.call('GET', `/paged-registrations?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: Row[]; totalPages: number; totalCount: number }>();
}
const names = (page: { results: Row[] }) => page.results.map((r) => r.fullname);

describe('who may administer partner requests', () => {
  const routes: ['GET' | 'PUT' | 'POST', string][] = [
    ['GET', '/paged-registrations'],
    ['GET', '/partner/{id}'],
    ['PUT', '/partner/{id}/review?reviewStatement=Fine'],
    ['PUT', '/partner/{id}/sign-off?signoffStatement=Fine'],
    ['PUT', '/partner/{id}/change-state?state=APPROVED'],
    ['POST', '/partner/{id}/resend-invitation'],
  ];

  it('answers a visitor 401 and every role but ADMIN and SERVICE 403, changing nothing', async () => {
    const request = await f.createRequest();
    const others: Role[] = ['USER', 'COURIER', 'RESTAURANT_ADMIN', 'RESTAURANT_BRANCH'];
    const tokens = await Promise.all(others.map(async (role) => [role, (await ctx.loginAs(role)).token] as const));
    for (const [method, path] of routes) {
      const url = path.replace('{id}', String(request.id));
      expect((await f.call(method, url)).statusCode, `visitor ${url}`).toBe(401);
      for (const [role, token] of tokens) {
        const res = await f.call(method, url, token);
        expect(res.statusCode, `${role} ${url}`).toBe(403);
        expect(res.json().errorCode).toBe('forbidden');
      }
    }
    expect(await f.find(request.id)).toMatchObject({ status: 'PENDING', reviewStatement: null, signoffStatement: null });
    expect(await f.history(request.id)).toEqual([]);
  });

  it('lets ADMIN and SERVICE list and open requests', async () => {
    const request = await f.createRequest();
    for (const staff of [admin, service]) {
      expect((await f.call('GET', '/paged-registrations', staff.token)).statusCode).toBe(200);
      expect((await f.call('GET', `/partner/${request.id}`, staff.token)).json().id).toBe(request.id);
    }
  });
});

describe('GET /paged-registrations', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const at = (d: number) => ({ createdAt: day(d), updatedAt: day(d) });
    const a = await f.createRequest({ fullname: 'Berta Adler', type: 'restaurant', street: 'Zollstraße', houseNumber: '4', ...at(3) });
    const b = await f.createRequest({
      fullname: 'anton Zimmer',
      type: 'courier',
      partnerName: null,
      street: 'Am Buchenbaum',
      houseNumber: '9',
      ...at(5),
      reviewStatement: 'Fine.',
      reviewedBy: service.userId,
      reviewedAt: day(6),
    });
    const c = await f.createRequest({
      fullname: 'Carla Meyer',
      type: 'service',
      partnerName: null,
      street: 'Königstraße',
      houseNumber: '1',
      ...at(7),
      status: 'APPROVED',
      reviewStatement: 'Fine.',
      reviewedBy: admin.userId,
      reviewedAt: day(8),
      signoffStatement: 'Agreed.',
      signedBy: service.userId,
      signedAt: day(8),
      decidedBy: service.userId,
      decidedAt: day(9, 23),
    });
    ids = { a: a.id, b: b.id, c: c.id };
  });

  it('answers the paged shape, newest first, each row with its contact, address and staff', async () => {
    const page = await list(in2001);
    expect(page).toMatchObject({ totalCount: 3, totalPages: 1 });
    expect(names(page)).toEqual(['Carla Meyer', 'anton Zimmer', 'Berta Adler']);
    expect(page.results[0]).toEqual({
      id: ids.c,
      type: 'service',
      fullname: 'Carla Meyer',
      partnerName: null,
      email: expect.stringContaining('@example.test'),
      phone: '+49203555000',
      contactMode: 'EMAIL',
      address: { street: 'Königstraße', houseNumber: '1', apartmentNr: '', zip: '47051', city: 'Duisburg', floor: 0, latitude: null, longitude: null },
      status: 'APPROVED',
      reviewedBy: { id: admin.userId, username: admin.username, name: 'Test Person' },
      signedBy: { id: service.userId, username: service.username, name: 'Test Person' },
      createdAt: day(7).toISOString(),
      decidedAt: day(9, 23).toISOString(),
    });
    expect(page.results[2]).toMatchObject({ reviewedBy: null, signedBy: null, decidedAt: null });
  });

  it('pages by limit', async () => {
    const first = await list(`${in2001}&limit=2&page=1`);
    const second = await list(`${in2001}&limit=2&page=2`);
    expect(first).toMatchObject({ totalCount: 3, totalPages: 2 });
    expect([...names(first), ...names(second)]).toEqual(['Carla Meyer', 'anton Zimmer', 'Berta Adler']);
  });

  it('sorts by DATE, FULL_NAME and ADDRESS, either way', async () => {
    expect(names(await list(`${in2001}&sortBy=DATE&orderBy=ASC`))).toEqual(['Berta Adler', 'anton Zimmer', 'Carla Meyer']);
    expect(names(await list(`${in2001}&sortBy=FULL_NAME&orderBy=ASC`))).toEqual(['anton Zimmer', 'Berta Adler', 'Carla Meyer']);
    expect(names(await list(`${in2001}&sortBy=FULL_NAME`))).toEqual(['Carla Meyer', 'Berta Adler', 'anton Zimmer']);
    expect(names(await list(`${in2001}&sortBy=ADDRESS&orderBy=ASC`))).toEqual(['anton Zimmer', 'Carla Meyer', 'Berta Adler']);
  });

  it('filters by type, state, reviewer, signer and whether it is reviewed', async () => {
    expect(names(await list(`${in2001}&type=courier`))).toEqual(['anton Zimmer']);
    expect(names(await list(`${in2001}&state=PENDING`))).toEqual(['anton Zimmer', 'Berta Adler']);
    expect(names(await list(`${in2001}&state=COMPLETED`))).toEqual([]);
    expect(names(await list(`${in2001}&reviewer=${service.userId}`))).toEqual(['anton Zimmer']);
    expect(names(await list(`${in2001}&signer=${service.userId}`))).toEqual(['Carla Meyer']);
    expect(names(await list(`${in2001}&unreviewed=true`))).toEqual(['Berta Adler']);
    expect(names(await list(`${in2001}&unreviewed=false`))).toEqual(['Carla Meyer', 'anton Zimmer']);
  });

  it('filters by when it was asked and when it was decided; a plain date is the whole day', async () => {
    expect(names(await list('reqFrom=2001-01-05&reqTo=2001-01-07'))).toEqual(['Carla Meyer', 'anton Zimmer']);
    expect(names(await list('reqFrom=2001-01-05T12:00:01Z&reqTo=2001-01-31'))).toEqual(['Carla Meyer']);
    expect(names(await list('reqFrom=2001-01-01&reqTo=2001-01-05T11:59:59Z'))).toEqual(['Berta Adler']);
    expect(names(await list(`${in2001}&resFrom=2001-01-09&resTo=2001-01-09`))).toEqual(['Carla Meyer']);
    expect(names(await list(`${in2001}&resTo=2001-01-08`))).toEqual([]);
    expect(names(await list(`${in2001}&resFrom=2001-01-10`))).toEqual([]);
  });

  it('answers each bad filter with its field, never a 500', async () => {
    const cases: [string, Record<string, string>][] = [
      ['type=pilot', { type: 'Invalid value' }],
      ['state=DONE', { state: 'Invalid option' }],
      ['reviewer=abc', { reviewer: 'Invalid value' }],
      ['signer=0', { signer: 'Invalid value' }],
      ['unreviewed=yes', { unreviewed: 'Invalid value' }],
      ['reqFrom=yesterday', { reqFrom: 'Invalid value' }],
      ['resTo=2001-02-30', { resTo: 'Invalid value' }],
      ['sortBy=NAME', { sortBy: 'Invalid option' }],
      ['orderBy=UP', { orderBy: 'Invalid option' }],
      ['page=0', { page: 'Invalid value' }],
      ['limit=101', { limit: 'Invalid value' }],
      ['color=red', { color: 'Unknown field' }],
    ];
    for (const [query, fields] of cases) {
      const res = await f.call('GET', `/paged-registrations?${query}`, admin.token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields, query).toEqual(fields);
    }
  });
});

describe('GET /partner/{id}', () => {
  it('shows the request with its statements, decision, invitation and history', async () => {
    const request = await f.createRequest({ fullname: 'Dora Kraus' });
    const reviewed = await f.review(request.id, service.token, 'Visited the kitchen.');
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect((await f.signOff(request.id, admin.token, 'Agreed, welcome.')).statusCode).toBe(200);
    expect((await f.decide(request.id, admin.token, 'APPROVED')).statusCode).toBe(200);
    const res = await f.call('GET', `/partner/${request.id}`, service.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: request.id,
      fullname: 'Dora Kraus',
      status: 'APPROVED',
      review: { statement: 'Visited the kitchen.', by: { id: service.userId, username: service.username }, at: expect.any(String) },
      signOff: { statement: 'Agreed, welcome.', by: { id: admin.userId, username: admin.username }, at: expect.any(String) },
      decision: { state: 'APPROVED', by: { id: admin.userId, username: admin.username }, at: expect.any(String) },
      invitation: { state: 'OPEN', invitedAt: body.decision.at },
      completedAccount: null,
      completedAt: null,
    });
    expect(body.history.map((h: { action: string; actor: { username: string } }) => [h.action, h.actor.username])).toEqual([
      ['partner.review', service.username],
      ['partner.signOff', admin.username],
      ['partner.approve', admin.username],
      ['partner.invite', admin.username],
    ]);
    expect(body.history[0]).toMatchObject({
      entity: 'partnerRequest',
      entityId: String(request.id),
      before: { reviewStatement: null },
      after: { reviewStatement: 'Visited the kitchen.' },
    });
  });

  it('shows a new request with nothing decided yet', async () => {
    const request = await f.createRequest();
    const body = (await f.call('GET', `/partner/${request.id}`, admin.token)).json();
    expect(body).toMatchObject({ status: 'PENDING', review: null, signOff: null, decision: null, invitation: null, completedAccount: null, history: [] });
  });

  it('answers 404 partnerRequestNotFound for an unknown id and 400 for a bad one', async () => {
    const missing = await f.call('GET', '/partner/999999', admin.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 'partnerRequestNotFound', message: 'Partner request not found' });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await f.call('GET', `/partner/${bad}`, admin.token);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().fields, bad).toEqual({ id: 'Invalid value' });
    }
  });
});
