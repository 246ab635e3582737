import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, users } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';

let ctx: TestContext;
let ipCounter = 0;
const nextIp = () => `10.16.0.${++ipCounter}`;
const PASSWORD = 'Gr8-Kitchen#Duisburg';
const NOT_VERIFIED = { errorCode: 'emailNotVerified', message: 'Please verify your email address first. Open the link we sent you, or ask for a new one.' };

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let seq = 0;
/** A regular sign-up through the API; answers the new account's username, e-mail and id. */
async function signUp() {
  seq += 1;
  const username = `vera${seq}`;
  const email = `vera${seq}@example.test`;
  const res = await ctx.request({
    method: 'POST',
    url: '/api/user/sign-up',
    remoteAddress: nextIp(),
    payload: {
      firstName: 'Vera',
      lastName: 'Klein',
      contact: '+49 203 555 01',
      address: { street: 'Königstraße', houseNumber: '12', apartmentNr: '', zip: '47051', city: 'Duisburg', floor: 0 },
      email,
      password: PASSWORD,
      username,
      provider: 'LOCAL',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { username, email, id: res.json<{ id: number }>().id };
}

function login(loginId: string, password = PASSWORD) {
  return ctx.request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId, password }, remoteAddress: nextIp() });
}
function resend(loginId: unknown) {
  return ctx.request({ method: 'POST', url: '/api/user/verify/resend', payload: { loginId } as object, remoteAddress: nextIp() });
}
function verify(code: string) {
  return ctx.request({ method: 'GET', url: `/api/user/verify?verificationCode=${encodeURIComponent(code)}` });
}
/** The code of the newest verification link mailed to `to`. */
function linkCodeTo(to: string): string {
  const mail = ctx.mails.filter((m) => m.to === to && m.kind === 'email-verification').at(-1)!;
  return new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get('verificationCode')!;
}
const mailsTo = (to: string) => ctx.mails.filter((m) => m.to === to).length;

describe('login before the e-mail is verified (decision 016)', () => {
  it('refuses a new sign-up with emailNotVerified (403), by username and by e-mail, until the link is opened', async () => {
    const me = await signUp();
    for (const loginId of [me.username, me.email.toUpperCase()]) {
      const res = await login(loginId);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject(NOT_VERIFIED);
    }
    expect((await verify(linkCodeTo(me.email))).statusCode).toBe(200);
    const res = await login(me.username);
    expect(res.statusCode).toBe(200);
    expect(res.json().access_token).toBeTruthy();
  });

  it('tells nothing about verification to someone with the wrong password', async () => {
    const me = await signUp();
    const res = await login(me.username, 'Wrong#Password123');
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('invalidCredentials');
  });

  it('does not lock out a verified customer who changes the e-mail', async () => {
    const me = await signUp();
    await verify(linkCodeTo(me.email));
    const token = (await login(me.username)).json().access_token as string;
    const changed = await ctx.request({ method: 'PUT', url: '/api/user', token, payload: { email: `new.${me.email}` } });
    expect(changed.statusCode).toBe(200);
    expect((await ctx.db.query.users.findFirst({ where: eq(users.id, me.id) }))?.emailVerified).toBe(false);
    expect((await login(me.username)).statusCode).toBe(200);
    expect((await login(`new.${me.email}`)).statusCode).toBe(200);
  });
});

describe('POST /user/verify/resend', () => {
  it('mails a new link to the current e-mail; the old link stops working, the new one verifies', async () => {
    const me = await signUp();
    const oldCode = linkCodeTo(me.email);
    const res = await resend(me.username);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true });
    expect(mailsTo(me.email)).toBe(2);
    const newCode = linkCodeTo(me.email);
    expect(newCode).not.toBe(oldCode);
    expect((await verify(oldCode)).json().errorCode).toBe('verificationCodeInvalid');
    expect((await login(me.username)).statusCode).toBe(403);
    expect((await verify(newCode)).statusCode).toBe(200);
    expect((await login(me.username)).statusCode).toBe(200);
  });

  it('takes the e-mail too, and sends a changed address its link again', async () => {
    const me = await signUp();
    await verify(linkCodeTo(me.email));
    const token = (await login(me.username)).json().access_token as string;
    const email = `moved.${me.email}`;
    await ctx.request({ method: 'PUT', url: '/api/user', token, payload: { email } });
    expect((await resend(email.toUpperCase())).statusCode).toBe(202);
    expect(mailsTo(email)).toBe(2);
    expect((await verify(linkCodeTo(email))).statusCode).toBe(200);
    expect((await ctx.db.query.users.findFirst({ where: eq(users.id, me.id) }))?.emailVerified).toBe(true);
  });

  it('answers the same for an unknown, a verified and a disabled account, and mails nothing', async () => {
    const verified = await signUp();
    await verify(linkCodeTo(verified.email));
    const disabled = await signUp();
    await ctx.db.update(users).set({ enabled: false }).where(eq(users.id, disabled.id));
    const mails = ctx.mails.length;
    for (const loginId of ['nobody-at-all', 'nobody@example.test', verified.username, disabled.username]) {
      const res = await resend(loginId);
      expect(res.statusCode, loginId).toBe(202);
      expect(res.json()).toEqual({ ok: true });
    }
    expect(ctx.mails.length).toBe(mails);
  });

  it('sends at most three links an hour per account, then answers the same and mails nothing', async () => {
    const me = await signUp();
    await resend(me.username);
    await resend(me.username);
    expect(mailsTo(me.email)).toBe(3);
    const res = await resend(me.username);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true });
    expect(mailsTo(me.email)).toBe(3);
    // An hour later the account may ask again.
    await ctx.db
      .update(oneTimeCodes)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(oneTimeCodes.userId, me.id));
    await resend(me.username);
    expect(mailsTo(me.email)).toBe(4);
  });

  it('needs a username or e-mail, and refuses unknown fields', async () => {
    const empty = await resend('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ loginId: 'Username is required' });
    const extra = await ctx.request({ method: 'POST', url: '/api/user/verify/resend', payload: { loginId: 'x', role: 'ADMIN' }, remoteAddress: nextIp() });
    expect(extra.statusCode).toBe(400);
    const malformed = await ctx.request({
      method: 'POST',
      url: '/api/user/verify/resend',
      payload: '{"loginId":',
      headers: { 'content-type': 'application/json' },
      remoteAddress: nextIp(),
    });
    expect(malformed.statusCode).toBe(400);
  });
});
