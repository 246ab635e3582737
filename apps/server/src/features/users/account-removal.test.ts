import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, menus, oneTimeCodes, orderLines, orders, refreshTokens, sessions, tickets, users } from '../../db/schema/index';
import { createRestaurant, createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';

let ctx: TestContext;
type Session = Awaited<ReturnType<TestContext['loginAs']>>;
const as = {} as Record<'admin' | 'service' | 'courier' | 'restaurant' | 'branch', Session>;
let restaurantId: number;
let menuId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  as.admin = await ctx.loginAs('ADMIN');
  as.service = await ctx.loginAs('SERVICE');
  as.courier = await ctx.loginAs('COURIER');
  as.restaurant = await ctx.loginAs('RESTAURANT_ADMIN');
  as.branch = await ctx.loginAs('RESTAURANT_BRANCH');
  restaurantId = (await createRestaurant(ctx.db)).restaurant.id;
  menuId = (await ctx.db.insert(menus).values({ restaurantId, name: 'Pizza', priceCents: 750 }).returning())[0]!.id;
});
afterAll(() => ctx.close());

const remove = (payload: unknown, session?: Session) =>
  ctx.request({ method: 'DELETE', url: '/api/user/remove', token: session?.token, payload: payload as object | undefined });
const account = async (id: number) => (await ctx.db.query.users.findFirst({ where: eq(users.id, id) }))!;
const activeUser = (session: Session) => ctx.request({ method: 'GET', url: '/api/active-user', token: session.token });

async function placeOrder(userId: number, status: 'PENDING' | 'CONFIRMED' | 'AWAITING_PICKUP' | 'READY_FOR_DELIVERY' | 'DELIVERED') {
  const [order] = await ctx.db
    .insert(orders)
    .values({
      userId,
      restaurantId,
      status,
      street: 'Königstraße',
      houseNumber: '7',
      apartmentNr: '3a',
      zip: '47051',
      city: 'Duisburg',
      floor: 2,
      latitude: 51.43,
      longitude: 6.76,
      note: 'Ring at Meier',
      subtotalCents: 1500,
      deliveryFeeCents: 250,
      totalCents: 1750,
    })
    .returning();
  await ctx.db.insert(orderLines).values({ orderId: order!.id, menuId, name: 'Pizza', unitPriceCents: 750, quantity: 2 });
  return order!;
}

describe('who may call DELETE /user/remove', () => {
  it('refuses visitors (401) and couriers and restaurants (403), changing nothing', async () => {
    const target = await createUser(ctx.db);
    expect((await remove({ id: target.id })).statusCode).toBe(401);
    for (const who of [as.courier, as.restaurant, as.branch]) expect((await remove({ id: target.id }, who)).statusCode).toBe(403);
    expect((await account(target.id)).removedAt).toBeNull();
  });

  it("refuses a customer another customer's account, and a wrong or missing password, changing nothing", async () => {
    const customer = await ctx.loginAs('USER', { firstName: 'Mia' });
    const other = await createUser(ctx.db);
    expect((await remove({ id: other.id, password: DEFAULT_PASSWORD }, customer)).json()).toMatchObject({ status: 403, errorCode: 'forbidden' });
    const missing = await remove({}, customer);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ password: 'Password is required' });
    const wrong = await remove({ password: 'Not#The1password' }, customer);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errorCode: 'passwordIncorrect', message: 'The password is not correct' });
    const extra = await remove({ password: DEFAULT_PASSWORD, reason: 'bye' }, customer);
    expect(extra.json().fields).toEqual({ reason: 'Unknown field' });
    for (const id of [customer.userId, other.id]) expect(await account(id)).toMatchObject({ removedAt: null, enabled: true });
    expect((await account(customer.userId)).firstName).toBe('Mia');
    expect((await activeUser(customer)).statusCode).toBe(200);
  });

  it('lets staff remove customers only, never their own account, and needs the id', async () => {
    const noId = await remove({}, as.service);
    expect(noId.statusCode).toBe(400);
    expect(noId.json().fields).toEqual({ id: 'id is a required field' });
    expect((await remove({ id: 'abc' }, as.service)).json().fields).toEqual({ id: 'Invalid value' });
    for (const who of [as.service, as.admin])
      expect((await remove({ id: who.userId }, who)).json()).toMatchObject({ status: 409, errorCode: 'cannotChangeOwnAccount' });
    expect((await remove({ id: as.admin.userId }, as.service)).statusCode).toBe(403);
    expect((await remove({ id: as.restaurant.userId }, as.admin)).statusCode).toBe(403);
    expect((await remove({ id: as.courier.userId }, as.admin)).json()).toMatchObject({ status: 404, errorCode: 'userNotFound' });
    expect((await remove({ id: 999_999 }, as.admin)).statusCode).toBe(404);
    for (const id of [as.admin.userId, as.service.userId, as.restaurant.userId, as.courier.userId]) expect((await account(id)).removedAt).toBeNull();
  });
});

describe('removing an account', () => {
  it('erases the person, ends every session, keeps orders and tickets, and frees the username and e-mail', async () => {
    const customer = await ctx.loginAs('USER', {
      username: 'leaving_lena',
      email: 'lena@example.test',
      firstName: 'Lena',
      lastName: 'Lorenz',
      twoFactorSecret: 'JBSWY3DPEHPK3PXP',
    });
    const delivered = await placeOrder(customer.userId, 'DELIVERED');
    const pending = await placeOrder(customer.userId, 'PENDING');
    const [ticket] = await ctx.db
      .insert(tickets)
      .values({ userId: customer.userId, issueType: 'order_issues', subject: 'Cold soup', description: 'It was cold' })
      .returning();
    await ctx.db
      .insert(oneTimeCodes)
      .values({ purpose: 'EMAIL_VERIFICATION', codeHash: 'lena', userId: customer.userId, expiresAt: new Date(Date.now() + 60_000) });
    await ctx.db.insert(mailOutbox).values({ to: 'Lena@example.test', subject: 'Welcome', text: 'Hello Lena', kind: 'verification' });

    const res = await remove({ password: DEFAULT_PASSWORD }, customer);
    expect(res.statusCode).toBe(204);

    expect((await activeUser(customer)).statusCode).toBe(401);
    expect((await ctx.request({ method: 'POST', url: '/api/system/auth/refresh', payload: { refresh_token: customer.refreshToken } })).statusCode).toBe(401);
    expect(
      (await ctx.request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId: 'leaving_lena', password: DEFAULT_PASSWORD } })).statusCode,
    ).toBe(401);

    const row = await account(customer.userId);
    expect(row).toMatchObject({
      username: `removed-${customer.userId}`,
      email: `removed-${customer.userId}@removed.invalid`,
      firstName: '',
      lastName: '',
      contact: '',
      street: null,
      houseNumber: null,
      zip: null,
      city: null,
      latitude: null,
      enabled: false,
      twoFactorEnabled: false,
      twoFactorSecret: null,
    });
    expect(row.removedAt).toBeInstanceOf(Date);
    expect(row.passwordHash.startsWith('$argon2')).toBe(false);
    const ownSessions = await ctx.db.select().from(sessions).where(eq(sessions.userId, customer.userId));
    expect(ownSessions.every((s) => s.revokedAt)).toBe(true);
    expect(await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, ownSessions[0]!.id))).toEqual([]);
    expect(await ctx.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, customer.userId))).toEqual([]);
    expect(await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Welcome'))).toEqual([]);

    const kept = await ctx.db.select().from(orders).where(eq(orders.userId, customer.userId));
    expect(kept).toHaveLength(2);
    for (const order of kept)
      expect(order).toMatchObject({
        street: null,
        houseNumber: null,
        apartmentNr: '',
        zip: null,
        city: null,
        floor: 0,
        latitude: null,
        note: '',
        totalCents: 1750,
        subtotalCents: 1500,
      });
    expect(kept.find((o) => o.id === delivered.id)!.status).toBe('DELIVERED');
    expect(await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, delivered.id))).toMatchObject([
      { name: 'Pizza', unitPriceCents: 750, quantity: 2 },
    ]);
    expect(kept.find((o) => o.id === pending.id)!.status).toBe('CANCELLED');
    expect(await ctx.db.query.tickets.findFirst({ where: eq(tickets.id, ticket!.id) })).toMatchObject({ subject: 'Cold soup', description: 'It was cold' });

    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.remove'), eq(auditLog.entityId, String(customer.userId))));
    expect(entry).toMatchObject({ actorId: customer.userId, details: { after: { removed: true, by: 'self', cancelledOrders: [pending.id] } } });
    expect(JSON.stringify(entry!.details)).not.toMatch(/lena|lorenz/i);

    expect((await ctx.request({ method: 'GET', url: `/api/user/${customer.userId}`, token: as.admin.token })).statusCode).toBe(404);
    expect((await ctx.request({ method: 'GET', url: `/api/paged-users?userId=${customer.userId}`, token: as.admin.token })).json().totalCount).toBe(0);
    expect((await remove({ id: customer.userId }, as.admin)).statusCode).toBe(404);

    const signUp = await ctx.request({
      method: 'POST',
      url: '/api/user/sign-up',
      payload: {
        firstName: 'Lena',
        lastName: 'Neu',
        contact: '+49 203 555 01',
        address: { street: 'Königstraße', houseNumber: '12', apartmentNr: '', zip: '47051', city: 'Duisburg', floor: 0 },
        email: 'LENA@example.test',
        password: 'Gr8-Kitchen#Duisburg',
        username: 'leaving_lena',
        provider: 'LOCAL',
      },
    });
    expect(signUp.statusCode).toBe(201);
  });

  it('lets staff remove a customer by id, recorded with the staff member as actor', async () => {
    const customer = await ctx.loginAs('USER');
    expect((await remove({ id: customer.userId }, as.service)).statusCode).toBe(204);
    expect((await activeUser(customer)).statusCode).toBe(401);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.remove'), eq(auditLog.entityId, String(customer.userId))));
    expect(entry).toMatchObject({ actorId: as.service.userId, details: { before: { removed: false }, after: { removed: true, by: 'staff' } } });
  });

  it('is refused while a restaurant or courier works on an order, changing nothing', async () => {
    for (const status of ['CONFIRMED', 'AWAITING_PICKUP', 'READY_FOR_DELIVERY'] as const) {
      const customer = await ctx.loginAs('USER');
      const pending = await placeOrder(customer.userId, 'PENDING');
      await placeOrder(customer.userId, status);
      const res = await remove({ password: DEFAULT_PASSWORD }, customer);
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toMatchObject({ errorCode: 'conflict', message: expect.stringContaining('orders in progress') });
      expect((await account(customer.userId)).removedAt).toBeNull();
      expect((await ctx.db.query.orders.findFirst({ where: eq(orders.id, pending.id) }))!).toMatchObject({ status: 'PENDING', street: 'Königstraße' });
      expect((await activeUser(customer)).statusCode).toBe(200);
    }
  });

  it('reserves the placeholders, so nobody can register one', async () => {
    const base = {
      firstName: 'X',
      lastName: 'Y',
      contact: '+4920355501',
      address: { street: 'Königstraße', houseNumber: '1', apartmentNr: '', zip: '47051', city: 'Duisburg', floor: 0 },
      password: 'Gr8-Kitchen#Duisburg',
      provider: 'LOCAL',
    };
    const taken = await ctx.request({
      method: 'POST',
      url: '/api/user/sign-up',
      payload: { ...base, username: 'removed-424242', email: 'fresh@example.test' },
    });
    expect(taken.json()).toMatchObject({ status: 409, errorCode: 'usernameExists' });
    const mail = await ctx.request({
      method: 'POST',
      url: '/api/user/sign-up',
      payload: { ...base, username: 'fresh_one', email: 'removed-1@removed.invalid' },
    });
    expect(mail.json()).toMatchObject({ status: 409, errorCode: 'emailAlreadyExists' });
  });
});
