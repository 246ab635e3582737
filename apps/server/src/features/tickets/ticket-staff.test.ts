import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ticketResponses, tickets } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';
import { ticketFixtures } from './test-fixtures';

/**
 * Tickets for staff (issue 8): every filter of SPEC.md section 3 on /paged-ticket, for staff and
 * for a caller who may only narrow to their own; ADMIN's delete, recorded as `ticket.delete`.
 */
let ctx: TestContext;
const f = ticketFixtures(() => ctx);
type Session = { token: string; userId: number };
let service: Session;
let admin: Session;
let customer: Session;
let otherCustomer: Session;
let courier: Session;
let restaurant: Awaited<ReturnType<typeof f.loginRestaurant>>;
let otherRestaurant: Awaited<ReturnType<typeof f.loginRestaurant>>;
/** a: the customer's, about an order of `restaurant` with `courier`, accepted by SERVICE, 2025-03-01.
 *  b: the customer's, about an order of `otherRestaurant`, accepted by ADMIN, 2025-03-05.
 *  c: the customer's general one, OPEN, 2025-03-09.
 *  d: the other customer's, about their order of `restaurant` with `courier`, OPEN, 2025-03-05.
 *  e: the courier's own, OPEN, 2025-03-07. */
const t = {} as Record<'a' | 'b' | 'c' | 'd' | 'e', number>;

const at = (day: number) => new Date(Date.UTC(2025, 2, day, 12));

beforeAll(async () => {
  ctx = await createTestContext();
  service = await f.staff('SERVICE');
  admin = await f.staff('ADMIN');
  customer = await ctx.loginAs('USER');
  otherCustomer = await ctx.loginAs('USER');
  courier = await ctx.loginAs('COURIER');
  restaurant = await f.loginRestaurant();
  otherRestaurant = await f.loginRestaurant();
  const first = await f.order({ userId: customer.userId, restaurantId: restaurant.restaurantId, courierId: courier.userId });
  const second = await f.order({ userId: customer.userId, restaurantId: otherRestaurant.restaurantId });
  const theirs = await f.order({ userId: otherCustomer.userId, restaurantId: restaurant.restaurantId, courierId: courier.userId });
  t.a = (await f.raise(customer.token, { orderId: first.id })).id;
  t.b = (await f.raise(customer.token, { orderId: second.id })).id;
  t.c = (await f.raise(customer.token, { issuetype: 'general_enquiry' })).id;
  t.d = (await f.raise(otherCustomer.token, { orderId: theirs.id })).id;
  t.e = (await f.raise(courier.token, { issuetype: 'other' })).id;
  expect((await ctx.request({ method: 'POST', url: `/api/ticket/${t.a}/accept`, token: service.token })).statusCode).toBe(200);
  expect((await ctx.request({ method: 'POST', url: `/api/ticket/${t.b}/accept`, token: admin.token })).statusCode).toBe(200);
  for (const [id, day] of [
    [t.a, 1],
    [t.b, 5],
    [t.c, 9],
    [t.d, 5],
    [t.e, 7],
  ] as const) {
    await ctx.db
      .update(tickets)
      .set({ createdAt: at(day) })
      .where(eq(tickets.id, id));
  }
});
afterAll(() => ctx.close());

async function ids(who: Session, query: string): Promise<number[]> {
  const res = await ctx.request({ method: 'GET', url: `/api/paged-ticket?limit=100&${query}`, token: who.token });
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return res
    .json()
    .results.map((row: { id: number }) => row.id)
    .sort((x: number, y: number) => x - y);
}
const sorted = (...list: number[]) => [...list].sort((x, y) => x - y);

describe('GET /paged-ticket for staff', () => {
  it.each([['SERVICE'], ['ADMIN']])("%s filters every ticket by each of SPEC.md's filters, alone and together", async (role) => {
    const who = role === 'ADMIN' ? admin : service;
    expect(await ids(who, '')).toEqual(sorted(t.a, t.b, t.c, t.d, t.e));
    expect(await ids(who, `userId=${customer.userId}`)).toEqual(sorted(t.a, t.b, t.c));
    expect(await ids(who, `userId=${courier.userId}`)).toEqual([t.e]);
    expect(await ids(who, `restaurantId=${restaurant.restaurantId}`)).toEqual(sorted(t.a, t.d));
    expect(await ids(who, `courierId=${courier.userId}`)).toEqual(sorted(t.a, t.d, t.e));
    expect(await ids(who, `serviceId=${service.userId}`)).toEqual([t.a]);
    expect(await ids(who, `serviceId=${admin.userId}`)).toEqual([t.b]);
    expect(await ids(who, 'status=IN_PROGRESS')).toEqual(sorted(t.a, t.b));
    expect(await ids(who, 'status=OPEN')).toEqual(sorted(t.c, t.d, t.e));
    expect(await ids(who, 'from=2025-03-05')).toEqual(sorted(t.b, t.c, t.d, t.e));
    expect(await ids(who, 'to=2025-03-05')).toEqual(sorted(t.a, t.b, t.d));
    expect(await ids(who, 'from=2025-03-02&to=2025-03-07')).toEqual(sorted(t.b, t.d, t.e));
    expect(await ids(who, `restaurantId=${restaurant.restaurantId}&userId=${otherCustomer.userId}&status=OPEN&from=2025-03-05&to=2025-03-05`)).toEqual([t.d]);
    expect(await ids(who, `userId=${customer.userId}&status=CLOSED`)).toEqual([]);
  });
});

describe('GET /paged-ticket for everyone else', () => {
  it('narrows each filter within the tickets the caller raised, never widening them', async () => {
    expect(await ids(customer, '')).toEqual(sorted(t.a, t.b, t.c));
    expect(await ids(customer, `userId=${customer.userId}`)).toEqual(sorted(t.a, t.b, t.c));
    // t.d names the same restaurant and courier, but it is someone else's.
    expect(await ids(customer, `restaurantId=${restaurant.restaurantId}`)).toEqual([t.a]);
    expect(await ids(customer, `courierId=${courier.userId}`)).toEqual([t.a]);
    expect(await ids(customer, `serviceId=${service.userId}`)).toEqual([t.a]);
    expect(await ids(customer, 'status=OPEN')).toEqual([t.c]);
    expect(await ids(customer, 'from=2025-03-05')).toEqual(sorted(t.b, t.c));
    expect(await ids(customer, 'to=2025-03-05')).toEqual(sorted(t.a, t.b));
    expect(await ids(otherCustomer, `restaurantId=${restaurant.restaurantId}`)).toEqual([t.d]);
    // The courier sees its own ticket, not the customers' tickets that name it.
    expect(await ids(courier, `courierId=${courier.userId}`)).toEqual([t.e]);
    expect(await ids(restaurant, `restaurantId=${restaurant.restaurantId}`)).toEqual([]);
  });

  it("refuses (403) a userId that is not the caller's", async () => {
    for (const [who, other] of [
      [customer, otherCustomer],
      [courier, customer],
      [restaurant, customer],
    ] as const) {
      const res = await ctx.request({ method: 'GET', url: `/api/paged-ticket?userId=${other.userId}`, token: who.token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ errorCode: 'forbidden' });
    }
    expect((await ctx.request({ method: 'GET', url: '/api/paged-ticket' })).statusCode).toBe(401);
  });

  it('answers 400 with the field for each bad filter', async () => {
    for (const key of ['userId', 'restaurantId', 'courierId', 'serviceId']) {
      const res = await ctx.request({ method: 'GET', url: `/api/paged-ticket?${key}=abc`, token: service.token });
      expect(res.statusCode, key).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([key]);
    }
    for (const key of ['from', 'to']) {
      const res = await ctx.request({ method: 'GET', url: `/api/paged-ticket?${key}=2025-13-45`, token: customer.token });
      expect(res.json().fields).toEqual({ [key]: 'Invalid value' });
    }
  });
});

async function ticketDeletes(ticketId: number) {
  return ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'ticket'), eq(auditLog.entityId, String(ticketId))));
}

describe('DELETE /ticket/{id}', () => {
  it('lets ADMIN delete any ticket with its responses, recorded as ticket.delete with what it was', async () => {
    const raised = await f.raise(customer.token, { subject: 'Wrong change' });
    await ctx.request({ method: 'POST', url: `/api/ticket/${raised.id}/accept`, token: service.token });
    await f.addResponse(raised.id, service.userId, 'Looking into it');
    const res = await ctx.request({ method: 'DELETE', url: `/api/ticket/${raised.id}`, token: admin.token });
    expect(res.statusCode).toBe(204);
    expect(await ctx.db.query.tickets.findFirst({ where: eq(tickets.id, raised.id) })).toBeUndefined();
    expect(await ctx.db.select().from(ticketResponses).where(eq(ticketResponses.ticketId, raised.id))).toEqual([]);
    const [entry, ...more] = await ticketDeletes(raised.id);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      actorId: admin.userId,
      action: 'ticket.delete',
      entity: 'ticket',
      details: { before: { subject: 'Wrong change', status: 'IN_PROGRESS', userId: customer.userId, serviceId: service.userId }, after: null },
    });
  });

  it('refuses SERVICE at the door and other accounts as not found; nothing changes or is recorded', async () => {
    const raised = await f.raise(customer.token);
    expect((await ctx.request({ method: 'DELETE', url: `/api/ticket/${raised.id}`, token: service.token })).statusCode).toBe(403);
    for (const who of [otherCustomer, courier, restaurant]) {
      expect((await ctx.request({ method: 'DELETE', url: `/api/ticket/${raised.id}`, token: who.token })).statusCode).toBe(404);
    }
    expect((await ctx.request({ method: 'DELETE', url: `/api/ticket/${raised.id}` })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'DELETE', url: '/api/ticket/abc', token: admin.token })).statusCode).toBe(400);
    expect((await ctx.request({ method: 'DELETE', url: '/api/ticket/2000000', token: admin.token })).statusCode).toBe(404);
    expect(await ctx.db.query.tickets.findFirst({ where: eq(tickets.id, raised.id) })).toBeDefined();
    expect(await ticketDeletes(raised.id)).toEqual([]);
  });

  it('still lets whoever raised a ticket withdraw it while OPEN and unanswered (not a staff action: not recorded)', async () => {
    for (const who of [customer, courier, restaurant]) {
      const raised = await f.raise(who.token, { issuetype: 'other', orderId: undefined });
      expect((await ctx.request({ method: 'DELETE', url: `/api/ticket/${raised.id}`, token: who.token })).statusCode).toBe(204);
      expect(await ticketDeletes(raised.id)).toEqual([]);
    }
  });
});
