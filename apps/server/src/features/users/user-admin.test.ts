import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@forkly/contracts';
import { auditLog, oneTimeCodes, users } from '../../db/schema/index';
import { createRestaurant, createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';

let ctx: TestContext;
type Session = Awaited<ReturnType<TestContext['loginAs']>>;
const as = {} as Record<'admin' | 'service' | 'user' | 'courier' | 'restaurant' | 'branch', Session>;

beforeAll(async () => {
  ctx = await createTestContext();
  as.admin = await ctx.loginAs('ADMIN');
  as.service = await ctx.loginAs('SERVICE');
  as.user = await ctx.loginAs('USER');
  as.courier = await ctx.loginAs('COURIER');
  as.restaurant = await ctx.loginAs('RESTAURANT_ADMIN');
  as.branch = await ctx.loginAs('RESTAURANT_BRANCH');
});
afterAll(() => ctx.close());

const act = (id: number | string, action: 'enable' | 'disable' | 'reset-2fa', session?: Session, payload?: unknown) =>
  ctx.request({ method: 'POST', url: `/api/user/${id}/${action}`, token: session?.token, payload: payload as object | undefined });
const login = (username: string) => ctx.request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId: username, password: DEFAULT_PASSWORD } });
const account = async (id: number) => (await ctx.db.query.users.findFirst({ where: eq(users.id, id) }))!;
const auditOf = (id: number) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(id))));

describe('who may call the administration actions', () => {
  it('refuses visitors (401) and every role but staff (403), changing nothing', async () => {
    const target = await createUser(ctx.db);
    for (const action of ['disable', 'enable', 'reset-2fa'] as const) {
      expect((await act(target.id, action)).statusCode).toBe(401);
      for (const who of [as.user, as.courier, as.restaurant, as.branch]) {
        const res = await act(target.id, action, who);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ errorCode: 'forbidden' });
      }
    }
    expect((await account(target.id)).enabled).toBe(true);
    expect(await auditOf(target.id)).toHaveLength(0);
  });

  it('lets SERVICE and ADMIN administer customers and couriers, only ADMIN staff', async () => {
    const cases: [Session, Role, number][] = [
      [as.service, 'USER', 200],
      [as.service, 'COURIER', 200],
      [as.service, 'SERVICE', 403],
      [as.service, 'ADMIN', 403],
      [as.admin, 'USER', 200],
      [as.admin, 'COURIER', 200],
      [as.admin, 'SERVICE', 200],
      [as.admin, 'ADMIN', 200],
    ];
    for (const [who, role, status] of cases) {
      const target = await createUser(ctx.db, { role });
      const res = await act(target.id, 'disable', who);
      expect(res.statusCode, `${who === as.admin ? 'ADMIN' : 'SERVICE'} disables ${role}`).toBe(status);
      expect((await account(target.id)).enabled).toBe(status !== 200);
    }
  });

  it("refuses restaurant accounts (403) and one's own account (cannotChangeOwnAccount)", async () => {
    const { account: restaurant } = await createRestaurant(ctx.db);
    for (const action of ['disable', 'reset-2fa'] as const) expect((await act(restaurant.id, action, as.admin)).statusCode).toBe(403);
    expect((await act(as.branch.userId, 'disable', as.service)).statusCode).toBe(403);
    for (const who of [as.admin, as.service]) {
      for (const action of ['disable', 'enable', 'reset-2fa'] as const) {
        const res = await act(who.userId, action, who);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ errorCode: 'cannotChangeOwnAccount', message: 'You cannot do this to your own account' });
      }
      expect((await account(who.userId)).enabled).toBe(true);
    }
  });

  it('answers 404 for an unknown or removed account and 400 for a bad id or body, changing nothing', async () => {
    expect((await act(999_999, 'disable', as.admin)).json()).toMatchObject({ status: 404, errorCode: 'userNotFound' });
    const removed = await createUser(ctx.db, { removedAt: new Date() });
    expect((await act(removed.id, 'enable', as.admin)).statusCode).toBe(404);
    const bad = await act('abc', 'disable', as.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ id: 'Invalid value' });
    const target = await createUser(ctx.db);
    const extra = await act(target.id, 'disable', as.admin, { reason: 'x' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().fields).toEqual({ reason: 'Unknown field' });
    expect((await account(target.id)).enabled).toBe(true);
  });
});

describe('POST /user/{id}/disable and /enable', () => {
  it('ends the sessions at once: the old token and refresh token are refused, login says the account is disabled', async () => {
    const customer = await ctx.loginAs('USER');
    expect((await ctx.request({ method: 'GET', url: '/api/active-user', token: customer.token })).statusCode).toBe(200);
    const res = await act(customer.userId, 'disable', as.service);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: customer.userId, username: customer.username, enabled: false });
    expect(res.json()).not.toHaveProperty('passwordHash');

    const old = await ctx.request({ method: 'GET', url: '/api/active-user', token: customer.token });
    expect(old.statusCode).toBe(401);
    expect((await ctx.request({ method: 'GET', url: `/api/user/${customer.userId}`, token: customer.token })).statusCode).toBe(401);
    const refreshed = await ctx.request({ method: 'POST', url: '/api/system/auth/refresh', payload: { refresh_token: customer.refreshToken } });
    expect(refreshed.statusCode).toBe(401);
    const refused = await login(customer.username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'accountDisabled', message: 'This account is disabled' });

    const [entry] = await auditOf(customer.userId);
    expect(entry).toMatchObject({ actorId: as.service.userId, action: 'user.disable', details: { before: { enabled: true }, after: { enabled: false } } });
  });

  it('enables the account again, and repeating a state changes and records nothing', async () => {
    const customer = await createUser(ctx.db, { enabled: false });
    const res = await act(customer.id, 'enable', as.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ enabled: true });
    expect((await login(customer.username)).statusCode).toBe(200);
    expect((await act(customer.id, 'enable', as.admin)).json()).toMatchObject({ enabled: true });
    const entries = await auditOf(customer.id);
    expect(entries.map((e) => e.action)).toEqual(['user.enable']);
  });

  it('shows the change to staff reading the customer', async () => {
    const customer = await createUser(ctx.db);
    await act(customer.id, 'disable', as.admin);
    expect((await ctx.request({ method: 'GET', url: `/api/user/${customer.id}`, token: as.service.token })).json()).toMatchObject({ enabled: false });
  });
});

describe('POST /user/{id}/reset-2fa', () => {
  it('turns two-factor login off, forgets the secret and open prompts, and ends the sessions', async () => {
    const customer = await ctx.loginAs('USER');
    await ctx.db.update(users).set({ twoFactorEnabled: true, twoFactorSecret: 'JBSWY3DPEHPK3PXP', twoFactorLastStep: 5 }).where(eq(users.id, customer.userId));
    await ctx.db
      .insert(oneTimeCodes)
      .values({ purpose: 'TWO_FACTOR_CHALLENGE', codeHash: 'h', userId: customer.userId, expiresAt: new Date(Date.now() + 60_000) });
    const res = await act(customer.userId, 'reset-2fa', as.service);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ twoFactorEnabled: false, enabled: true });
    expect(await account(customer.userId)).toMatchObject({ twoFactorEnabled: false, twoFactorSecret: null, twoFactorLastStep: null });
    expect(await ctx.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, customer.userId))).toEqual([]);
    expect((await ctx.request({ method: 'GET', url: '/api/active-user', token: customer.token })).statusCode).toBe(401);
    const login2 = await login(customer.username);
    expect(login2.json().access_token).not.toBe('');
    const [entry] = await auditOf(customer.userId);
    expect(entry).toMatchObject({ action: 'user.reset2fa', details: { before: { twoFactorEnabled: true }, after: { twoFactorEnabled: false } } });
  });

  it('answers 409 when two-factor login is not on, and leaves the sessions alone', async () => {
    const customer = await ctx.loginAs('USER');
    const res = await act(customer.userId, 'reset-2fa', as.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'twoFactorNotEnabled' });
    expect((await ctx.request({ method: 'GET', url: '/api/active-user', token: customer.token })).statusCode).toBe(200);
    expect(await auditOf(customer.userId)).toHaveLength(0);
  });

  it('lets only ADMIN reset a staff member', async () => {
    const staff = await createUser(ctx.db, { role: 'SERVICE', twoFactorEnabled: true, twoFactorSecret: 'JBSWY3DPEHPK3PXP' });
    expect((await act(staff.id, 'reset-2fa', as.service)).statusCode).toBe(403);
    expect((await account(staff.id)).twoFactorEnabled).toBe(true);
    expect((await act(staff.id, 'reset-2fa', as.admin)).statusCode).toBe(200);
  });
});
