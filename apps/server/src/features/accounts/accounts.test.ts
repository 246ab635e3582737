import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerType } from '@forkly/contracts';
import { courierProfiles, oneTimeCodes, partnerRequests, restaurants, users } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import { createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { runJobs } from '../../../test/jobs';
import { createInvitation } from './invitations.service';
import { address, PASSWORD, personBody, restaurantBody } from './test-fixtures';

let ctx: TestContext;
let ipCounter = 0;
const nextIp = () => `10.5.0.${++ipCounter}`;
let seq = 0;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function invite(partnerType: PartnerType, extra: { partnerRequestId?: number; email?: string } = {}) {
  seq += 1;
  const email = extra.email ?? `invitee${seq}@example.test`;
  const code = await createInvitation(ctx.app.deps, { partnerType, email, partnerRequestId: extra.partnerRequestId, locale: 'en' });
  await runJobs(ctx.app); // the invitation mail leaves through the job queue (decision 019)
  return { code, email };
}
function complete(method: 'POST' | 'PUT', path: string, code: string, payload: unknown) {
  return ctx.request({
    method,
    url: `/api/${path}/complete-account?verificationCode=${encodeURIComponent(code)}`,
    payload: payload as object,
    remoteAddress: nextIp(),
  });
}
async function userCount() {
  const [row] = await ctx.db.select({ n: count() }).from(users);
  return row!.n;
}
const login = (loginId: string, password = PASSWORD) =>
  ctx.request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId, password }, remoteAddress: nextIp() });

describe('createInvitation', () => {
  it('stores only the hash for 7 days and mails the registration link', async () => {
    const { code, email } = await invite('courier');
    const mail = ctx.mails.at(-1)!;
    expect(mail).toMatchObject({ to: email, kind: 'invitation' });
    expect(mail.text).toContain(`${ctx.app.deps.config.publicUrl}/auth/register?type=courier&verificationcode=${code}`);
    const row = await ctx.db.query.oneTimeCodes.findFirst({ where: eq(oneTimeCodes.codeHash, hashToken(code)) });
    expect(row).toMatchObject({ purpose: 'INVITATION', partnerType: 'courier', email, usedAt: null });
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });
});

describe('restaurant completion', () => {
  it('takes multipart fields with the address as JSON, and creates the RESTAURANT_ADMIN and its restaurant', async () => {
    const [request] = await ctx.db
      .insert(partnerRequests)
      .values({ type: 'restaurant', fullname: 'Ali Demir', partnerName: 'Curry Corner', email: 'ali@example.test', phone: '+49203777', status: 'APPROVED' })
      .returning();
    const { code, email } = await invite('restaurant', { partnerRequestId: request!.id });
    const form = new FormData();
    for (const [key, value] of Object.entries(restaurantBody({ username: 'curry_corner' }))) {
      form.append(key, key === 'address' ? JSON.stringify(value) : String(value));
    }
    const res = await complete('POST', 'restaurant', code, form);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ id: expect.any(Number) });
    const account = await ctx.db.query.users.findFirst({ where: eq(users.id, body.id) });
    expect(account).toMatchObject({
      role: 'RESTAURANT_ADMIN',
      username: 'curry_corner',
      email,
      emailVerified: true,
      contact: '+49203777',
      street: 'Kapellenkamp',
    });
    const restaurant = await ctx.db.query.restaurants.findFirst({ where: eq(restaurants.userId, body.id) });
    expect(restaurant).toMatchObject({
      name: 'Curry Corner',
      bio: 'Currywurst since 1985',
      contact: '+49203777',
      contact1: '+49203778',
      email,
      street: 'Kapellenkamp',
      houseNumber: '13',
      zip: '47058',
      city: 'Duisburg',
    });
    // Located by the server, so customers can find it and be charged by its real distance.
    expect(restaurant!.latitude).toBeCloseTo(51.43172, 4);
    const updated = await ctx.db.query.partnerRequests.findFirst({ where: eq(partnerRequests.id, request!.id) });
    expect(updated?.status).toBe('COMPLETED');
    expect((await login('curry_corner')).json().access_token).toMatch(/^ey/);
    const again = await complete('POST', 'restaurant', code, restaurantBody());
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errorCode: 'verificationCodeInvalid', message: 'This link is invalid or has expired' });
  });

  it('refuses a restaurant address the server cannot find, keeping the link usable', async () => {
    const { code } = await invite('restaurant');
    const nowhere = await complete(
      'POST',
      'restaurant',
      code,
      restaurantBody({ address: { ...address, street: 'Nowhere Lane', latitude: 51.43, longitude: 6.76 } }),
    );
    expect(nowhere.json()).toMatchObject({ status: 400, errorCode: 'addressNotFound', fields: { address: 'We could not find this address' } });
    expect((await complete('POST', 'restaurant', code, restaurantBody())).statusCode).toBe(201);
  });

  it('takes a JSON body too', async () => {
    const { code } = await invite('restaurant');
    const res = await complete('POST', 'restaurant', code, restaurantBody({ contact1: undefined }));
    expect(res.statusCode).toBe(201);
    const restaurant = await ctx.db.query.restaurants.findFirst({ where: eq(restaurants.userId, res.json().id) });
    expect(restaurant?.contact1).toBeNull();
  });

  it('refuses a bad multipart address and an uploaded file, changing nothing', async () => {
    const { code } = await invite('restaurant');
    const before = await userCount();
    const form = new FormData();
    for (const [key, value] of Object.entries(restaurantBody())) form.append(key, key === 'address' ? '{not json' : String(value));
    const bad = await complete('POST', 'restaurant', code, form);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ address: 'Invalid value' });
    const withFile = new FormData();
    for (const [key, value] of Object.entries(restaurantBody())) withFile.append(key, key === 'address' ? JSON.stringify(value) : String(value));
    withFile.append('logo', new Blob([Buffer.from('png')], { type: 'image/png' }), 'logo.png');
    const file = await complete('POST', 'restaurant', code, withFile);
    expect(file.statusCode).toBe(400);
    expect(file.json().fields).toEqual({ logo: 'Unknown field' });
    expect(await userCount()).toBe(before);
    expect((await complete('POST', 'restaurant', code, restaurantBody())).statusCode).toBe(201);
  });
});

describe('people: courier, service, user paths', () => {
  it('PUT /courier/complete-account creates an offline COURIER with its profile', async () => {
    const { code, email } = await invite('courier');
    const res = await complete('PUT', 'courier', code, personBody({ username: 'speedy' }));
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(await ctx.db.query.users.findFirst({ where: eq(users.id, id) })).toMatchObject({
      role: 'COURIER',
      email,
      firstName: 'Jonas',
      lastName: 'Weber',
      contact: '+4917012345',
    });
    expect(await ctx.db.query.courierProfiles.findFirst({ where: eq(courierProfiles.userId, id) })).toMatchObject({ status: 'OFFLINE', availability: false });
    expect((await login('speedy')).statusCode).toBe(200);
  });

  it('POST /service/complete-account creates a SERVICE account', async () => {
    const { code } = await invite('service');
    const res = await complete('POST', 'service', code, personBody());
    expect(res.statusCode).toBe(201);
    expect((await ctx.db.query.users.findFirst({ where: eq(users.id, res.json().id) }))?.role).toBe('SERVICE');
  });

  it('POST /user/complete-account takes the role from a courier or service invitation', async () => {
    const service = await invite('service');
    const a = await complete('POST', 'user', service.code, personBody());
    expect((await ctx.db.query.users.findFirst({ where: eq(users.id, a.json().id) }))?.role).toBe('SERVICE');
    const courier = await invite('courier');
    const b = await complete('POST', 'user', courier.code, personBody());
    expect((await ctx.db.query.users.findFirst({ where: eq(users.id, b.json().id) }))?.role).toBe('COURIER');
    expect(await ctx.db.query.courierProfiles.findFirst({ where: eq(courierProfiles.userId, b.json().id) })).toBeDefined();
  });

  it('a code works only on the path of its type', async () => {
    const before = await userCount();
    const courier = await invite('courier');
    const restaurant = await invite('restaurant');
    for (const [method, path, code, body] of [
      ['POST', 'service', courier.code, personBody()],
      ['POST', 'restaurant', courier.code, restaurantBody()],
      ['PUT', 'courier', restaurant.code, personBody()],
      ['POST', 'user', restaurant.code, personBody()],
      ['POST', 'service', 'made-up-code', personBody()],
    ] as const) {
      const res = await complete(method, path, code, body);
      expect(res.statusCode, `${path}`).toBe(400);
      expect(res.json().errorCode).toBe('verificationCodeInvalid');
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses an expired invitation', async () => {
    const { code } = await invite('service');
    await ctx.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.codeHash, hashToken(code)));
    expect((await complete('POST', 'service', code, personBody())).json().errorCode).toBe('verificationCodeInvalid');
  });

  it('refuses a taken username, or an invitation e-mail that already has an account', async () => {
    await createUser(ctx.db, { username: 'Taken_Partner', email: 'already@example.test' });
    const { code } = await invite('service');
    const taken = await complete('POST', 'service', code, personBody({ username: 'taken_partner' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errorCode: 'usernameExists', message: 'Username already taken' });
    const dup = await invite('service', { email: 'ALREADY@example.test' });
    const email = await complete('POST', 'service', dup.code, personBody());
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({ errorCode: 'emailAlreadyExists', message: 'Email already exists' });
    // Refusals do not use the invitation up.
    expect((await complete('POST', 'service', code, personBody())).statusCode).toBe(201);
  });

  it('answers each bad field with its message and changes nothing', async () => {
    const { code } = await invite('courier');
    const before = await userCount();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ repeatPass: 'Kitchen#Open24hourz' }, { repeatPass: 'Passwords must match' }],
      [{ newPassword: 'Short#1a', repeatPass: 'Short#1a' }, { newPassword: 'Password must be at least 12 characters long' }],
      [{ newPassword: 'Password123!', repeatPass: 'Password123!' }, { newPassword: 'This password is too common' }],
      [{ newPassword: '' }, { newPassword: 'Password is required' }],
      [{ repeatPass: '' }, { repeatPass: 'Confirm Password is required' }],
      [{ firstName: '' }, { firstName: 'Other Names is required' }],
      [{ lastName: undefined }, { lastName: 'Last Name is required' }],
      [{ contact: '' }, { contact: 'Contact is required' }],
      [{ username: '' }, { username: 'Username is required' }],
      [{ username: 'u'.repeat(65) }, { username: 'must be at most 64' }],
      [{ address: { ...address, city: '' } }, { 'address.city': 'City is required' }],
      [{ address: undefined }, { address: 'Address is required' }],
      [{ email: 'me@example.test' }, { email: 'Unknown field' }],
      [{ firstName: 12 }, { firstName: 'Other Names is required' }],
    ];
    for (const [overrides, fields] of cases) {
      const res = await complete('PUT', 'courier', code, personBody(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().fields, JSON.stringify(overrides)).toEqual(fields);
    }
    const restaurant = await invite('restaurant');
    const noName = await complete('POST', 'restaurant', restaurant.code, restaurantBody({ name: '', bio: '' }));
    expect(noName.json().fields).toEqual({ name: 'Restaurant Name is required', bio: 'Bio is required' });
    const noCode = await ctx.request({ method: 'PUT', url: '/api/courier/complete-account', payload: personBody() });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().fields).toHaveProperty('verificationCode');
    expect(await userCount()).toBe(before);
  });
});
