import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketResponses, tickets } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';
import { ticketFixtures } from './test-fixtures';

let ctx: TestContext;
const f = ticketFixtures(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function stored(id: number) {
  return ctx.db.query.tickets.findFirst({ where: eq(tickets.id, id) });
}
async function responseCount(ticketId: number) {
  const [row] = await ctx.db.select({ n: count() }).from(ticketResponses).where(eq(ticketResponses.ticketId, ticketId));
  return row!.n;
}
const accept = (id: number, token: string) => ctx.request({ method: 'POST', url: `/api/ticket/${id}/accept`, token });
const respond = (id: number, token: string, payload?: object, query = '') =>
  ctx.request({ method: 'POST', url: `/api/response/ticket/${id}${query}`, token, ...(payload ? { payload } : {}) });
const end = (id: number, token: string, status: string) => ctx.request({ method: 'POST', url: `/api/service-ticket/${id}?status=${status}`, token });

/** A customer's ticket accepted by a service staff member. */
async function acceptedTicket() {
  const customer = await ctx.loginAs('USER');
  const service = await f.staff();
  const ticket = await f.raise(customer.token);
  expect((await accept(ticket.id, service.token)).statusCode).toBe(200);
  return { customer, service, ticket };
}

describe('POST /ticket/{id}/accept', () => {
  it('moves an OPEN ticket to IN_PROGRESS and assigns it to the staff member', async () => {
    const customer = await ctx.loginAs('USER');
    const service = await f.staff();
    const ticket = await f.raise(customer.token);
    const res = await accept(ticket.id, service.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ticket.id,
      status: 'IN_PROGRESS',
      serviceId: service.userId,
      service: { id: service.userId, name: 'Sam Support', role: 'SERVICE', username: service.username },
    });
    // The customer now sees who handles it, without the staff member's login name.
    const seen = (await ctx.request({ method: 'GET', url: `/api/ticket/${ticket.id}`, token: customer.token })).json();
    expect(seen.service).toEqual({ id: service.userId, name: 'Sam Support', role: 'SERVICE' });
  });

  it('refuses a ticket that is not OPEN (409, nothing changes), and non-staff', async () => {
    const { customer, service, ticket } = await acceptedTicket();
    const admin = await ctx.loginAs('ADMIN');
    const again = await accept(ticket.id, admin.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'conflict' });
    expect(await stored(ticket.id)).toMatchObject({ status: 'IN_PROGRESS', serviceId: service.userId });
    expect((await accept(ticket.id, customer.token)).statusCode).toBe(403);
    expect((await accept(999_999, service.token)).statusCode).toBe(404);
  });
});

describe('POST /response/ticket/{id}', () => {
  it("answers 'Response is required' when the response is missing or blank, and stores nothing", async () => {
    const { service, ticket } = await acceptedTicket();
    for (const [payload, query] of [
      [undefined, ''],
      [{}, ''],
      [{ response: '   ' }, ''],
      [undefined, '?response='],
    ] as const) {
      const res = await respond(ticket.id, service.token, payload, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'validationFailed', fields: { response: 'Response is required' } });
    }
    expect(await responseCount(ticket.id)).toBe(0);
  });

  it('takes the response from the query as SPEC.md spells it, or from a JSON body', async () => {
    const { service, ticket } = await acceptedTicket();
    const byQuery = await respond(ticket.id, service.token, undefined, `?response=${encodeURIComponent('We are on it')}`);
    expect(byQuery.statusCode).toBe(201);
    expect(byQuery.json()).toMatchObject({
      id: expect.any(Number),
      ticketId: ticket.id,
      response: 'We are on it',
      author: { id: service.userId, name: 'Sam Support', role: 'SERVICE' },
      createdAt: expect.any(String),
    });
    const byBody = await respond(ticket.id, service.token, { response: 'A refund is on its way' });
    expect(byBody.statusCode).toBe(201);
    expect(await responseCount(ticket.id)).toBe(2);
    expect(await stored(ticket.id)).toMatchObject({ status: 'IN_PROGRESS' });
  });

  it('lets staff wait for the customer (PENDING); the customer answering puts it back IN_PROGRESS', async () => {
    const { customer, service, ticket } = await acceptedTicket();
    const ask = await respond(ticket.id, service.token, { response: 'Which soup was it?', status: 'PENDING' });
    expect(ask.statusCode).toBe(201);
    expect(await stored(ticket.id)).toMatchObject({ status: 'PENDING' });
    const reply = await respond(ticket.id, customer.token, { response: 'The miso soup.' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().author).toEqual({ id: customer.userId, name: 'Test Person', role: 'USER' });
    expect(await stored(ticket.id)).toMatchObject({ status: 'IN_PROGRESS' });
    const bodyStatus = await respond(ticket.id, service.token, { response: 'Thanks' }, '?status=PENDING');
    expect(bodyStatus.statusCode).toBe(201);
    expect(await stored(ticket.id)).toMatchObject({ status: 'PENDING' });
  });

  it('lets the creator add to an OPEN ticket (it stays OPEN) but not set a status', async () => {
    const customer = await ctx.loginAs('USER');
    const ticket = await f.raise(customer.token);
    expect((await respond(ticket.id, customer.token, { response: 'Order FK-1 too' })).statusCode).toBe(201);
    expect(await stored(ticket.id)).toMatchObject({ status: 'OPEN' });
    const withStatus = await respond(ticket.id, customer.token, { response: 'Hurry', status: 'PENDING' });
    expect(withStatus.statusCode).toBe(400);
    expect(withStatus.json().fields).toEqual({ status: 'Invalid option' });
    const badStatus = await respond(ticket.id, customer.token, { response: 'Hurry', status: 'CLOSED' });
    expect(badStatus.json().fields).toEqual({ status: 'Invalid option' });
    expect(await responseCount(ticket.id)).toBe(1);
  });

  it("refuses another account's ticket (404), unassigned staff (403) and an OPEN ticket for staff (409)", async () => {
    const { service, ticket } = await acceptedTicket();
    const other = await ctx.loginAs('USER');
    const otherStaff = await f.staff();
    const admin = await ctx.loginAs('ADMIN');
    const courier = await ctx.loginAs('COURIER');
    expect((await respond(ticket.id, other.token, { response: 'Hi' })).statusCode).toBe(404);
    expect((await respond(ticket.id, courier.token, { response: 'Hi' })).statusCode).toBe(404);
    expect((await respond(ticket.id, otherStaff.token, { response: 'Hi' })).statusCode).toBe(403);
    expect((await respond(ticket.id, admin.token, { response: 'Hi' })).statusCode).toBe(403);
    const customer = await ctx.loginAs('USER');
    const open = await f.raise(customer.token);
    expect((await respond(open.id, service.token, { response: 'Hi' })).statusCode).toBe(409);
    expect(await responseCount(ticket.id)).toBe(0);
    expect(await responseCount(open.id)).toBe(0);
    expect((await respond(999_999, service.token, { response: 'Hi' })).statusCode).toBe(404);
  });

  it('refuses responses on a COMPLETED or CLOSED ticket (409, nothing stored)', async () => {
    const { customer, service, ticket } = await acceptedTicket();
    expect((await end(ticket.id, service.token, 'COMPLETED')).statusCode).toBe(200);
    for (const token of [customer.token, service.token]) {
      const res = await respond(ticket.id, token, { response: 'One more thing' });
      expect(res.statusCode).toBe(409);
    }
    expect(await responseCount(ticket.id)).toBe(0);
    expect(await stored(ticket.id)).toMatchObject({ status: 'COMPLETED' });
  });
});

describe('GET /paged-response', () => {
  it('pages the conversation oldest first for whoever may read the ticket', async () => {
    const { customer, service, ticket } = await acceptedTicket();
    for (let i = 0; i < 11; i++) {
      const token = i % 2 === 0 ? service.token : customer.token;
      expect((await respond(ticket.id, token, { response: `Message ${i}` })).statusCode).toBe(201);
    }
    const url = `/api/paged-response?page=1&limit=10&ticketId=${ticket.id}`;
    const first = await ctx.request({ method: 'GET', url, token: customer.token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ totalCount: 11, totalPages: 2 });
    expect(first.json().results.map((r: { response: string }) => r.response)).toEqual(Array.from({ length: 10 }, (_, i) => `Message ${i}`));
    const second = await ctx.request({ method: 'GET', url: `/api/paged-response?page=2&ticketId=${ticket.id}`, token: service.token });
    expect(second.json().results).toEqual([
      expect.objectContaining({ response: 'Message 10', author: expect.objectContaining({ username: service.username }) }),
    ]);
    const newest = await ctx.request({ method: 'GET', url: `/api/paged-response?ticketId=${ticket.id}&orderBy=DESC&limit=1`, token: customer.token });
    expect(newest.json().results[0].response).toBe('Message 10');
    const seen = (await ctx.request({ method: 'GET', url: `/api/ticket/${ticket.id}`, token: customer.token })).json();
    expect(seen.responseCount).toBe(11);
  });

  it('hides the conversation from other accounts and needs a ticketId', async () => {
    const { ticket } = await acceptedTicket();
    const other = await ctx.loginAs('USER');
    const res = await ctx.request({ method: 'GET', url: `/api/paged-response?ticketId=${ticket.id}`, token: other.token });
    expect(res.statusCode).toBe(404);
    const missing = await ctx.request({ method: 'GET', url: '/api/paged-response', token: other.token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('ticketId');
  });
});

describe('POST /service-ticket/{id}?status', () => {
  it('ends an IN_PROGRESS ticket COMPLETED and a PENDING one CLOSED', async () => {
    const first = await acceptedTicket();
    const done = await end(first.ticket.id, first.service.token, 'COMPLETED');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'COMPLETED', serviceId: first.service.userId });

    const second = await acceptedTicket();
    await respond(second.ticket.id, second.service.token, { response: 'Still there?', status: 'PENDING' });
    // Any staff member may end it; the body may carry the status instead of the query.
    const admin = await ctx.loginAs('ADMIN');
    const closed = await ctx.request({ method: 'POST', url: `/api/service-ticket/${second.ticket.id}`, token: admin.token, payload: { status: 'CLOSED' } });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'CLOSED', serviceId: second.service.userId });
  });

  it('closes an OPEN ticket, recording who handled it, but never completes one unanswered', async () => {
    const customer = await ctx.loginAs('USER');
    const service = await f.staff();
    const a = await f.raise(customer.token);
    const refused = await end(a.id, service.token, 'COMPLETED');
    expect(refused.statusCode).toBe(409);
    expect(await stored(a.id)).toMatchObject({ status: 'OPEN', serviceId: null });
    const closed = await end(a.id, service.token, 'CLOSED');
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'CLOSED', serviceId: service.userId });
  });

  it('answers 409 for every other move and changes nothing', async () => {
    const { service, ticket } = await acceptedTicket();
    for (const status of ['OPEN', 'IN_PROGRESS', 'PENDING']) {
      const res = await end(ticket.id, service.token, status);
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toMatchObject({ errorCode: 'conflict' });
    }
    expect(await stored(ticket.id)).toMatchObject({ status: 'IN_PROGRESS' });
    await end(ticket.id, service.token, 'COMPLETED');
    for (const status of ['CLOSED', 'COMPLETED']) expect((await end(ticket.id, service.token, status)).statusCode).toBe(409);
    expect(await stored(ticket.id)).toMatchObject({ status: 'COMPLETED' });
    expect((await accept(ticket.id, service.token)).statusCode).toBe(409);
  });

  it("answers 'Invalid option' for an unknown status, and refuses non-staff", async () => {
    const { customer, service, ticket } = await acceptedTicket();
    const bad = await end(ticket.id, service.token, 'DONE');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ status: 'Invalid option' });
    const missing = await ctx.request({ method: 'POST', url: `/api/service-ticket/${ticket.id}`, token: service.token });
    expect(missing.json().fields).toEqual({ status: 'Invalid option' });
    expect((await end(ticket.id, customer.token, 'CLOSED')).statusCode).toBe(403);
    expect((await end(999_999, service.token, 'CLOSED')).statusCode).toBe(404);
    expect(await stored(ticket.id)).toMatchObject({ status: 'IN_PROGRESS' });
  });
});

describe('a courier and a restaurant talk to support', () => {
  it('goes OPEN -> IN_PROGRESS -> PENDING -> IN_PROGRESS -> COMPLETED', async () => {
    const courier = await ctx.loginAs('COURIER');
    const restaurant = await f.loginRestaurant();
    const service = await f.staff();
    for (const raiser of [courier, restaurant]) {
      const ticket = await f.raise(raiser.token, { issuetype: 'other', subject: 'Payout question' });
      expect(ticket.status).toBe('OPEN');
      await accept(ticket.id, service.token);
      await respond(ticket.id, service.token, { response: 'Which week?', status: 'PENDING' });
      expect((await respond(ticket.id, raiser.token, undefined, '?response=Last%20week')).statusCode).toBe(201);
      expect(await stored(ticket.id)).toMatchObject({ status: 'IN_PROGRESS' });
      expect((await end(ticket.id, service.token, 'COMPLETED')).statusCode).toBe(200);
      const list = (await ctx.request({ method: 'GET', url: '/api/paged-ticket', token: raiser.token })).json();
      expect(list.results).toEqual([expect.objectContaining({ id: ticket.id, status: 'COMPLETED', responseCount: 2 })]);
    }
  });
});
