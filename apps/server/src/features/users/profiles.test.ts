import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@forkly/contracts';
import { courierProfiles, oneTimeCodes, restaurants, users } from '../../db/schema/index';
import { createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';

let ctx: TestContext;
type Session = Awaited<ReturnType<TestContext['loginAs']>>;
const as = {} as Record<'admin' | 'service' | 'user' | 'otherUser' | 'courier' | 'restaurant', Session>;

beforeAll(async () => {
  ctx = await createTestContext();
  as.admin = await ctx.loginAs('ADMIN');
  as.service = await ctx.loginAs('SERVICE');
  as.user = await ctx.loginAs('USER', { username: 'profile_user', email: 'profile.user@example.test' });
  as.otherUser = await ctx.loginAs('USER');
  as.courier = await ctx.loginAs('COURIER');
  as.restaurant = await ctx.loginAs('RESTAURANT_ADMIN');
});
afterAll(() => ctx.close());

const get = (url: string, session?: Session) => ctx.request({ method: 'GET', url, token: session?.token });

const SECRET_KEYS = ['passwordHash', 'twoFactorSecret', 'twoFactorLastStep', 'emailVerified', 'role'];
function expectNoSecrets(body: Record<string, unknown>) {
  for (const key of SECRET_KEYS) expect(body).not.toHaveProperty(key);
  expect(JSON.stringify(body)).not.toContain('$argon2');
}

describe('GET /user/{id}', () => {
  it('shows a customer to itself and to staff, with exactly the contract fields', async () => {
    for (const who of [as.user, as.admin, as.service]) {
      const res = await get(`/api/user/${as.user.userId}`, who);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(
        ['address', 'contact', 'createdAt', 'email', 'enabled', 'firstName', 'id', 'lastName', 'twoFactorEnabled', 'username'].sort(),
      );
      expect(body).toMatchObject({ id: as.user.userId, username: 'profile_user', email: 'profile.user@example.test', enabled: true });
      expect(body.address).toMatchObject({ street: 'Königstraße', houseNumber: '1', zip: '47051', city: 'Duisburg', floor: 0 });
      expectNoSecrets(body);
    }
  });

  it("refuses a customer another customer's profile, and the other roles the path", async () => {
    const res = await get(`/api/user/${as.otherUser.userId}`, as.user);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: 'forbidden', message: 'You are not authorized to access this page' });
    expect((await get(`/api/user/${as.user.userId}`, as.courier)).statusCode).toBe(403);
    expect((await get(`/api/user/${as.user.userId}`)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown id or an account of another role, 400 for a bad id', async () => {
    const unknown = await get('/api/user/999999', as.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorCode: 'userNotFound', message: 'User not found' });
    expect((await get(`/api/user/${as.courier.userId}`, as.admin)).statusCode).toBe(404);
    const bad = await get('/api/user/abc', as.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ id: 'Invalid value' });
    expect((await get('/api/user/-1', as.admin)).statusCode).toBe(400);
    expect((await get('/api/user/99999999999', as.admin)).statusCode).toBe(400);
    expect((await get('/api/restaurant/99999999999')).statusCode).toBe(400);
  });
});

describe('GET /courier/{id}, /service/{id}, /administration/{id}', () => {
  it('shows a courier with its profile fields to itself and to staff', async () => {
    await ctx.db.insert(courierProfiles).values({ userId: as.courier.userId, status: 'ONLINE', availability: true, averageRating: 4.5 });
    for (const who of [as.courier, as.admin, as.service]) {
      const res = await get(`/api/courier/${as.courier.userId}`, who);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: as.courier.userId, status: 'ONLINE', availability: true, averageRating: 4.5 });
      expectNoSecrets(res.json());
    }
  });

  it('shows a courier without a profile row as offline', async () => {
    const courier = await createUser(ctx.db, { role: 'COURIER' });
    const res = await get(`/api/courier/${courier.id}`, as.admin);
    expect(res.json()).toMatchObject({ status: 'OFFLINE', availability: false, averageRating: null });
  });

  it('refuses a courier another courier, and answers 404 for a non-courier', async () => {
    const other = await createUser(ctx.db, { role: 'COURIER' });
    expect((await get(`/api/courier/${other.id}`, as.courier)).statusCode).toBe(403);
    expect((await get(`/api/courier/${as.user.userId}`, as.service)).statusCode).toBe(404);
    expect((await get(`/api/courier/${as.courier.userId}`, as.user)).statusCode).toBe(403);
  });

  it('shows service staff to ADMIN and to themselves, administrators to ADMIN only', async () => {
    expect((await get(`/api/service/${as.service.userId}`, as.admin)).json()).toMatchObject({ id: as.service.userId });
    expect((await get(`/api/service/${as.service.userId}`, as.service)).statusCode).toBe(200);
    expect((await get(`/api/service/${as.service.userId}`, as.user)).statusCode).toBe(403);
    // Administrators are staff too: ADMIN reads them on the services screen (decision 012).
    expect((await get(`/api/service/${as.admin.userId}`, as.admin)).json()).toMatchObject({ id: as.admin.userId, role: 'ADMIN' });
    expect((await get(`/api/service/${as.admin.userId}`, as.service)).statusCode).toBe(403);
    expect((await get(`/api/administration/${as.admin.userId}`, as.admin)).json()).toMatchObject({ id: as.admin.userId });
    expect((await get(`/api/administration/${as.admin.userId}`, as.service)).statusCode).toBe(403);
  });
});

describe('GET /restaurant/{id}', () => {
  async function createRestaurant(values: { visible: boolean; userId?: number; parentRestaurantId?: number }) {
    const userId = values.userId ?? (await createUser(ctx.db, { role: 'RESTAURANT_ADMIN' })).id;
    const [row] = await ctx.db
      .insert(restaurants)
      .values({
        userId,
        name: 'Pasta Place',
        email: 'pasta@example.test',
        bio: 'Fresh pasta',
        contact: '+49203111',
        street: 'Am Buchenbaum',
        houseNumber: '5',
        zip: '47051',
        city: 'Duisburg',
        visible: values.visible,
        parentRestaurantId: values.parentRestaurantId,
      })
      .returning();
    return row!;
  }

  it("shows a visible restaurant's public profile to anyone, without its login name", async () => {
    const restaurant = await createRestaurant({ visible: true });
    const res = await get(`/api/restaurant/${restaurant.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: restaurant.id,
      name: 'Pasta Place',
      bio: 'Fresh pasta',
      contact: '+49203111',
      visible: true,
      rating: null,
      parentRestaurantId: null,
    });
    expect(body.address).toMatchObject({ street: 'Am Buchenbaum', city: 'Duisburg' });
    expect(body).not.toHaveProperty('username');
    expect(body).not.toHaveProperty('twoFactorEnabled');
    expect(body).not.toHaveProperty('userId');
  });

  it('hides a hidden restaurant from the public and customers, not from itself or staff', async () => {
    const restaurant = await createRestaurant({ visible: false, userId: as.restaurant.userId });
    for (const who of [undefined, as.user, as.courier]) {
      const res = await get(`/api/restaurant/${restaurant.id}`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ errorCode: 'restaurantNotFound', message: 'Restaurant not found' });
    }
    for (const who of [as.restaurant, as.admin, as.service]) {
      const res = await get(`/api/restaurant/${restaurant.id}`, who);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ visible: false, username: as.restaurant.username, twoFactorEnabled: false });
    }
    const branch = await createRestaurant({ visible: false, parentRestaurantId: restaurant.id });
    expect((await get(`/api/restaurant/${branch.id}`, as.restaurant)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown restaurant', async () => {
    expect((await get('/api/restaurant/999999')).statusCode).toBe(404);
  });
});

describe('PUT /user', () => {
  const put = (payload: unknown, session: Session) => ctx.request({ method: 'PUT', url: '/api/user', payload: payload as object, token: session.token });

  it('edits the caller’s own profile and returns it', async () => {
    const me = await ctx.loginAs('USER');
    const address = { street: 'Sonnenwall', houseNumber: '8', zip: '47051', city: 'Duisburg', floor: 2, apartmentNr: '3a' };
    const res = await put({ firstName: 'Eva', lastName: 'Meier', contact: '0203 999 11', address }, me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: me.userId,
      firstName: 'Eva',
      lastName: 'Meier',
      contact: '020399911',
      address: { ...address, latitude: null, longitude: null },
    });
    const row = await ctx.db.query.users.findFirst({ where: eq(users.id, me.userId) });
    expect(row).toMatchObject({ firstName: 'Eva', street: 'Sonnenwall', floor: 2, apartmentNr: '3a' });
  });

  it('a new e-mail must be free; once changed it is unverified and gets a link', async () => {
    const me = await ctx.loginAs('USER');
    const taken = await put({ email: 'PROFILE.USER@example.test' }, me);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errorCode: 'emailAlreadyExists', message: 'Email already exists' });
    const mails = ctx.mails.length;
    const res = await put({ email: 'fresh.address@example.test' }, me);
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('fresh.address@example.test');
    const row = await ctx.db.query.users.findFirst({ where: eq(users.id, me.userId) });
    expect(row?.emailVerified).toBe(false);
    expect(ctx.mails.length).toBe(mails + 1);
    expect(ctx.mails.at(-1)).toMatchObject({ to: 'fresh.address@example.test', kind: 'email-verification' });
    const [codes] = await ctx.db.select({ n: count() }).from(oneTimeCodes).where(eq(oneTimeCodes.userId, me.userId));
    expect(codes!.n).toBe(1);
  });

  it('keeps the same e-mail in another case without a new link', async () => {
    const me = await ctx.loginAs('USER', { email: 'Case.Only@example.test' });
    const mails = ctx.mails.length;
    expect((await put({ email: 'case.only@example.test' }, me)).statusCode).toBe(200);
    expect(ctx.mails.length).toBe(mails);
  });

  it('refuses bad fields and unknown ones (no role or password change), changing nothing', async () => {
    const me = await ctx.loginAs('USER');
    const before = await ctx.db.query.users.findFirst({ where: eq(users.id, me.userId) });
    const cases: [unknown, Record<string, string>][] = [
      [{ firstName: '' }, { firstName: 'Other Names is required' }],
      [{ email: 'nope' }, { email: 'Enter a valid email' }],
      [{ contact: 'call me' }, { contact: 'Invalid value' }],
      [{ role: 'ADMIN' }, { role: 'Unknown field' }],
      [{ passwordHash: 'x' }, { passwordHash: 'Unknown field' }],
      [{ address: { street: 'x' } }, { 'address.houseNumber': 'House number is required' }],
      [{ lastName: 'y'.repeat(81) }, { lastName: 'must be at most 80' }],
    ];
    for (const [payload, fields] of cases) {
      const res = await put(payload, me);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields).toMatchObject(fields);
    }
    const after = await ctx.db.query.users.findFirst({ where: eq(users.id, me.userId) });
    expect(after).toEqual(before);
  });

  it('works for every person role and needs a login (restaurant accounts: profile-roles.test.ts)', async () => {
    for (const role of ['ADMIN', 'COURIER', 'SERVICE'] as Role[]) {
      const me = await ctx.loginAs(role);
      const res = await put({ contact: '+49 1' + '23' }, me);
      expect(res.statusCode, role).toBe(200);
    }
    expect((await ctx.request({ method: 'PUT', url: '/api/user', payload: {} })).statusCode).toBe(401);
  });
});
