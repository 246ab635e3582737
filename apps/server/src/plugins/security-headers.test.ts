import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helper';
import cookiesPlugin, { setCookie } from './cookies';
import csrfPlugin, { csrfCookie } from './csrf';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_MAX: '3' } });
});
afterAll(() => ctx.close());

const HELMET = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

function expectDocumentHeaders(headers: Record<string, unknown>) {
  expect(headers).toMatchObject(HELMET);
  const csp = String(headers['content-security-policy']);
  for (const directive of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "frame-ancestors 'none'", "form-action 'self'", "base-uri 'self'"]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toContain('upgrade-insecure-requests');
  expect(headers['cross-origin-embedder-policy']).toBeUndefined();
}

/** A JSON answer: what OWASP's REST cheat sheet asks of one, and none of the document-only headers. */
function expectApiHeaders(headers: Record<string, unknown>) {
  expect(headers).toMatchObject({
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'strict-transport-security': HELMET['strict-transport-security'],
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'cross-origin-resource-policy': 'same-origin',
  });
  for (const documentOnly of [
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'referrer-policy',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ]) {
    expect(headers[documentOnly]).toBeUndefined();
  }
}

describe('security headers', () => {
  it("come with the API's answers, refusals and rate limit alike, as a JSON answer needs them", async () => {
    const ok = await ctx.request({ method: 'GET', url: '/api/csrf' });
    expect(ok.statusCode).toBe(200);
    expectApiHeaders(ok.headers);

    const refused = await ctx.request({ method: 'GET', url: '/api/active-user' });
    expect(refused.statusCode).toBe(401);
    expectApiHeaders(refused.headers);

    let limited = ok;
    for (let i = 0; i < 5 && limited.statusCode !== 429; i++) limited = await ctx.request({ method: 'GET', url: '/api/csrf' });
    expect(limited.statusCode).toBe(429);
    expectApiHeaders(limited.headers);
  });

  it('come whole with pages, the API docs and unknown paths', async () => {
    const unknown = await ctx.request({ method: 'GET', url: '/api/nowhere' });
    expect(unknown.statusCode).toBe(404);
    expectDocumentHeaders(unknown.headers);

    // Another client: this one has spent the context's small limit above.
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/json', remoteAddress: '10.20.30.40' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers).toMatchObject(HELMET);
  });
});

describe('the CSRF cookie', () => {
  it('is a fresh readable token on every response to a client without one, and not resent to one that has it', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/nowhere' });
      const set = res.cookies.filter((c) => c.name === 'XSRF-TOKEN');
      expect(set).toHaveLength(1);
      expect(set[0]).toMatchObject({ path: '/', sameSite: 'Lax' });
      expect(set[0]!.httpOnly).toBeFalsy();
      expect(set[0]!.secure).toBeFalsy();
      expect(set[0]!.value).toMatch(/^[A-Za-z0-9_-]{32}$/);
      tokens.add(set[0]!.value);
    }
    expect(tokens.size).toBe(300);

    const again = await ctx.app.inject({ method: 'GET', url: '/api/nowhere', cookies: { 'XSRF-TOKEN': [...tokens][0]! } });
    expect(again.cookies.filter((c) => c.name === 'XSRF-TOKEN')).toHaveLength(0);
  });

  it('is marked Secure behind HTTPS and kept beside cookies a route sets', async () => {
    const app = Fastify({ trustProxy: true });
    await app.register(cookiesPlugin);
    await app.register(csrfCookie);
    await app.register(csrfPlugin);
    app.get('/both', (_request, reply) => setCookie(reply, 'other', 'x', { path: '/other', httpOnly: true }).send('ok'));
    const res = await app.inject({ method: 'GET', url: '/both', headers: { 'x-forwarded-proto': 'https' } });
    await app.close();
    expect(res.cookies.map((c) => c.name).sort()).toEqual(['XSRF-TOKEN', 'other']);
    expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')).toMatchObject({ secure: true, path: '/', sameSite: 'Lax' });
    expect(res.cookies.find((c) => c.name === 'other')).toMatchObject({ httpOnly: true, path: '/other' });
  });
});
