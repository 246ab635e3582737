import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/index';
import { DEFAULT_PASSWORD } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';

let ctx: TestContext;
let ipCounter = 0;
const nextIp = () => `10.3.0.${++ipCounter}`;
type Session = Awaited<ReturnType<TestContext['loginAs']>>;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const TOTP_STEP_MS = 30_000;
/**
 * Codes are made `steps` away from the test's clock and checked a moment later by the server's: a
 * test that started just before a 30-second step ends would see its -1 become -2. So each test's
 * clock (the server's too: it runs in this process) starts a second into the next step.
 */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: (Math.floor(Date.now() / TOTP_STEP_MS) + 1) * TOTP_STEP_MS + 1_000, shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const now = () => Math.floor(Date.now() / 1000);
/** A code `steps` time steps away from now (30 s each). */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: now() + steps * 30 });

function enable(session: Session, username = session.username) {
  return ctx.request({ method: 'POST', url: `/api/2fa/enable?username=${encodeURIComponent(username)}`, token: session.token });
}
function confirm(session: Session, code: unknown) {
  return ctx.request({ method: 'POST', url: '/api/2fa/confirm', payload: { code }, token: session.token });
}
function passwordLogin(username: string) {
  return ctx.request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId: username, password: DEFAULT_PASSWORD }, remoteAddress: nextIp() });
}
function verification(username: string, options: { code?: string; challenge?: string; inQuery?: boolean; ip?: string }) {
  const query = new URLSearchParams({ username, ...(options.inQuery && options.code ? { code: options.code } : {}) });
  return ctx.request({
    method: 'POST',
    url: `/api/2fa/verification?${query}`,
    payload: options.inQuery || options.code === undefined ? {} : { code: options.code },
    cookies: options.challenge ? { 'av.2fa': options.challenge } : {},
    remoteAddress: options.ip ?? nextIp(),
  });
}
async function challengeFor(username: string): Promise<string> {
  const res = await passwordLogin(username);
  expect(res.json()).toEqual({ access_token: '', refresh_token: '' });
  const cookie = res.cookies.find((c) => c.name === 'av.2fa');
  expect(cookie).toMatchObject({ httpOnly: true, path: '/api/2fa', sameSite: 'Strict' });
  return cookie!.value;
}
const userRow = (id: number) => ctx.db.query.users.findFirst({ where: eq(users.id, id) });

/** An account with 2FA switched on; its secret. */
async function withTwoFactor(session: Session): Promise<string> {
  const { secret } = (await enable(session)).json();
  expect((await confirm(session, await codeAt(secret, -1))).statusCode).toBe(200);
  return secret;
}

describe('setup: enable and confirm', () => {
  it('enable returns a secret, its otpauth URL and a PNG QR code, and leaves 2FA off', async () => {
    const me = await ctx.loginAs('USER');
    const res = await enable(me);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Forkly:/);
    expect(body.otpauthUrl).toContain(`secret=${body.secret}`);
    expect(body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(await userRow(me.userId)).toMatchObject({ twoFactorSecret: body.secret, twoFactorEnabled: false });
    const active = await ctx.request({ method: 'GET', url: '/api/active-user', token: me.token });
    expect(active.json().twoFactorEnabled).toBe(false);
  });

  it('refuses to set up another account, and a visitor', async () => {
    const me = await ctx.loginAs('USER');
    const other = await ctx.loginAs('USER');
    const res = await enable(me, other.username);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('forbidden');
    expect((await userRow(other.userId))?.twoFactorSecret).toBeNull();
    expect((await ctx.request({ method: 'POST', url: '/api/2fa/enable?username=x' })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'POST', url: '/api/2fa/enable', token: me.token })).json().fields).toEqual({ username: 'Username is required' });
  });

  it('confirm switches it on with a current code (one step of drift allowed), not with a wrong one', async () => {
    const me = await ctx.loginAs('COURIER');
    expect((await confirm(me, '123456')).json()).toMatchObject({ errorCode: 'twoFactorNotPending', message: 'Start two-factor setup first' });
    const { secret } = (await enable(me)).json();
    const wrong = await confirm(me, (await codeAt(secret, -3)) === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ errorCode: 'twoFactorCodeInvalid', message: 'The code is not valid' });
    expect((await confirm(me, await codeAt(secret, -3))).statusCode).toBe(401);
    expect((await userRow(me.userId))?.twoFactorEnabled).toBe(false);
    const ok = await confirm(me, await codeAt(secret, -1));
    expect(ok.statusCode).toBe(200);
    expect(await userRow(me.userId)).toMatchObject({ twoFactorEnabled: true, twoFactorSecret: secret });
    expect((await confirm(me, await codeAt(secret))).json().errorCode).toBe('twoFactorAlreadyEnabled');
    expect((await enable(me)).json().errorCode).toBe('twoFactorAlreadyEnabled');
  });

  it('turning it on ends the other sessions of the account and keeps the one that turned it on', async () => {
    const me = await ctx.loginAs('USER');
    const other = (await passwordLogin(me.username)).json<{ access_token: string; refresh_token: string }>();
    const activeUser = (token: string) => ctx.request({ method: 'GET', url: '/api/active-user', token });
    expect((await activeUser(other.access_token)).statusCode).toBe(200);
    await withTwoFactor(me);
    expect((await activeUser(other.access_token)).statusCode).toBe(401);
    const refreshed = await ctx.request({ method: 'POST', url: '/api/system/auth/refresh', payload: { refresh_token: other.refresh_token } });
    expect(refreshed.statusCode).toBe(401);
    expect((await activeUser(me.token)).statusCode).toBe(200);
  });

  it('refuses a malformed code with the field and message', async () => {
    const me = await ctx.loginAs('USER');
    for (const [payload, fields] of [
      [{ code: 'abc123' }, { code: 'Invalid value' }],
      [{ code: 123456 }, { code: 'Invalid value' }],
      [{}, { code: expect.any(String) }],
      [{ code: '123456', extra: true }, { extra: 'Unknown field' }],
    ] as const) {
      const res = await ctx.request({ method: 'POST', url: '/api/2fa/confirm', payload, token: me.token });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields).toEqual(fields);
    }
  });
});

describe('login with the second factor', () => {
  it('login answers an empty access token and a challenge cookie; a fresh code gives tokens once', async () => {
    const me = await ctx.loginAs('USER');
    const secret = await withTwoFactor(me);
    const challenge = await challengeFor(me.username);
    const code = await codeAt(secret, 1);

    const noCookie = await verification(me.username, { code });
    expect(noCookie.statusCode).toBe(401);
    expect(noCookie.json()).toMatchObject({ errorCode: 'twoFactorChallengeMissing' });

    const res = await verification(me.username, { code, challenge });
    expect(res.statusCode).toBe(200);
    const tokens = res.json();
    expect(tokens.access_token).toMatch(/^ey/);
    expect(tokens.refresh_token).toBeTruthy();
    const cleared = res.cookies.find((c) => c.name === 'av.2fa');
    expect(cleared?.value).toBe('');
    const active = await ctx.request({ method: 'GET', url: '/api/active-user', token: tokens.access_token });
    expect(active.json()).toMatchObject({ currentUserId: me.userId, twoFactorEnabled: true });

    // The same code with a new challenge: refused, a code is good once.
    const replay = await verification(me.username, { code, challenge: await challengeFor(me.username) });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().errorCode).toBe('twoFactorCodeInvalid');
  });

  it('takes the username and code from the query too (SPEC.md spelling)', async () => {
    const me = await ctx.loginAs('SERVICE');
    const secret = await withTwoFactor(me);
    const res = await verification(me.username, { code: await codeAt(secret), challenge: await challengeFor(me.username), inQuery: true });
    expect(res.statusCode).toBe(200);
  });

  it('a used challenge, or one of another account, completes nothing', async () => {
    const me = await ctx.loginAs('USER');
    const other = await ctx.loginAs('USER');
    const secret = await withTwoFactor(me);
    await withTwoFactor(other);
    const challenge = await challengeFor(me.username);
    expect((await verification(other.username, { code: await codeAt(secret), challenge })).json().errorCode).toBe('twoFactorChallengeMissing');
    expect((await verification(me.username, { code: await codeAt(secret), challenge })).statusCode).toBe(200);
    // Allow any step again, so only the used challenge can be the reason for the refusal.
    await ctx.db.update(users).set({ twoFactorLastStep: null }).where(eq(users.id, me.userId));
    const again = await verification(me.username, { code: await codeAt(secret), challenge });
    expect(again.json().errorCode).toBe('twoFactorChallengeMissing');
  });

  it('refuses codes two steps away', async () => {
    const me = await ctx.loginAs('USER');
    const secret = await withTwoFactor(me);
    const challenge = await challengeFor(me.username);
    for (const steps of [-3, 2]) {
      expect((await verification(me.username, { code: await codeAt(secret, steps), challenge })).statusCode).toBe(401);
    }
  });

  it('locks the account after 5 wrong codes, then even a right one gets 429', async () => {
    const me = await ctx.loginAs('USER');
    const secret = await withTwoFactor(me);
    const challenge = await challengeFor(me.username);
    const good = await codeAt(secret, 1);
    const bad = good === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) expect((await verification(me.username, { code: bad, challenge })).statusCode).toBe(401);
    const locked = await verification(me.username, { code: good, challenge });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many attempts, try again later');
  });

  it('checks at most 5 codes when 50 wrong ones arrive at once: counting and checking are one step', async () => {
    const me = await ctx.loginAs('USER');
    const secret = await withTwoFactor(me);
    const challenge = await challengeFor(me.username);
    const good = await codeAt(secret, 1);
    const bad = good === '999999' ? '999998' : '999999';
    const answers = await Promise.all(Array.from({ length: 50 }, () => verification(me.username, { code: bad, challenge })));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(45);
    expect((await verification(me.username, { code: good, challenge })).statusCode).toBe(429);
  });

  it('needs a username and a six-digit code', async () => {
    const missingCode = await verification('someone', { challenge: 'x' });
    expect(missingCode.statusCode).toBe(400);
    expect(missingCode.json().fields).toEqual({ code: 'Code is required' });
    const noUsername = await ctx.request({ method: 'POST', url: '/api/2fa/verification', payload: { code: '123456' } });
    expect(noUsername.statusCode).toBe(400);
    expect(noUsername.json().fields).toHaveProperty('username');
    expect((await verification('someone', { code: '12345', challenge: 'x' })).json().fields).toEqual({ code: 'Invalid value' });
  });
});

describe('POST /2fa/disable', () => {
  function disable(session: Session, options: { query?: string; payload?: object }) {
    return ctx.request({ method: 'POST', url: `/api/2fa/disable${options.query ?? ''}`, payload: options.payload, token: session.token });
  }

  it('needs the right password, then turns 2FA off and forgets the secret', async () => {
    const me = await ctx.loginAs('USER');
    await withTwoFactor(me);
    const missing = await disable(me, { payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ password: 'Password is required' });
    const wrong = await disable(me, { payload: { password: 'Not#The1Password' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      errorCode: 'passwordIncorrect',
      message: 'The password is not correct',
      fields: { password: 'The password is not correct' },
    });
    expect((await userRow(me.userId))?.twoFactorEnabled).toBe(true);
    const otherName = await disable(me, { query: `?username=someone-else&password=${encodeURIComponent(DEFAULT_PASSWORD)}` });
    expect(otherName.statusCode).toBe(403);

    const ok = await disable(me, { query: `?username=${me.username}&password=${encodeURIComponent(DEFAULT_PASSWORD)}` });
    expect(ok.statusCode).toBe(200);
    expect(await userRow(me.userId)).toMatchObject({ twoFactorEnabled: false, twoFactorSecret: null, twoFactorLastStep: null });
    expect((await passwordLogin(me.username)).json().access_token).toMatch(/^ey/);
    expect((await disable(me, { payload: { password: DEFAULT_PASSWORD } })).json().errorCode).toBe('twoFactorNotEnabled');
  });

  it('takes the password in the body and cancels a pending setup', async () => {
    const me = await ctx.loginAs('RESTAURANT_ADMIN');
    await enable(me);
    const res = await disable(me, { payload: { password: DEFAULT_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect((await userRow(me.userId))?.twoFactorSecret).toBeNull();
    expect((await disable(me, { payload: { password: DEFAULT_PASSWORD, extra: 1 } })).json().fields).toEqual({ extra: 'Unknown field' });
  });
});
