import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helper';
import { personBody } from './test-fixtures';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('POST /invitation/{type}', () => {
  it('lets staff invite by e-mail; the mailed link completes the account', async () => {
    const admin = await ctx.loginAs('ADMIN');
    const email = 'new.courier@example.test';
    const res = await ctx.request({ method: 'POST', url: '/api/invitation/courier', token: admin.token, payload: { email, note: 'See you on Monday!' } });
    expect(res.statusCode).toBe(202);
    expect(res.body).not.toMatch(/verificationcode/i);
    const mail = ctx.mails.findLast((m) => m.to === email)!;
    expect(mail.text).toContain('See you on Monday!');
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(link.pathname).toBe('/auth/register');
    expect(link.searchParams.get('type')).toBe('courier');
    const code = link.searchParams.get('verificationcode')!;
    const done = await ctx.request({
      method: 'PUT',
      url: `/api/courier/complete-account?verificationCode=${encodeURIComponent(code)}`,
      payload: personBody({ username: 'invited_courier_1' }),
    });
    expect(done.statusCode, done.body).toBe(201);
  });

  it('refuses a bad e-mail, an unknown type and non-staff callers, and sends nothing', async () => {
    const admin = await ctx.loginAs('ADMIN');
    const before = ctx.mails.length;
    const bad = await ctx.request({ method: 'POST', url: '/api/invitation/courier', token: admin.token, payload: { email: 'nope' } });
    expect(bad.json()).toMatchObject({ status: 400, fields: { email: 'Enter a valid email' } });
    const type = await ctx.request({ method: 'POST', url: '/api/invitation/pilot', token: admin.token, payload: { email: 'a@b.test' } });
    expect(type.statusCode).toBe(400);
    const user = await ctx.loginAs('USER');
    const forbidden = await ctx.request({ method: 'POST', url: '/api/invitation/courier', token: user.token, payload: { email: 'a@b.test' } });
    expect(forbidden.statusCode).toBe(403);
    expect(ctx.mails.length).toBe(before);
  });

  it('leaves inviting a service colleague to ADMIN: SERVICE invites restaurants and couriers only', async () => {
    const service = await ctx.loginAs('SERVICE');
    const before = ctx.mails.length;
    const colleague = await ctx.request({ method: 'POST', url: '/api/invitation/service', token: service.token, payload: { email: 'colleague@example.test' } });
    expect(colleague.statusCode).toBe(403);
    expect(ctx.mails.length).toBe(before);
    const courier = await ctx.request({ method: 'POST', url: '/api/invitation/courier', token: service.token, payload: { email: 'rider@example.test' } });
    expect(courier.statusCode).toBe(202);
    const admin = await ctx.loginAs('ADMIN');
    const byAdmin = await ctx.request({ method: 'POST', url: '/api/invitation/service', token: admin.token, payload: { email: 'colleague@example.test' } });
    expect(byAdmin.statusCode).toBe(202);
  });
});
