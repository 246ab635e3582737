import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, users } from '../../db/schema/index';
import { verifyPassword } from '../../lib/passwords';
import { createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';

let ctx: TestContext;
let ipCounter = 0;
const nextIp = () => `10.2.0.${++ipCounter}`;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let seq = 0;
function signUpPayload(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    firstName: 'Anna',
    lastName: 'Schmidt',
    contact: '+49 203 555 01',
    address: { street: 'Königstraße', houseNumber: '12', apartmentNr: '', zip: '47051', city: 'Duisburg', floor: 0 },
    email: `anna${seq}@example.test`,
    password: 'Gr8-Kitchen#Duisburg',
    username: `anna${seq}`,
    provider: 'LOCAL',
    ...overrides,
  };
}

function signUp(payload: object) {
  return ctx.request({ method: 'POST', url: '/api/user/sign-up', payload, remoteAddress: nextIp() });
}

async function userCount() {
  const [row] = await ctx.db.select({ n: count() }).from(users);
  return row!.n;
}

/** The code in the last verification link mailed. */
function lastVerificationCode(): string {
  const text = ctx.mails.at(-1)!.text;
  const url = new URL(text.match(/https?:\/\/\S+/)![0]);
  expect(url.pathname).toBe('/auth/verify');
  return url.searchParams.get('verificationCode')!;
}

describe('POST /user/sign-up', () => {
  it('creates a USER with its address, hashes the password and mails a verification link', async () => {
    const payload = signUpPayload();
    const res = await signUp(payload);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const row = (await ctx.db.query.users.findFirst({ where: eq(users.id, id) }))!;
    expect(row).toMatchObject({
      role: 'USER',
      username: payload.username,
      email: payload.email,
      firstName: 'Anna',
      lastName: 'Schmidt',
      contact: '+4920355501',
      street: 'Königstraße',
      houseNumber: '12',
      zip: '47051',
      city: 'Duisburg',
      floor: 0,
      emailVerified: false,
      enabled: true,
    });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.passwordHash, payload.password)).toBe(true);
    const mail = ctx.mails.at(-1)!;
    expect(mail).toMatchObject({ to: payload.email, kind: 'email-verification' });
    const code = lastVerificationCode();
    const stored = await ctx.db.query.oneTimeCodes.findFirst({ where: eq(oneTimeCodes.userId, id) });
    expect(stored?.purpose).toBe('EMAIL_VERIFICATION');
    expect(stored?.codeHash).not.toContain(code);
    const days = (stored!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('refuses a taken username or e-mail, whatever their case, and changes nothing', async () => {
    const existing = await createUser(ctx.db, { username: 'TakenName', email: 'Taken@Example.test' });
    const before = await userCount();
    const username = await signUp(signUpPayload({ username: 'takenNAME' }));
    expect(username.statusCode).toBe(409);
    expect(username.json()).toMatchObject({ errorCode: 'usernameExists', message: 'Username already taken' });
    const email = await signUp(signUpPayload({ email: 'TAKEN@example.TEST' }));
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({ errorCode: 'emailAlreadyExists', message: 'Email already exists' });
    expect(await userCount()).toBe(before);
    expect(existing.id).toBeGreaterThan(0);
  });

  it('refuses common passwords even when they meet the rules', async () => {
    const before = await userCount();
    for (const password of ['Password123!', 'Welcome2024!', 'P@ssw0rd2025!', 'Qwerty123456!']) {
      const res = await signUp(signUpPayload({ password }));
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'validationFailed', fields: { password: 'This password is too common' } });
    }
    expect(await userCount()).toBe(before);
  });

  it('answers each bad field with its SPEC.md message and creates nothing', async () => {
    const before = await userCount();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ password: 'Short#1a' }, { password: 'Password must be at least 12 characters long' }],
      [{ password: 'alllowercase123!' }, { password: 'Password must contain at least one uppercase letter, one lowercase letter, one number, and one symbol' }],
      [{ password: '' }, { password: 'Password is required' }],
      [{ firstName: '' }, { firstName: 'Other Names is required' }],
      [{ lastName: '  ' }, { lastName: 'Last Name is required' }],
      [{ contact: '' }, { contact: 'Contact is required' }],
      [{ email: '' }, { email: 'Email is required' }],
      [{ email: 'not-an-email' }, { email: 'Enter a valid email' }],
      [{ username: '' }, { username: 'Username is required' }],
      [{ username: 'x'.repeat(65) }, { username: 'must be at most 64' }],
      [{ firstName: 'x'.repeat(81) }, { firstName: 'must be at most 80' }],
      [{ firstName: 7 }, { firstName: 'Other Names is required' }],
      [
        { address: { street: '', houseNumber: '', zip: '', city: '' } },
        {
          'address.street': 'Street is required',
          'address.houseNumber': 'House number is required',
          'address.zip': 'Zip is required',
          'address.city': 'City is required',
        },
      ],
      [{ address: 'Königstraße 1' }, { address: 'Invalid value' }],
      [{ role: 'ADMIN' }, { role: 'Unknown field' }],
      [{ provider: 'GOOGLE' }, { provider: 'Invalid value' }],
    ];
    for (const [overrides, fields] of cases) {
      const res = await signUp(signUpPayload(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json(), JSON.stringify(overrides)).toMatchObject({ status: 400, errorCode: 'validationFailed', fields });
    }
    const missing = await signUp({});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'contact', 'address', 'email', 'password', 'username']),
    );
    expect(await userCount()).toBe(before);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/user/sign-up',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName": ',
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('badRequest');
  });
});

describe('POST /user/exist', () => {
  it('answers true for a known e-mail in any case, false otherwise', async () => {
    await createUser(ctx.db, { email: 'Known.Person@Example.test' });
    const known = await ctx.request({ method: 'POST', url: '/api/user/exist?email=known.person%40example.TEST' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toBe(true);
    const unknown = await ctx.request({ method: 'POST', url: '/api/user/exist?email=nobody%40example.test' });
    expect(unknown.json()).toBe(false);
  });

  it('refuses a missing or invalid e-mail', async () => {
    const missing = await ctx.request({ method: 'POST', url: '/api/user/exist' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ email: 'Email is required' });
    const invalid = await ctx.request({ method: 'POST', url: '/api/user/exist?email=nope' });
    expect(invalid.json().fields).toEqual({ email: 'Enter a valid email' });
  });
});

describe('GET /user/verify', () => {
  it('verifies the e-mail once; the same link again is refused', async () => {
    const payload = signUpPayload();
    const { id } = (await signUp(payload)).json();
    const code = lastVerificationCode();
    const res = await ctx.request({ method: 'GET', url: `/api/user/verify?verificationCode=${encodeURIComponent(code)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const row = await ctx.db.query.users.findFirst({ where: eq(users.id, id) });
    expect(row?.emailVerified).toBe(true);
    const again = await ctx.request({ method: 'GET', url: `/api/user/verify?verificationCode=${encodeURIComponent(code)}` });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errorCode: 'verificationCodeInvalid', message: 'This link is invalid or has expired' });
  });

  it('refuses an expired, an unknown and a missing code', async () => {
    const { id } = (await signUp(signUpPayload())).json();
    const code = lastVerificationCode();
    await ctx.db
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(oneTimeCodes.userId, id));
    const expired = await ctx.request({ method: 'GET', url: `/api/user/verify?verificationCode=${encodeURIComponent(code)}` });
    expect(expired.json().errorCode).toBe('verificationCodeInvalid');
    expect((await ctx.db.query.users.findFirst({ where: eq(users.id, id) }))?.emailVerified).toBe(false);
    const unknown = await ctx.request({ method: 'GET', url: '/api/user/verify?verificationCode=made-up' });
    expect(unknown.json().errorCode).toBe('verificationCodeInvalid');
    const missing = await ctx.request({ method: 'GET', url: '/api/user/verify' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('verificationCode');
  });

  it('lets the new account log in once the link is opened', async () => {
    const payload = signUpPayload();
    await signUp(payload);
    const code = lastVerificationCode();
    expect((await ctx.request({ method: 'GET', url: `/api/user/verify?verificationCode=${encodeURIComponent(code)}` })).statusCode).toBe(200);
    const res = await ctx.request({
      method: 'POST',
      url: '/api/system/auth/login',
      payload: { loginId: payload.username, password: payload.password },
    });
    expect(res.statusCode).toBe(200);
  });
});
