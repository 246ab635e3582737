import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helper';
import { openStream, until } from './test-stream';

/** The single-use, 30-second tickets that open a live-event stream (DESIGN.md section 6). */
let ctx: TestContext;
let baseUrl: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());

async function ticketFor(token: string): Promise<string> {
  const res = await ctx.request({ method: 'POST', url: '/api/events/ticket', token });
  expect(res.statusCode).toBe(200);
  return res.json<{ ticket: string }>().ticket;
}

describe('event tickets', () => {
  it('opens one stream only', async () => {
    const customer = await ctx.loginAs('USER');
    const ticket = await ticketFor(customer.token);
    const first = await openStream(baseUrl, ticket);
    expect(first.status).toBe(200);
    const again = await ctx.request({ method: 'GET', url: `/api/events?ticket=${encodeURIComponent(ticket)}` });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ errorCode: 'eventTicketInvalid' });
    first.close();
  });

  it('expires after 30 seconds', async () => {
    const customer = await ctx.loginAs('USER');
    const ticket = await ticketFor(customer.token);
    const now = Date.now();
    const spy = vi.spyOn(Date, 'now').mockReturnValue(now + 31_000);
    try {
      const res = await ctx.request({ method: 'GET', url: `/api/events?ticket=${encodeURIComponent(ticket)}` });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ errorCode: 'eventTicketInvalid' });
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses a forged or altered ticket, and a ticket of a logged-out session', async () => {
    const customer = await ctx.loginAs('USER');
    const ticket = await ticketFor(customer.token);
    const [header, payload, signature] = ticket.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: 'ADMIN' })).toString('base64url')}.${signature}`;
    // Change the signature's first character to a different one (the same one would be a valid ticket).
    const altered = `${header}.${payload}.${signature.startsWith('x') ? 'y' : 'x'}${signature.slice(1)}`;
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    for (const bad of [forged, altered, unsigned, 'nonsense', `${ticket}.more`]) {
      const res = await ctx.request({ method: 'GET', url: `/api/events?ticket=${encodeURIComponent(bad)}` });
      expect(res.statusCode, bad).toBe(401);
    }
    expect((await ctx.request({ method: 'GET', url: '/api/events' })).statusCode).toBe(400);

    const later = await ticketFor(customer.token);
    await ctx.request({ method: 'POST', url: '/api/system/auth/logout', token: customer.token });
    await until(async () => (await ctx.request({ method: 'GET', url: '/api/active-user', token: customer.token })).statusCode === 401);
    expect((await ctx.request({ method: 'GET', url: `/api/events?ticket=${encodeURIComponent(later)}` })).statusCode).toBe(401);
  });

  it('needs a login', async () => {
    expect((await ctx.request({ method: 'POST', url: '/api/events/ticket' })).statusCode).toBe(401);
  });
});
