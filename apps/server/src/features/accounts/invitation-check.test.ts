import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import { createTestContext, type TestContext } from '../../../test/helper';
import { personBody } from './test-fixtures';

let ctx: TestContext;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  adminToken = (await ctx.loginAs('ADMIN')).token;
});
afterAll(() => ctx.close());

/** Invites `email` as a courier and gives back the code its mail carries. */
async function invite(email: string): Promise<string> {
  const res = await ctx.request({ method: 'POST', url: '/api/invitation/courier', token: adminToken, payload: { email } });
  expect(res.statusCode).toBe(202);
  const mail = ctx.mails.findLast((m) => m.to === email)!;
  return new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('verificationcode')!;
}

const check = (code: string) => ctx.request({ method: 'GET', url: `/api/invitation/check?verificationCode=${encodeURIComponent(code)}` });

describe('GET /invitation/check', () => {
  it('tells a usable link, and nothing but its state', async () => {
    const res = await check(await invite('check.usable@example.test'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: 'usable' });
    expect(res.body).not.toContain('check.usable');
  });

  it('tells a used link once the account is completed', async () => {
    const code = await invite('check.used@example.test');
    const done = await ctx.request({ method: 'PUT', url: `/api/courier/complete-account?verificationCode=${encodeURIComponent(code)}`, payload: personBody() });
    expect(done.statusCode, done.body).toBe(201);
    expect((await check(code)).json()).toEqual({ state: 'used' });
  });

  it('tells an expired link', async () => {
    const code = await invite('check.expired@example.test');
    await ctx.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.codeHash, hashToken(code)));
    expect((await check(code)).json()).toEqual({ state: 'expired' });
  });

  it('tells a link replaced by a newer one to the same address, and the newer one is usable', async () => {
    const first = await invite('check.replaced@example.test');
    const second = await invite('Check.Replaced@example.test');
    expect((await check(first)).json()).toEqual({ state: 'replaced' });
    expect((await check(second)).json()).toEqual({ state: 'usable' });
  });

  it('tells an unknown link, and refuses a missing or oversized code with its field', async () => {
    expect((await check('not-a-real-code')).json()).toEqual({ state: 'unknown' });
    const missing = await ctx.request({ method: 'GET', url: '/api/invitation/check' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('verificationCode');
    expect((await check('x'.repeat(201))).statusCode).toBe(400);
  });
});
