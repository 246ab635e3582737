import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';

let ctx: TestContext;
let admin: Awaited<ReturnType<TestContext['loginAs']>>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('ADMIN');
  const base = Date.now() - 60_000;
  await ctx.db.insert(mailOutbox).values(
    Array.from({ length: 12 }, (_, i) => ({
      to: `person${i}@example.test`,
      subject: `Mail ${i}`,
      text: `Body ${i}`,
      html: '<p>not listed</p>',
      kind: i % 2 ? 'invitation' : 'password-reset',
      createdAt: new Date(base + i * 1000),
    })),
  );
});
afterAll(() => ctx.close());

const list = (query: string, token = admin.token) => ctx.request({ method: 'GET', url: `/api/outbox${query}`, token });

describe('GET /outbox', () => {
  it('pages the mails newest first, 10 by default', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalCount).toBe(12);
    expect(body.totalPages).toBe(2);
    expect(body.results).toHaveLength(10);
    expect(body.results[0]).toEqual({
      id: expect.any(Number),
      to: 'person11@example.test',
      subject: 'Mail 11',
      text: 'Body 11',
      kind: 'invitation',
      createdAt: expect.any(String),
    });
    expect(new Date(body.results[0].createdAt).getTime()).toBeGreaterThan(new Date(body.results[9].createdAt).getTime());
    const second = (await list('?page=2')).json();
    expect(second.results.map((m: { subject: string }) => m.subject)).toEqual(['Mail 1', 'Mail 0']);
    const small = (await list('?page=3&limit=5')).json();
    expect(small).toMatchObject({ totalPages: 3, totalCount: 12 });
    expect(small.results).toHaveLength(2);
  });

  it('narrows by part of the recipient, ignoring case', async () => {
    const body = (await list('?to=PERSON1')).json();
    expect(body.results.map((m: { to: string }) => m.to)).toEqual(['person11@example.test', 'person10@example.test', 'person1@example.test']);
    expect(body.totalCount).toBe(3);
    expect((await list('?to=%25')).json().totalCount).toBe(0);
  });

  it('is for ADMIN only', async () => {
    const service = await ctx.loginAs('SERVICE');
    expect((await list('', service.token)).statusCode).toBe(403);
    expect((await ctx.request({ method: 'GET', url: '/api/outbox' })).statusCode).toBe(401);
  });

  it('refuses a bad page or limit', async () => {
    for (const query of ['?page=0', '?page=abc', '?limit=101', '?limit=0']) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([query.includes('page') ? 'page' : 'limit']);
    }
  });
});
