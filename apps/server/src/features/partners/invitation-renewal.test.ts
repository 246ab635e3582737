import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import { createTestContext, type TestContext } from '../../../test/helper';
import { personBody } from '../accounts/test-fixtures';
import { partnerFixtures } from './test-fixtures';

let ctx: TestContext;
let admin: Awaited<ReturnType<TestContext['loginAs']>>;
let service: Awaited<ReturnType<TestContext['loginAs']>>;
const fx = partnerFixtures(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('ADMIN');
  service = await ctx.loginAs('SERVICE');
});
afterAll(() => ctx.close());

const codeIn = (email: string) => {
  const mail = ctx.mails.findLast((m) => m.to === email)!;
  return new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('verificationcode')!;
};
const renew = (code: string, language = 'en') =>
  ctx.request({ method: 'POST', url: `/api/invitation/renew?verificationCode=${encodeURIComponent(code)}`, headers: { 'accept-language': language } });
const check = async (code: string) =>
  (await ctx.request({ method: 'GET', url: `/api/invitation/check?verificationCode=${encodeURIComponent(code)}` })).json().state;
const expire = (code: string) =>
  ctx.db
    .update(oneTimeCodes)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(oneTimeCodes.codeHash, hashToken(code)));

describe('POST /invitation/renew', () => {
  it('sends a new link for an expired direct invitation to the same address, in the asker’s language; the old one is replaced', async () => {
    const email = 'renew.direct@example.test';
    expect((await ctx.request({ method: 'POST', url: '/api/invitation/courier', token: admin.token, payload: { email } })).statusCode).toBe(202);
    const old = codeIn(email);
    await expire(old);
    const res = await renew(old, 'de');
    expect(res.statusCode).toBe(202);
    const fresh = codeIn(email);
    expect(fresh).not.toBe(old);
    expect(ctx.mails.findLast((m) => m.to === email)!.subject).not.toBe(ctx.mails.find((m) => m.to === email)!.subject);
    expect(await check(old)).toBe('replaced');
    expect(await check(fresh)).toBe('usable');
  });

  it('sends an approved request’s link again, recorded as the system’s invitation', async () => {
    const row = await fx.readyRequest(service.userId, admin.userId, { type: 'courier', partnerName: null });
    expect((await fx.decide(row.id, admin.token, 'APPROVED')).statusCode).toBe(200);
    const old = codeIn(row.email);
    await expire(old);
    expect((await renew(old)).statusCode).toBe(202);
    const fresh = codeIn(row.email);
    expect(await check(fresh)).toBe('usable');
    expect(await check(old)).toBe('replaced');
    const last = (await fx.history(row.id)).at(-1)!;
    expect(last).toMatchObject({ action: 'partner.invite', actorId: null });
    // The request is completed with the new link; the old one can then not be renewed.
    const done = await ctx.request({
      method: 'PUT',
      url: `/api/courier/complete-account?verificationCode=${encodeURIComponent(fresh)}`,
      payload: personBody(),
    });
    expect(done.statusCode, done.body).toBe(201);
    const refused = await renew(old);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('invitationNotRenewable');
  });

  it('refuses a used link, an unknown one and a missing code, and sends nothing', async () => {
    const email = 'renew.used@example.test';
    await ctx.request({ method: 'POST', url: '/api/invitation/courier', token: admin.token, payload: { email } });
    const code = codeIn(email);
    expect(
      (await ctx.request({ method: 'PUT', url: `/api/courier/complete-account?verificationCode=${encodeURIComponent(code)}`, payload: personBody() }))
        .statusCode,
    ).toBe(201);
    const before = ctx.mails.length;
    const used = await renew(code);
    expect(used.statusCode).toBe(409);
    expect(used.json().errorCode).toBe('invitationUsed');
    const unknown = await renew('nothing-like-a-code');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorCode).toBe('verificationCodeInvalid');
    const missing = await ctx.request({ method: 'POST', url: '/api/invitation/renew' });
    expect(missing.statusCode).toBe(400);
    expect(ctx.mails.length).toBe(before);
  });
});
