import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, users } from '../../db/schema/index';
import { verifyPassword } from '../../lib/passwords';
import { DEFAULT_PASSWORD } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';

let ctx: TestContext;
let ipCounter = 0;
const nextIp = () => `10.4.0.${++ipCounter}`;
type Session = Awaited<ReturnType<TestContext['loginAs']>>;
const NEW_PASSWORD = 'Fresh#Start2me4ever';

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

function requestCode(username: unknown) {
  return ctx.request({ method: 'POST', url: '/api/forgotten-password/request', payload: { username } as object, remoteAddress: nextIp() });
}
function reset(options: { query?: Record<string, string>; payload?: Record<string, unknown>; ip?: string }) {
  const qs = options.query ? `?${new URLSearchParams(options.query)}` : '';
  return ctx.request({ method: 'POST', url: `/api/forgotten-password${qs}`, payload: options.payload ?? {}, remoteAddress: options.ip ?? nextIp() });
}
/** The code in the last reset mail to `to`. */
function mailedCode(to: string): string {
  const mail = ctx.mails.filter((m) => m.to === to && m.kind === 'password-reset').at(-1)!;
  return mail.text.match(/Your code: (\S+)/)![1]!;
}
async function passwordIs(userId: number, password: string) {
  const row = await ctx.db.query.users.findFirst({ where: eq(users.id, userId) });
  return verifyPassword(row!.passwordHash, password);
}
async function accountWithCode(): Promise<Session & { email: string; code: string }> {
  const session = await ctx.loginAs('USER');
  const email = `${session.username}@example.test`;
  expect((await requestCode(session.username)).statusCode).toBe(202);
  return { ...session, email, code: mailedCode(email) };
}

describe('POST /forgotten-password/request', () => {
  it('answers 202 and mails a 30-minute code when the account exists', async () => {
    const me = await ctx.loginAs('USER');
    const mails = ctx.mails.length;
    const res = await requestCode(me.username);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true });
    expect(ctx.mails.length).toBe(mails + 1);
    const code = mailedCode(`${me.username}@example.test`);
    expect(code).toMatch(/^[A-Z2-9]{10}$/);
    const row = await ctx.db.query.oneTimeCodes.findFirst({ where: and(eq(oneTimeCodes.userId, me.userId), eq(oneTimeCodes.purpose, 'PASSWORD_RESET')) });
    expect(row?.codeHash).not.toContain(code);
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('answers the same for an unknown account and mails nothing', async () => {
    const mails = ctx.mails.length;
    const res = await requestCode('nobody-at-all');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true });
    expect(ctx.mails.length).toBe(mails);
  });

  it('needs a username', async () => {
    const res = await requestCode('');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ username: 'Username is required' });
  });
});

describe('POST /forgotten-password', () => {
  it('sets the new password with the code and ends every session of the account', async () => {
    const me = await accountWithCode();
    const second = await ctx.request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId: me.username, password: DEFAULT_PASSWORD } });
    const res = await reset({ payload: { username: me.username, password: NEW_PASSWORD, repeatedPassword: NEW_PASSWORD, code: me.code.toLowerCase() } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await passwordIs(me.userId, NEW_PASSWORD)).toBe(true);
    for (const token of [me.token, second.json().access_token]) {
      const active = await ctx.request({ method: 'GET', url: '/api/active-user', token });
      expect(active.statusCode).toBe(401);
    }
    const refresh = await ctx.request({ method: 'POST', url: '/api/system/auth/refresh', payload: { refresh_token: me.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    const again = await reset({ payload: { username: me.username, password: 'Another#Pass99word', repeatedPassword: 'Another#Pass99word', code: me.code } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errorCode: 'resetCodeInvalid', message: 'The code is invalid or has expired' });
    expect(await passwordIs(me.userId, NEW_PASSWORD)).toBe(true);
  });

  it('keeps the session the reset came from when it is the account’s own, and ends the others', async () => {
    const me = await accountWithCode();
    const other = (await ctx.request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId: me.username, password: DEFAULT_PASSWORD } })).json();
    const res = await ctx.request({
      method: 'POST',
      url: '/api/forgotten-password',
      token: me.token,
      payload: { username: me.username, password: NEW_PASSWORD, repeatedPassword: NEW_PASSWORD, code: me.code },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    expect((await ctx.request({ method: 'GET', url: '/api/active-user', token: me.token })).statusCode).toBe(200);
    expect((await ctx.request({ method: 'GET', url: '/api/active-user', token: other.access_token })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'POST', url: '/api/system/auth/refresh', payload: { refresh_token: other.refresh_token } })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'POST', url: '/api/system/auth/refresh', payload: { refresh_token: me.refreshToken } })).statusCode).toBe(200);
  });

  it('ends every session of the account when someone else’s session sends the reset', async () => {
    const me = await accountWithCode();
    const stranger = await ctx.loginAs('USER');
    const res = await ctx.request({
      method: 'POST',
      url: '/api/forgotten-password',
      token: stranger.token,
      payload: { username: me.username, password: NEW_PASSWORD, repeatedPassword: NEW_PASSWORD, code: me.code },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    expect((await ctx.request({ method: 'GET', url: '/api/active-user', token: me.token })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'GET', url: '/api/active-user', token: stranger.token })).statusCode).toBe(200);
  });

  it("takes username and passwords from SPEC.md's query, the code from the body", async () => {
    const me = await accountWithCode();
    const res = await reset({ query: { username: me.username, password: NEW_PASSWORD, repeatedPassword: NEW_PASSWORD }, payload: { code: me.code } });
    expect(res.statusCode).toBe(200);
    expect(await passwordIs(me.userId, NEW_PASSWORD)).toBe(true);
  });

  it('refuses a wrong, an expired and another account’s code, changing nothing', async () => {
    const me = await accountWithCode();
    const other = await accountWithCode();
    const body = { username: me.username, password: NEW_PASSWORD, repeatedPassword: NEW_PASSWORD };
    expect((await reset({ payload: { ...body, code: 'AAAAAAAAAA' } })).json().errorCode).toBe('resetCodeInvalid');
    expect((await reset({ payload: { ...body, code: other.code } })).json().errorCode).toBe('resetCodeInvalid');
    expect((await reset({ payload: { ...body, username: 'nobody-at-all', code: me.code } })).json().errorCode).toBe('resetCodeInvalid');
    await ctx.db
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodes.userId, me.userId));
    expect((await reset({ payload: { ...body, code: me.code } })).json().errorCode).toBe('resetCodeInvalid');
    expect(await passwordIs(me.userId, DEFAULT_PASSWORD)).toBe(true);
    expect((await ctx.request({ method: 'GET', url: '/api/active-user', token: me.token })).statusCode).toBe(200);
  });

  it('locks the account after 5 wrong codes', async () => {
    const me = await accountWithCode();
    const body = { username: me.username, password: NEW_PASSWORD, repeatedPassword: NEW_PASSWORD };
    for (let i = 0; i < 5; i++) expect((await reset({ payload: { ...body, code: `WRONG${i}CODE` } })).statusCode).toBe(400);
    const locked = await reset({ payload: { ...body, code: me.code } });
    expect(locked.statusCode).toBe(429);
    expect(await passwordIs(me.userId, DEFAULT_PASSWORD)).toBe(true);
  });

  it('applies the password rules with their exact messages, changing nothing', async () => {
    const me = await accountWithCode();
    const base = { username: me.username, code: me.code };
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ password: NEW_PASSWORD, repeatedPassword: 'Fresh#Start2me4never' }, { repeatedPassword: 'Passwords must match' }],
      [{ password: 'Short#1a', repeatedPassword: 'Short#1a' }, { password: 'Password must be at least 12 characters long' }],
      [
        { password: 'NoSymbolsHere123', repeatedPassword: 'NoSymbolsHere123' },
        { password: 'Password must contain at least one uppercase letter, one lowercase letter, one number, and one symbol' },
      ],
      [{ password: 'Welcome2024!', repeatedPassword: 'Welcome2024!' }, { password: 'This password is too common' }],
      [{ password: NEW_PASSWORD }, { repeatedPassword: 'Confirm Password is required' }],
      [{ repeatedPassword: NEW_PASSWORD }, { password: 'Password is required' }],
      [{ password: NEW_PASSWORD, repeatedPassword: NEW_PASSWORD, code: '' }, { code: 'Code is required' }],
      [{ password: NEW_PASSWORD, repeatedPassword: NEW_PASSWORD, role: 'ADMIN' }, { role: 'Unknown field' }],
    ];
    for (const [payload, fields] of cases) {
      const res = await reset({ payload: { ...base, ...payload } });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields, JSON.stringify(payload)).toEqual(fields);
    }
    const noUsername = await reset({ payload: { code: me.code, password: NEW_PASSWORD, repeatedPassword: NEW_PASSWORD } });
    expect(noUsername.json().fields).toEqual({ username: 'Username is required' });
    expect(await passwordIs(me.userId, DEFAULT_PASSWORD)).toBe(true);
    // The code survived the refusals.
    expect((await reset({ payload: { ...base, password: NEW_PASSWORD, repeatedPassword: NEW_PASSWORD } })).statusCode).toBe(200);
  });
});
