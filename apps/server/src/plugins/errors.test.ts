import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the one error shape', () => {
  it('answers data the database refuses (a NUL byte) with 400, not 500', async () => {
    const { token } = await ctx.loginAs('USER');
    const res = await ctx.request({ method: 'PUT', url: '/api/user', token, payload: { firstName: 'a\u0000b' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, errorCode: 'badRequest' });
  });

  it('refuses ids beyond 32 bits, malformed JSON and unknown API paths in the same shape', async () => {
    const { token } = await ctx.loginAs('ADMIN');
    const big = await ctx.request({ method: 'GET', url: '/api/user/99999999999', token });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({ errorCode: 'validationFailed', fields: { id: 'Invalid value' } });

    const malformed = await ctx.request({
      method: 'POST',
      url: '/api/system/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"loginId":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ errorCode: 'badRequest' });

    const missing = await ctx.request({ method: 'GET', url: '/api/does-not-exist' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 404, errorCode: 'notFound', message: 'Not found' });
  });

  it('answers a path whose percent-encoding is broken with 400 in the same shape', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/restaurant/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, errorCode: 'badRequest', message: 'The request is not valid' });
  });

  it('answers an oversize body with 413', async () => {
    const res = await ctx.request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId: 'x'.repeat(2 * 1024 * 1024), password: 'y' } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ errorCode: 'payloadTooLarge' });
  });

  it('never shows a stack trace or SQL', async () => {
    const res = await ctx.request({ method: 'PUT', url: '/api/user', token: (await ctx.loginAs('USER')).token, payload: { lastName: '\u0000' } });
    expect(res.body).not.toMatch(/at |SELECT|UPDATE|stack/i);
  });
});
