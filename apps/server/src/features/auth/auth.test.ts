import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottles, refreshTokens, sessions, users } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import { createRestaurant, createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';

let ctx: TestContext;
let ipCounter = 0;
/** Each test its own address, so the per-IP limits of one test never touch another. */
const nextIp = () => `10.1.0.${++ipCounter}`;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

function login(loginId: string, password: string, remoteAddress = nextIp()) {
  return ctx.request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId, password }, remoteAddress });
}

function refresh(refreshToken: string) {
  return ctx.request({ method: 'POST', url: '/api/system/auth/refresh', payload: { refresh_token: refreshToken } });
}

function activeUser(token: string) {
  return ctx.request({ method: 'GET', url: '/api/active-user', token });
}

describe('POST /system/auth/login', () => {
  it('logs in by username and by e-mail, case-insensitively', async () => {
    const user = await createUser(ctx.db, { username: 'LoginByName', email: 'Login.By@Example.test' });
    for (const loginId of ['LoginByName', 'loginbyname', 'login.by@example.test']) {
      const res = await login(loginId, DEFAULT_PASSWORD);
      expect(res.statusCode, loginId).toBe(200);
      const tokens = res.json();
      expect(tokens.access_token).toMatch(/^ey/);
      expect(tokens.refresh_token.length).toBeGreaterThan(20);
      const me = await activeUser(tokens.access_token);
      expect(me.json()).toMatchObject({ currentUserId: user.id, currentUserRole: 'USER', username: 'LoginByName', twoFactorEnabled: false });
      expect(me.json().credentials.address).toMatchObject({ street: 'Königstraße', city: 'Duisburg' });
    }
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const user = await createUser(ctx.db);
    for (const res of [await login(user.username, 'Wrong#Password1'), await login('nobody-here', DEFAULT_PASSWORD)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ errorCode: 'invalidCredentials', message: 'Invalid username or password' });
    }
  });

  it('locks an account after 5 failures: even the right password then gets 429', async () => {
    const user = await createUser(ctx.db);
    for (let i = 0; i < 5; i++) expect((await login(user.username, `Wrong#Password${i}`)).statusCode).toBe(401);
    const res = await login(user.username, DEFAULT_PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ errorCode: 'tooManyRequests', message: 'Too many attempts, try again later' });
  });

  it('counts failures per account, whichever identifier is typed: the e-mail does not get 5 more', async () => {
    const user = await createUser(ctx.db, { username: 'lock1', email: 'lock1@example.test' });
    for (let i = 0; i < 5; i++) expect((await login(i % 2 ? 'LOCK1@example.test' : 'lock1', `Wrong#Password${i}`)).statusCode).toBe(401);
    for (const loginId of [user.username, user.email]) expect((await login(loginId, DEFAULT_PASSWORD)).statusCode, loginId).toBe(429);
  });

  it('checks at most 5 passwords of one account when 40 wrong logins arrive at once', async () => {
    const user = await createUser(ctx.db);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(user.username, `Wrong#Password${i}`)));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(35);
    expect((await login(user.username, DEFAULT_PASSWORD)).statusCode).toBe(429);
  });

  it('answers a locked account alike for the right and a wrong password, and the right one resets nothing (2FA or not)', async () => {
    for (const overrides of [{}, { twoFactorEnabled: true, twoFactorSecret: 'JBSWY3DPEHPK3PXP' }]) {
      const user = await createUser(ctx.db, overrides);
      for (let i = 0; i < 5; i++) expect((await login(user.username, `Wrong#Password${i}`)).statusCode).toBe(401);
      const wrong = await login(user.username, 'Wrong#Password9');
      const right = await login(user.username, DEFAULT_PASSWORD);
      expect(right.statusCode).toBe(429);
      expect(right.body).toBe(wrong.body);
      expect(right.headers['set-cookie']).toBeUndefined();
      // Still locked: the right password did not clear the count.
      expect((await login(user.username, DEFAULT_PASSWORD)).statusCode).toBe(429);
    }
  });

  it('slows an address down in steps instead of locking it: 50 failures at once are all counted, none refused for the address', async () => {
    const ip = '10.9.9.9';
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login(`nobody-${i}`, 'Wrong#Password1', ip)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(50).fill(401));
    const counter = await ctx.db.query.authThrottles.findFirst({ where: eq(authThrottles.key, `login:ip:${ip}`) });
    expect(counter).toMatchObject({ failures: 50, lockedUntil: null });
    // Someone else behind the same address still logs in (after the address's wait).
    const colleague = await createUser(ctx.db);
    expect((await login(colleague.username, DEFAULT_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('refuses a disabled account', async () => {
    const user = await createUser(ctx.db, { enabled: false });
    const res = await login(user.username, DEFAULT_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('accountDisabled');
  });

  it('gives a non-customer no credentials object', async () => {
    const { token, userId } = await ctx.loginAs('COURIER');
    const body = (await activeUser(token)).json();
    expect(body).toEqual({ currentUserRole: 'COURIER', currentUserId: userId, username: expect.any(String), twoFactorEnabled: false });
  });

  it('says which fields are missing, wrong or unknown', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{}, { loginId: 'Username is required', password: 'Password is required' }],
      [
        { loginId: '', password: '' },
        { loginId: 'Username is required', password: 'Password is required' },
      ],
      [{ loginId: 42, password: 'x' }, { loginId: 'Username is required' }],
      [{ loginId: 'a', password: 'x', extra: 1 }, { extra: 'Unknown field' }],
      [{ loginId: 'a', password: 'x'.repeat(129) }, { password: 'must be at most 128' }],
    ];
    for (const [payload, fields] of cases) {
      const res = await ctx.request({ method: 'POST', url: '/api/system/auth/login', payload: payload as object, remoteAddress: nextIp() });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'validationFailed', fields });
    }
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token; the old one still works inside the grace period', async () => {
    const { refreshToken } = await ctx.loginAs('USER');
    const first = await refresh(refreshToken);
    expect(first.statusCode).toBe(200);
    const pair = first.json();
    expect(pair.refresh_token).not.toBe(refreshToken);
    expect((await activeUser(pair.access_token)).statusCode).toBe(200);
    // A second tab refreshing with the same token at once is not a theft.
    expect((await refresh(refreshToken)).statusCode).toBe(200);
    expect((await refresh(pair.refresh_token)).statusCode).toBe(200);
  });

  it('answers a reuse inside the grace period with the same successor, so the session stays one chain', async () => {
    const { refreshToken } = await ctx.loginAs('USER');
    const [a, b] = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const successor = a.json().refresh_token;
    expect(b.json().refresh_token).toBe(successor);
    expect((await refresh(refreshToken)).json().refresh_token).toBe(successor);
    const session = await ctx.db.query.refreshTokens.findFirst({ where: eq(refreshTokens.tokenHash, hashToken(refreshToken)) });
    const chain = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, session!.sessionId));
    expect(chain).toHaveLength(2);
  });

  it('revokes the whole session when a used token comes back after the grace period', async () => {
    const { refreshToken, token } = await ctx.loginAs('USER');
    const pair = (await refresh(refreshToken)).json();
    await ctx.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    const reuse = await refresh(refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ errorCode: 'refreshTokenInvalid', message: 'Your session has ended, please log in again' });
    expect((await refresh(pair.refresh_token)).statusCode).toBe(401);
    expect((await activeUser(pair.access_token)).statusCode).toBe(401);
    expect((await activeUser(token)).statusCode).toBe(401);
  });

  it('refuses an unknown refresh token and a malformed body', async () => {
    expect((await refresh('not-a-token')).json().errorCode).toBe('refreshTokenInvalid');
    const res = await ctx.request({ method: 'POST', url: '/api/system/auth/refresh', payload: { refresh_token: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('refresh_token');
  });

  it('logout ends the session: its access and refresh tokens stop working', async () => {
    const { token, refreshToken, userId } = await ctx.loginAs('ADMIN');
    const res = await ctx.request({ method: 'POST', url: '/api/system/auth/logout', token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const after = await activeUser(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().errorCode).toBe('unauthenticated');
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    const rows = await ctx.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(rows.every((s) => s.revokedAt)).toBe(true);
  });

  it('answers 401 without a token and with a forged one', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/active-user' })).statusCode).toBe(401);
    expect((await activeUser('eyJhbGciOiJIUzI1NiJ9.e30.forged')).statusCode).toBe(401);
  });
});

describe('CSRF', () => {
  it('refuses a POST without the X-XSRF-TOKEN header, and one with a wrong value', async () => {
    const payload = { loginId: 'anyone', password: 'whatever' };
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/system/auth/login', payload, cookies: { 'XSRF-TOKEN': 'abc' } });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ errorCode: 'csrfMismatch' });
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/system/auth/login',
      payload,
      cookies: { 'XSRF-TOKEN': 'abc' },
      headers: { 'x-xsrf-token': 'abd' },
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('sets the readable XSRF-TOKEN cookie on a first GET', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/csrf' });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.httpOnly).toBeFalsy();
  });
});

describe('GET /active-user', () => {
  it("names the restaurant a restaurant account runs, and a customer's saved address", async () => {
    const { restaurant, account } = await createRestaurant(ctx.db);
    const login = await ctx.request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId: account.username, password: DEFAULT_PASSWORD } });
    const me = await ctx.request({ method: 'GET', url: '/api/active-user', token: login.json().access_token });
    expect(me.json()).toMatchObject({ currentUserRole: 'RESTAURANT_ADMIN', currentUserId: account.id, restaurantId: restaurant.id });
    expect(me.json().credentials).toBeUndefined();

    const customer = await ctx.loginAs('USER');
    const mine = await ctx.request({ method: 'GET', url: '/api/active-user', token: customer.token });
    expect(mine.json()).toMatchObject({ currentUserRole: 'USER', credentials: { address: { street: 'Königstraße', city: 'Duisburg', floor: 0 } } });
    expect(mine.json().restaurantId).toBeUndefined();
  });
});

describe('GET /active-user cache', () => {
  it('reflects every change at once, whichever code path made it', async () => {
    const me = await ctx.loginAs('USER');
    const first = await ctx.request({ method: 'GET', url: '/api/active-user', token: me.token });
    expect(first.json().credentials.address.street).toBe('Königstraße');

    await ctx.request({
      method: 'PUT',
      url: '/api/user',
      token: me.token,
      payload: { address: { street: 'Mühlenweg', houseNumber: '5', zip: '47058', city: 'Duisburg' } },
    });
    const afterEdit = await ctx.request({ method: 'GET', url: '/api/active-user', token: me.token });
    expect(afterEdit.json().credentials.address.street).toBe('Mühlenweg');

    // A change straight in the database (another instance, an operator) is seen too.
    await ctx.db.update(users).set({ enabled: false }).where(eq(users.id, me.userId));
    await expect.poll(async () => (await ctx.request({ method: 'GET', url: '/api/active-user', token: me.token })).statusCode).toBe(401);
  });
});
