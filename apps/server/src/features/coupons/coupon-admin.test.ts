import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon } from '@forkly/contracts';
import { coupons } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createCoupon } from '../../../test/order-factories';
import { restaurantFixtures } from '../restaurants/test-fixtures';

let ctx: TestContext;
type Session = { token: string; userId?: number };
let admin: Session;
let service: Session;
let customer: Session;
const { restaurantSession } = restaurantFixtures(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('ADMIN');
  service = await ctx.loginAs('SERVICE');
  customer = await ctx.loginAs('USER');
});
afterAll(() => ctx.close());

let codeCounter = 0;
const newCode = () => `SAVE${Date.now().toString(36).toUpperCase()}${++codeCounter}`;
const promotion = (overrides: Record<string, unknown> = {}) => ({ name: newCode(), percentage: 15, description: 'Fifteen off', ...overrides });
const add = (body: Record<string, unknown>, session?: Session) => ctx.request({ method: 'POST', url: '/api/coupon/add', token: session?.token, payload: body });
const list = (query: string, session?: Session) => ctx.request({ method: 'GET', url: `/api/coupons${query}`, token: session?.token });
const getOne = (id: number, session?: Session) => ctx.request({ method: 'GET', url: `/api/coupons/${id}`, token: session?.token });
const remove = (id: number, session?: Session) => ctx.request({ method: 'DELETE', url: `/api/coupon/${id}`, token: session?.token });
const couponCount = async () => (await ctx.db.select({ n: count() }).from(coupons))[0]!.n;

describe('POST /coupon/add', () => {
  it("makes a restaurant admin's code its own restaurant's, usable there and at its branches", async () => {
    const owner = await restaurantSession();
    const branch = await restaurantSession({ parentRestaurantId: owner.restaurant.id });
    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const body = promotion({ percentage: 20, expiresAt, usageLimit: 50 });
    const res = await add(body, owner);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: body.name,
      percentage: 20,
      amount: null,
      userId: null,
      description: 'Fifteen off',
      restaurantId: owner.restaurant.id,
      restaurantName: owner.restaurant.name,
      expiresAt,
      usageLimit: 50,
      usedCount: 0,
      active: true,
      createdAt: expect.any(String),
    });
    const row = await ctx.db.query.coupons.findFirst({ where: eq(coupons.id, res.json().id) });
    expect(row).toMatchObject({ code: body.name, createdBy: owner.account.id, restaurantId: owner.restaurant.id });
    // The customer's promo field takes it at the branch, in any case.
    const check = await ctx.request({
      method: 'POST',
      url: `/api/coupon?coupon-number=${body.name.toLowerCase()}`,
      token: customer.token,
      payload: { restaurantId: branch.restaurant.id },
    });
    expect(check.json()).toMatchObject({ code: body.name, percentage: 20, restaurantId: owner.restaurant.id });
  });

  it('lets staff make platform-wide codes and codes of any restaurant', async () => {
    const { restaurant } = await restaurantSession();
    const platform = await add(promotion(), admin);
    expect(platform.json()).toMatchObject({ restaurantId: null, restaurantName: null });
    const scoped = await add(promotion({ restaurantId: restaurant.id }), service);
    expect(scoped.statusCode).toBe(201);
    expect(scoped.json()).toMatchObject({ restaurantId: restaurant.id, restaurantName: restaurant.name });
    const unknown = await add(promotion({ restaurantId: 2_000_000 }), admin);
    expect(unknown.json()).toMatchObject({ status: 404, errorCode: 'restaurantNotFound', fields: { restaurantId: 'Restaurant not found' } });
  });

  it('refuses bad input with the field and message of SPEC.md section 5, creating nothing', async () => {
    const owner = await restaurantSession();
    const before = await couponCount();
    const past = new Date(Date.now() - 60_000).toISOString();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [promotion({ name: '' }), { name: 'Name is required' }],
      [promotion({ name: '   ' }), { name: 'Name is required' }],
      [promotion({ name: undefined }), { name: 'Name is required' }],
      [promotion({ name: 'TWO WORDS' }), { name: 'Invalid value' }],
      [promotion({ name: 'X'.repeat(41) }), { name: 'must be at most 40' }],
      [promotion({ percentage: undefined }), { percentage: 'Percentage is required' }],
      [promotion({ percentage: 'ten' }), { percentage: 'Percentage is required' }],
      [promotion({ percentage: 0 }), { percentage: 'Invalid value' }],
      [promotion({ percentage: 101 }), { percentage: 'must be at most 100' }],
      [promotion({ percentage: 12.5 }), { percentage: 'Invalid value' }],
      [promotion({ description: '' }), { description: 'Description is required' }],
      [promotion({ description: undefined }), { description: 'Description is required' }],
      [promotion({ expiresAt: 'next week' }), { expiresAt: 'Invalid value' }],
      [promotion({ expiresAt: past }), { expiresAt: 'Invalid value' }],
      [promotion({ usageLimit: 0 }), { usageLimit: 'Invalid value' }],
      [promotion({ usageLimit: 1.5 }), { usageLimit: 'Invalid value' }],
      [promotion({ code: 'X' }), { code: 'Unknown field' }],
    ];
    for (const [body, fields] of cases) {
      const res = await add(body, owner);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ errorCode: 'validationFailed', fields });
    }
    expect(await couponCount()).toBe(before);
  });

  it('refuses a code that exists, ignoring case, on the name field', async () => {
    const owner = await restaurantSession();
    const taken = await createCoupon(ctx.db, { code: 'TAKEN-CODE-1' });
    const before = await couponCount();
    const res = await add(promotion({ name: 'taken-code-1' }), owner);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'couponCodeExists', fields: { name: 'This code is already in use' } });
    expect(await couponCount()).toBe(before);
    expect(taken.restaurantId).toBeNull();
  });

  it("refuses another restaurant's scope, branches and customers", async () => {
    const owner = await restaurantSession();
    const other = await restaurantSession();
    const branch = await restaurantSession({ parentRestaurantId: owner.restaurant.id });
    const before = await couponCount();
    expect((await add(promotion({ restaurantId: other.restaurant.id }), owner)).statusCode).toBe(403);
    expect((await add(promotion(), branch)).statusCode).toBe(403);
    expect((await add(promotion(), customer)).statusCode).toBe(403);
    expect((await add(promotion())).statusCode).toBe(401);
    expect(await couponCount()).toBe(before);
    // Naming its own restaurant is the same as naming none.
    expect((await add(promotion({ restaurantId: owner.restaurant.id }), owner)).statusCode).toBe(201);
  });
});

describe('GET /coupons and /coupons/{id}', () => {
  it("shows a restaurant admin only its restaurant's codes, staff all of them", async () => {
    const owner = await restaurantSession();
    const other = await restaurantSession();
    const mine = await createCoupon(ctx.db, { restaurantId: owner.restaurant.id, usageLimit: 10, usedCount: 3 });
    const theirs = await createCoupon(ctx.db, { restaurantId: other.restaurant.id });
    const platform = await createCoupon(ctx.db, {});
    const own = await list('', owner);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ totalCount: 1, totalPages: 1 });
    expect(own.json().results).toEqual([expect.objectContaining({ id: mine.id, usedCount: 3, usageLimit: 10, restaurantName: owner.restaurant.name })]);
    expect((await list(`?restaurantId=${other.restaurant.id}`, owner)).statusCode).toBe(403);

    const all = (await list('?limit=100', admin)).json<{ results: Coupon[] }>().results.map((c) => c.id);
    expect(all).toEqual(expect.arrayContaining([mine.id, theirs.id, platform.id]));
    const filtered = (await list(`?restaurantId=${other.restaurant.id}`, service)).json<{ results: Coupon[] }>().results.map((c) => c.id);
    expect(filtered).toEqual([theirs.id]);

    expect((await getOne(mine.id, owner)).json()).toMatchObject({ id: mine.id, name: mine.code });
    expect((await getOne(theirs.id, owner)).statusCode).toBe(403);
    expect((await getOne(platform.id, owner)).statusCode).toBe(403);
    expect((await getOne(theirs.id, admin)).statusCode).toBe(200);
    expect((await getOne(2_000_000, admin)).json()).toMatchObject({ status: 404, errorCode: 'couponNotFound' });
  });

  it('pages by 10 and sorts by name or date', async () => {
    const owner = await restaurantSession();
    const made = [];
    for (let i = 0; i < 12; i++)
      made.push(await createCoupon(ctx.db, { restaurantId: owner.restaurant.id, code: `PAGE${owner.restaurant.id}X${String(i).padStart(2, '0')}` }));
    const first = (await list('?sortBy=NAME&orderBy=ASC', owner)).json();
    expect(first).toMatchObject({ totalCount: 12, totalPages: 2 });
    expect(first.results.map((c: Coupon) => c.id)).toEqual(made.slice(0, 10).map((c) => c.id));
    const second = (await list('?sortBy=NAME&orderBy=ASC&page=2', owner)).json();
    expect(second.results.map((c: Coupon) => c.id)).toEqual(made.slice(10).map((c) => c.id));
    const newest = (await list('', owner)).json();
    expect(newest.results[0].id).toBe(made[11]!.id);
    const searched = (await list(`?name=page${owner.restaurant.id}x1`, owner)).json();
    expect(searched.results.map((c: Coupon) => c.id)).toEqual([made[11]!.id, made[10]!.id]);
  });

  it('refuses bad queries and the roles without coupons', async () => {
    const owner = await restaurantSession();
    const branch = await restaurantSession({ parentRestaurantId: owner.restaurant.id });
    const cases: [string, Record<string, string>][] = [
      ['?page=0', { page: 'Invalid value' }],
      ['?sortBy=PRICE', { sortBy: 'Invalid option' }],
      ['?orderBy=UP', { orderBy: 'Invalid option' }],
      ['?restaurantId=abc', { restaurantId: 'Invalid value' }],
      ['?colour=red', { colour: 'Unknown field' }],
    ];
    for (const [query, fields] of cases) expect((await list(query, owner)).json(), query).toMatchObject({ status: 400, fields });
    expect((await list('', branch)).statusCode).toBe(403);
    expect((await list('', customer)).statusCode).toBe(403);
    expect((await getOne(1, branch)).statusCode).toBe(403);
  });
});

describe('DELETE /coupon/{id}', () => {
  it('deletes its own code; the customer can no longer use it', async () => {
    const owner = await restaurantSession();
    const created = (await add(promotion(), owner)).json<Coupon>();
    const res = await remove(created.id, owner);
    expect(res.statusCode).toBe(204);
    expect(await ctx.db.query.coupons.findFirst({ where: eq(coupons.id, created.id) })).toBeUndefined();
    expect((await getOne(created.id, owner)).statusCode).toBe(404);
    expect((await remove(created.id, owner)).json()).toMatchObject({ status: 404, errorCode: 'couponNotFound' });
    const check = await ctx.request({ method: 'POST', url: `/api/coupon?coupon-number=${created.name}`, token: customer.token });
    expect(check.json()).toMatchObject({ errorCode: 'couponInvalid' });
  });

  it("leaves others' codes alone: 403 and the code stays", async () => {
    const owner = await restaurantSession();
    const other = await restaurantSession();
    const branch = await restaurantSession({ parentRestaurantId: other.restaurant.id });
    const theirs = await createCoupon(ctx.db, { restaurantId: other.restaurant.id });
    const platform = await createCoupon(ctx.db, {});
    expect((await remove(theirs.id, owner)).statusCode).toBe(403);
    expect((await remove(platform.id, owner)).statusCode).toBe(403);
    expect((await remove(theirs.id, branch)).statusCode).toBe(403);
    expect((await remove(theirs.id, customer)).statusCode).toBe(403);
    expect(await ctx.db.query.coupons.findFirst({ where: eq(coupons.id, theirs.id) })).toBeDefined();
    expect((await remove(theirs.id, other)).statusCode).toBe(204);
    expect((await remove(platform.id, service)).statusCode).toBe(204);
    expect((await remove(0, admin)).json()).toMatchObject({ status: 400, fields: { id: 'Invalid value' } });
  });
});
