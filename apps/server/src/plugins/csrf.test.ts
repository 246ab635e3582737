import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helper';
import { createUser, DEFAULT_PASSWORD } from '../../test/factories';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The XSRF-TOKEN value a response sets, if any. */
function csrfCookieOf(res: { headers: Record<string, unknown> }): string | undefined {
  const header = res.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [String(header)] : [];
  return cookies.map((c) => /^XSRF-TOKEN=([^;]+)/.exec(String(c))?.[1]).find(Boolean);
}

describe('the XSRF-TOKEN cookie (DESIGN.md section 4)', () => {
  it('is set on a first response that is an error, so an API client can log in with it next', async () => {
    const user = await createUser(ctx.db, { role: 'USER' });
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/active-user' });
    expect(refused.statusCode).toBe(401);
    const token = csrfCookieOf(refused);
    expect(token).toMatch(/^[\w-]{32}$/);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/system/auth/login',
      cookies: { 'XSRF-TOKEN': token! },
      headers: { 'x-xsrf-token': token! },
      payload: { loginId: user.username, password: DEFAULT_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('is set on a refused state-changing call and on a 404, and not again once the browser has one', async () => {
    const post = await ctx.app.inject({ method: 'POST', url: '/api/system/auth/login', payload: { loginId: 'x', password: 'y' } });
    expect(post.statusCode).toBe(403);
    expect(post.json().errorCode).toBe('csrfMismatch');
    expect(csrfCookieOf(post)).toBeTruthy();
    expect(csrfCookieOf(await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' }))).toBeTruthy();
    expect(csrfCookieOf(await ctx.app.inject({ method: 'GET', url: '/api/active-user', cookies: { 'XSRF-TOKEN': 'already-there' } }))).toBeUndefined();
  });

  it('is not given to a call with a bearer token, which got it with its login; GET /api/csrf hands one out', async () => {
    const user = await createUser(ctx.db, { role: 'USER' });
    const first = await ctx.app.inject({ method: 'GET', url: '/api/csrf' });
    const csrf = csrfCookieOf(first)!;
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/system/auth/login',
      cookies: { 'XSRF-TOKEN': csrf },
      headers: { 'x-xsrf-token': csrf },
      payload: { loginId: user.username, password: DEFAULT_PASSWORD },
    });
    const bearer = { authorization: `Bearer ${login.json().access_token}` };
    const read = await ctx.app.inject({ method: 'GET', url: '/api/active-user', headers: bearer });
    expect(read.statusCode).toBe(200);
    expect(csrfCookieOf(read)).toBeUndefined();
    // Without its cookie, a bearer call that changes something is still refused, and GET /api/csrf
    // hands it the cookie, bearer or not.
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/system/auth/logout', headers: bearer });
    expect(logout.json().errorCode).toBe('csrfMismatch');
    expect(csrfCookieOf(logout)).toBeUndefined();
    const again = csrfCookieOf(await ctx.app.inject({ method: 'GET', url: '/api/csrf', headers: bearer }));
    expect(again).toMatch(/^[\w-]{32}$/);
    expect(csrfCookieOf(await ctx.app.inject({ method: 'GET', url: '/api/csrf', headers: bearer, cookies: { 'XSRF-TOKEN': again! } }))).toBeUndefined();
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/system/auth/logout',
      headers: { ...bearer, 'x-xsrf-token': again! },
      cookies: { 'XSRF-TOKEN': again! },
    });
    expect(out.statusCode).toBe(200);
  });
});
