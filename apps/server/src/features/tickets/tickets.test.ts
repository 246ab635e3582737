import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickets } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';
import { ticketFixtures } from './test-fixtures';

let ctx: TestContext;
const f = ticketFixtures(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function ticketCount() {
  const [row] = await ctx.db.select({ n: count() }).from(tickets);
  return row!.n;
}

describe('POST /ticket', () => {
  it('answers the support form messages of SPEC.md section 5 exactly, and creates nothing', async () => {
    const { token } = await ctx.loginAs('USER');
    const before = await ticketCount();
    const empty = await ctx.request({ method: 'POST', url: '/api/ticket', token, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      errorCode: 'validationFailed',
      fields: { issuetype: 'Invalid option', subject: 'Subject is required', description: 'Username is required' },
    });
    const blank = await ctx.request({ method: 'POST', url: '/api/ticket', token, payload: { issuetype: 'complaint', subject: '   ', description: '' } });
    expect(blank.json().fields).toEqual({ issuetype: 'Invalid option', subject: 'Subject is required', description: 'Username is required' });
    const unknown = await ctx.request({ method: 'POST', url: '/api/ticket', token, payload: f.body({ priority: 'high' }) });
    expect(unknown.json().fields).toEqual({ priority: 'Unknown field' });
    const badOrder = await ctx.request({ method: 'POST', url: '/api/ticket', token, payload: f.body({ orderId: 'abc' }) });
    expect(badOrder.json().fields).toEqual({ orderId: 'Invalid value' });
    expect(await ticketCount()).toBe(before);
  });

  it('opens a customer ticket, naming the restaurant and courier of their own order', async () => {
    const customer = await ctx.loginAs('USER');
    const courier = await f.createUser('COURIER');
    const { restaurantId } = await f.loginRestaurant();
    const order = await f.order({ userId: customer.userId, restaurantId, courierId: courier.id });

    const res = await ctx.request({
      method: 'POST',
      url: '/api/ticket',
      token: customer.token,
      payload: f.body({ orderId: order.id, subject: '  Cold soup  ' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: expect.any(Number),
      userId: customer.userId,
      restaurantId,
      courierId: courier.id,
      serviceId: null,
      orderId: order.id,
      order: { id: order.id, orderNumber: order.orderNumber },
      issueType: 'order_issues',
      subject: 'Cold soup',
      description: 'Both soups arrived cold.',
      status: 'OPEN',
      user: { id: customer.userId, name: 'Test Person', role: 'USER' },
      service: null,
      responseCount: 0,
    });
    expect(res.json().user.username).toBeUndefined();

    const general = await ctx.request({
      method: 'POST',
      url: '/api/ticket',
      token: customer.token,
      payload: f.body({ issuetype: 'general_enquiry', orderId: '' }),
    });
    expect(general.statusCode).toBe(201);
    expect(general.json()).toMatchObject({ issueType: 'general_enquiry', orderId: null, restaurantId: null, courierId: null });
  });

  it("refuses another customer's order as not found, and creates nothing", async () => {
    const owner = await ctx.loginAs('USER');
    const other = await ctx.loginAs('USER');
    const { restaurantId } = await f.loginRestaurant();
    const order = await f.order({ userId: owner.userId, restaurantId });
    const before = await ticketCount();
    const res = await ctx.request({ method: 'POST', url: '/api/ticket', token: other.token, payload: f.body({ orderId: order.id }) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'orderNotFound' });
    const missing = await ctx.request({ method: 'POST', url: '/api/ticket', token: owner.token, payload: f.body({ orderId: 2_000_000 }) });
    expect(missing.statusCode).toBe(404);
    expect(await ticketCount()).toBe(before);
  });

  it('records the courier for a courier and the restaurant for a restaurant or branch', async () => {
    const customer = await f.createUser('USER');
    const courier = await ctx.loginAs('COURIER');
    const parent = await f.loginRestaurant();
    const branch = await f.loginRestaurant(parent.restaurantId);
    const delivery = await f.order({ userId: customer.id, restaurantId: branch.restaurantId, courierId: courier.userId });

    const byCourier = await f.raise(courier.token, { orderId: delivery.id });
    expect(byCourier).toMatchObject({ userId: courier.userId, courierId: courier.userId, restaurantId: branch.restaurantId, orderId: delivery.id });
    const courierGeneral = await f.raise(courier.token, { issuetype: 'other', orderId: undefined });
    expect(courierGeneral).toMatchObject({ courierId: courier.userId, restaurantId: null });

    const byParent = await f.raise(parent.token);
    expect(byParent).toMatchObject({ userId: parent.userId, restaurantId: parent.restaurantId, courierId: null });
    // A parent restaurant's account may raise a ticket about its branch's order.
    const aboutBranchOrder = await f.raise(parent.token, { orderId: delivery.id });
    expect(aboutBranchOrder).toMatchObject({ restaurantId: branch.restaurantId, courierId: courier.userId });
    const byBranch = await f.raise(branch.token, { orderId: delivery.id });
    expect(byBranch).toMatchObject({ userId: branch.userId, restaurantId: branch.restaurantId });

    const stranger = await f.loginRestaurant();
    const refused = await ctx.request({ method: 'POST', url: '/api/ticket', token: stranger.token, payload: f.body({ orderId: delivery.id }) });
    expect(refused.statusCode).toBe(404);
    const otherCourier = await ctx.loginAs('COURIER');
    const notTheirs = await ctx.request({ method: 'POST', url: '/api/ticket', token: otherCourier.token, payload: f.body({ orderId: delivery.id }) });
    expect(notTheirs.statusCode).toBe(404);
  });

  it('is refused to staff (they answer tickets) and to visitors', async () => {
    for (const role of ['SERVICE', 'ADMIN'] as const) {
      const { token } = await ctx.loginAs(role);
      expect((await ctx.request({ method: 'POST', url: '/api/ticket', token, payload: f.body() })).statusCode).toBe(403);
    }
    expect((await ctx.request({ method: 'POST', url: '/api/ticket', payload: f.body() })).statusCode).toBe(401);
  });
});

describe('GET /ticket/{id}', () => {
  it('shows a ticket to its creator and to staff; to other accounts it does not exist', async () => {
    const creator = await ctx.loginAs('USER');
    const ticket = await f.raise(creator.token);
    const url = `/api/ticket/${ticket.id}`;

    const own = await ctx.request({ method: 'GET', url, token: creator.token });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: ticket.id, status: 'OPEN', responseCount: 0 });

    for (const role of ['SERVICE', 'ADMIN'] as const) {
      const staff = await ctx.loginAs(role);
      const res = await ctx.request({ method: 'GET', url, token: staff.token });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toEqual({ id: creator.userId, name: 'Test Person', role: 'USER', username: creator.username });
    }
    const other = await ctx.loginAs('USER');
    const restaurant = await f.loginRestaurant();
    const courier = await ctx.loginAs('COURIER');
    for (const token of [other.token, restaurant.token, courier.token]) {
      const res = await ctx.request({ method: 'GET', url, token });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ errorCode: 'notFound' });
    }
    expect((await ctx.request({ method: 'GET', url: '/api/ticket/999999', token: creator.token })).statusCode).toBe(404);
    expect((await ctx.request({ method: 'GET', url: '/api/ticket/abc', token: creator.token })).statusCode).toBe(400);
    expect((await ctx.request({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('GET /paged-ticket', () => {
  it('gives a customer only their own tickets, newest first, 10 a page', async () => {
    const customer = await ctx.loginAs('USER');
    const other = await ctx.loginAs('USER');
    await f.raise(other.token);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const t = await f.raise(customer.token, { subject: `Question ${i}` });
      ids.push(t.id);
      await ctx.db
        .update(tickets)
        .set({ createdAt: new Date(Date.UTC(2025, 0, 1 + i, 12)) })
        .where(eq(tickets.id, t.id));
    }
    const first = await ctx.request({ method: 'GET', url: '/api/paged-ticket?page=1&limit=10', token: customer.token });
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1).toMatchObject({ totalCount: 12, totalPages: 2 });
    expect(page1.results).toHaveLength(10);
    expect(page1.results.map((t: { id: number }) => t.id)).toEqual([...ids].reverse().slice(0, 10));
    const page2 = (await ctx.request({ method: 'GET', url: '/api/paged-ticket?page=2', token: customer.token })).json();
    expect(page2.results.map((t: { id: number }) => t.id)).toEqual([ids[1], ids[0]]);
    const asc = (await ctx.request({ method: 'GET', url: '/api/paged-ticket?sortBy=DATE&orderBy=ASC&limit=3', token: customer.token })).json();
    expect(asc.results.map((t: { id: number }) => t.id)).toEqual(ids.slice(0, 3));

    // Dates: a plain `to` date covers that whole day.
    const range = (await ctx.request({ method: 'GET', url: '/api/paged-ticket?from=2025-01-03&to=2025-01-05', token: customer.token })).json();
    expect(range.results.map((t: { id: number }) => t.id)).toEqual([ids[4], ids[3], ids[2]]);
    const exact = (
      await ctx.request({
        method: 'GET',
        url: `/api/paged-ticket?from=${encodeURIComponent('2025-01-03T12:00:00Z')}&to=${encodeURIComponent('2025-01-04T11:59:59+00:00')}`,
        token: customer.token,
      })
    ).json();
    expect(exact.results.map((t: { id: number }) => t.id)).toEqual([ids[2]]);
  });

  it('narrows filters to the caller, and refuses asking for someone else', async () => {
    const customer = await ctx.loginAs('USER');
    const other = await ctx.loginAs('USER');
    const mine = await f.raise(customer.token);
    await f.raise(other.token);
    const own = (await ctx.request({ method: 'GET', url: `/api/paged-ticket?userId=${customer.userId}`, token: customer.token })).json();
    expect(own.results.map((t: { id: number }) => t.id)).toEqual([mine.id]);
    const refused = await ctx.request({ method: 'GET', url: `/api/paged-ticket?userId=${other.userId}`, token: customer.token });
    expect(refused.statusCode).toBe(403);
    const restaurant = await f.loginRestaurant();
    const none = (await ctx.request({ method: 'GET', url: '/api/paged-ticket', token: restaurant.token })).json();
    expect(none).toEqual({ results: [], totalCount: 0, totalPages: 0 });
  });

  it('lets staff see every ticket and filter by user, restaurant, courier, service and status', async () => {
    const service = await f.staff();
    const customer = await ctx.loginAs('USER');
    const courier = await ctx.loginAs('COURIER');
    const restaurant = await f.loginRestaurant();
    const order = await f.order({ userId: customer.userId, restaurantId: restaurant.restaurantId, courierId: courier.userId });
    const a = await f.raise(customer.token, { orderId: order.id });
    const b = await f.raise(courier.token);
    const c = await f.raise(restaurant.token);
    await ctx.request({ method: 'POST', url: `/api/ticket/${b.id}/accept`, token: service.token });

    const list = async (query: string) => {
      const res = await ctx.request({ method: 'GET', url: `/api/paged-ticket?limit=100&${query}`, token: service.token });
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json()
        .results.map((t: { id: number }) => t.id)
        .sort();
    };
    const all = await list('');
    expect(all).toEqual(expect.arrayContaining([a.id, b.id, c.id]));
    expect(await list(`userId=${customer.userId}`)).toEqual([a.id]);
    expect(await list(`restaurantId=${restaurant.restaurantId}`)).toEqual([a.id, c.id].sort());
    expect(await list(`courierId=${courier.userId}`)).toEqual([a.id, b.id].sort());
    expect(await list(`serviceId=${service.userId}`)).toEqual([b.id]);
    expect(await list(`serviceId=${service.userId}&status=IN_PROGRESS`)).toEqual([b.id]);
    expect(await list(`courierId=${courier.userId}&status=OPEN`)).toEqual([a.id]);
    const sorted = (await ctx.request({ method: 'GET', url: '/api/paged-ticket?limit=100&sortBy=STATUS&orderBy=ASC', token: service.token })).json();
    expect(sorted.results[0].status).toBe('OPEN');
  });

  it('answers 400 with the field for a bad filter', async () => {
    const { token } = await ctx.loginAs('SERVICE');
    const badStatus = await ctx.request({ method: 'GET', url: '/api/paged-ticket?status=DONE', token });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().fields).toEqual({ status: 'Invalid option' });
    const badDate = await ctx.request({ method: 'GET', url: '/api/paged-ticket?from=yesterday', token });
    expect(badDate.json().fields).toEqual({ from: 'Invalid value' });
    const badSort = await ctx.request({ method: 'GET', url: '/api/paged-ticket?sortBy=NAME', token });
    expect(badSort.json().fields).toEqual({ sortBy: 'Invalid value' });
    expect((await ctx.request({ method: 'GET', url: '/api/paged-ticket?limit=101', token })).statusCode).toBe(400);
  });
});

describe('DELETE /ticket/{id}', () => {
  it('lets the creator withdraw an OPEN, unanswered ticket', async () => {
    const creator = await ctx.loginAs('USER');
    const ticket = await f.raise(creator.token);
    const other = await ctx.loginAs('USER');
    expect((await ctx.request({ method: 'DELETE', url: `/api/ticket/${ticket.id}`, token: other.token })).statusCode).toBe(404);
    const service = await ctx.loginAs('SERVICE');
    expect((await ctx.request({ method: 'DELETE', url: `/api/ticket/${ticket.id}`, token: service.token })).statusCode).toBe(403);
    const res = await ctx.request({ method: 'DELETE', url: `/api/ticket/${ticket.id}`, token: creator.token });
    expect(res.statusCode).toBe(204);
    expect(await ctx.db.query.tickets.findFirst({ where: eq(tickets.id, ticket.id) })).toBeUndefined();
  });

  it('refuses the creator once the ticket is answered or accepted (409, nothing changes)', async () => {
    const creator = await ctx.loginAs('USER');
    const service = await f.staff();
    const answered = await f.raise(creator.token);
    await f.addResponse(answered.id, creator.userId);
    const accepted = await f.raise(creator.token);
    await ctx.request({ method: 'POST', url: `/api/ticket/${accepted.id}/accept`, token: service.token });
    for (const id of [answered.id, accepted.id]) {
      const res = await ctx.request({ method: 'DELETE', url: `/api/ticket/${id}`, token: creator.token });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ errorCode: 'conflict' });
      expect(await ctx.db.query.tickets.findFirst({ where: eq(tickets.id, id) })).toBeDefined();
    }
  });

  it('lets ADMIN delete any ticket, with its responses', async () => {
    const creator = await ctx.loginAs('USER');
    const admin = await ctx.loginAs('ADMIN');
    const ticket = await f.raise(creator.token);
    await f.addResponse(ticket.id, creator.userId);
    expect((await ctx.request({ method: 'DELETE', url: `/api/ticket/${ticket.id}`, token: admin.token })).statusCode).toBe(204);
    expect((await ctx.request({ method: 'GET', url: `/api/ticket/${ticket.id}`, token: admin.token })).statusCode).toBe(404);
    expect((await ctx.request({ method: 'DELETE', url: `/api/ticket/${ticket.id}`, token: admin.token })).statusCode).toBe(404);
  });
});
