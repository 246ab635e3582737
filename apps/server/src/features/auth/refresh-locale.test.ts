import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const refresh = (refreshToken: string, language?: string) =>
  ctx.request({
    method: 'POST',
    url: '/api/system/auth/refresh',
    payload: { refresh_token: refreshToken },
    headers: language ? { 'accept-language': language } : {},
  });
const localeOf = async (id: number) => (await ctx.db.query.users.findFirst({ where: eq(users.id, id) }))!.locale;

describe('POST /system/auth/refresh keeps the language, as login does (issue 22)', () => {
  it('stores the language the app sends, so mail follows the language last used', async () => {
    const user = await ctx.loginAs('USER');
    expect(await localeOf(user.userId)).toBe('en');
    const res = await refresh(user.refreshToken, 'fi');
    expect(res.statusCode).toBe(200);
    expect(await localeOf(user.userId)).toBe('fi');
  });

  it('keeps the stored language when the request names none of the app’s languages, or none at all', async () => {
    const user = await ctx.loginAs('COURIER');
    const first = (await refresh(user.refreshToken, 'de')).json();
    expect(await localeOf(user.userId)).toBe('de');
    const second = await refresh(first.refresh_token, 'sv-SE');
    expect(second.statusCode).toBe(200);
    expect((await refresh(second.json().refresh_token)).statusCode).toBe(200);
    expect(await localeOf(user.userId)).toBe('de');
  });

  it('changes nothing for a refused token', async () => {
    const user = await ctx.loginAs('USER');
    expect((await refresh('not-a-token', 'fi')).statusCode).toBe(401);
    expect(await localeOf(user.userId)).toBe('en');
  });
});
