import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@forkly/contracts';
import { orderLines, orders } from '../../db/schema/index';
import { createRestaurant, DEFAULT_PASSWORD } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createExtra, createMenu } from '../../../test/order-factories';

/**
 * Reading an order's lines (issue 8): GET /item/{id} and GET item/order/{orderId} answer whoever
 * may see the order (access/order-visibility.ts), in any state; to anyone else the line or order
 * does not exist. Changing lines stays with the customer of a PENDING order (items.test.ts).
 */
let ctx: TestContext;
type Session = { token: string; userId: number };
const sessions: Record<string, Session> = {};
let branchId: number;
let branchMenuId: number;
let branchExtraId: number;

async function loginAccount(username: string, userId: number): Promise<Session> {
  const res = await ctx.request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId: username, password: DEFAULT_PASSWORD } });
  return { token: res.json().access_token, userId };
}

async function restaurantSession(parentRestaurantId?: number) {
  const { restaurant, account } = await createRestaurant(ctx.db, parentRestaurantId ? { parentRestaurantId } : {});
  return { restaurant, session: await loginAccount(account.username, account.id) };
}

beforeAll(async () => {
  ctx = await createTestContext();
  const parent = await restaurantSession();
  const branch = await restaurantSession(parent.restaurant.id);
  const stranger = await restaurantSession();
  const strangerBranch = await restaurantSession(stranger.restaurant.id);
  branchId = branch.restaurant.id;
  branchMenuId = (await createMenu(ctx.db, { restaurantId: branchId, name: 'Pasta Carbonara', priceCents: 1290 })).id;
  branchExtraId = (await createExtra(ctx.db, { restaurantId: branchId, name: 'Cola 0.33 l', priceCents: 250 })).id;
  Object.assign(sessions, {
    parent: parent.session,
    branch: branch.session,
    otherRestaurant: stranger.session,
    otherBranch: strangerBranch.session,
    customer: await ctx.loginAs('USER'),
    otherCustomer: await ctx.loginAs('USER'),
    courier: await ctx.loginAs('COURIER'),
    otherCourier: await ctx.loginAs('COURIER'),
    service: await ctx.loginAs('SERVICE'),
    admin: await ctx.loginAs('ADMIN'),
  });
});
afterAll(() => ctx.close());

/** An order of the branch by `customer`, delivered by `courier`, with a dish and a drink. */
async function branchOrder(status: OrderStatus) {
  const [order] = await ctx.db
    .insert(orders)
    .values({
      userId: sessions.customer!.userId,
      restaurantId: branchId,
      courierId: sessions.courier!.userId,
      status,
      street: 'Königstraße',
      houseNumber: '1',
      zip: '47051',
      city: 'Duisburg',
      subtotalCents: 1790,
      deliveryFeeCents: 199,
      totalCents: 1989,
    })
    .returning();
  const lines = await ctx.db
    .insert(orderLines)
    .values([
      { orderId: order!.id, menuId: branchMenuId, name: 'Pasta Carbonara', unitPriceCents: 1290, quantity: 1 },
      { orderId: order!.id, extraId: branchExtraId, name: 'Cola 0.33 l', unitPriceCents: 250, quantity: 2 },
    ])
    .returning();
  return { order: order!, lines };
}

const getItem = (id: number | string, who?: Session) => ctx.request({ method: 'GET', url: `/api/item/${id}`, token: who?.token });
const getLines = (orderId: number | string, who?: Session) => ctx.request({ method: 'GET', url: `/api/item/order/${orderId}`, token: who?.token });

const MAY_SEE = ['customer', 'branch', 'parent', 'courier', 'service', 'admin'] as const;
const MAY_NOT = ['otherCustomer', 'otherRestaurant', 'otherBranch', 'otherCourier'] as const;

describe('GET /item/{id}', () => {
  it("shows a line to the order's customer, restaurant, parent restaurant, courier and staff, as the line presenter shapes it", async () => {
    const { lines } = await branchOrder('CONFIRMED');
    const [pasta, cola] = lines;
    for (const who of MAY_SEE) {
      const res = await getItem(pasta!.id, sessions[who]);
      expect(res.statusCode, who).toBe(200);
      expect(res.json()).toEqual({
        id: pasta!.id,
        orderId: pasta!.orderId,
        menuId: branchMenuId,
        extraId: null,
        name: 'Pasta Carbonara',
        price: 12.9,
        quantity: 1,
        lineTotal: 12.9,
        // A dish ordered without options (decision 045) says so.
        options: [],
      });
    }
    expect((await getItem(cola!.id, sessions.courier)).json()).toMatchObject({ extraId: branchExtraId, menuId: null, price: 2.5, quantity: 2, lineTotal: 5 });
  });

  it('answers 404 (not 403) to every other account, exactly as for a line that does not exist', async () => {
    const { lines } = await branchOrder('DELIVERED');
    const missing = await getItem(2_000_000, sessions.customer);
    expect(missing.statusCode).toBe(404);
    for (const who of MAY_NOT) {
      const res = await getItem(lines[0]!.id, sessions[who]);
      expect(res.statusCode, who).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
  });

  it('answers in every state of the order', async () => {
    for (const status of ['PENDING', 'CONFIRMED', 'AWAITING_PICKUP', 'READY_FOR_DELIVERY', 'DELIVERED', 'CANCELLED'] as const) {
      const { lines } = await branchOrder(status);
      expect((await getItem(lines[0]!.id, sessions.customer)).statusCode, status).toBe(200);
      expect((await getItem(lines[0]!.id, sessions.branch)).statusCode, status).toBe(200);
    }
  });

  it('answers 401 to a visitor and 400 with the field for a bad id', async () => {
    const { lines } = await branchOrder('CONFIRMED');
    expect((await getItem(lines[0]!.id)).statusCode).toBe(401);
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const res = await getItem(bad, sessions.customer);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().fields).toHaveProperty('id');
    }
  });
});

describe('GET item/order/{orderId}', () => {
  it('lists the lines of a paid, delivered or cancelled order to whoever may see it', async () => {
    for (const status of ['CONFIRMED', 'DELIVERED', 'CANCELLED'] as const) {
      const { order, lines } = await branchOrder(status);
      for (const who of MAY_SEE) {
        const res = await getLines(order.id, sessions[who]);
        expect(res.statusCode, `${status} ${who}`).toBe(200);
        expect(res.json().map((l: { id: number }) => l.id)).toEqual(lines.map((l) => l.id));
      }
    }
  });

  it('answers 404 to everyone else, as for an order that does not exist; 401 to a visitor; 400 for a bad id', async () => {
    const { order } = await branchOrder('AWAITING_PICKUP');
    const missing = await getLines(2_000_000, sessions.admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 'orderNotFound' });
    for (const who of MAY_NOT) {
      const res = await getLines(order.id, sessions[who]);
      expect(res.statusCode, who).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
    expect((await getLines(order.id)).statusCode).toBe(401);
    expect((await getLines('abc', sessions.customer)).statusCode).toBe(400);
  });
});

describe('changing lines stays with the customer of a PENDING order', () => {
  it('refuses every other role at the door (403) and changes nothing', async () => {
    const { order, lines } = await branchOrder('PENDING');
    const line = lines[0]!;
    for (const who of ['branch', 'parent', 'courier', 'service', 'admin'] as const) {
      const put = await ctx.request({ method: 'PUT', url: `/api/item/${line.id}`, token: sessions[who]!.token, payload: { id: line.id, quantity: 3 } });
      expect(put.statusCode, who).toBe(403);
      const del = await ctx.request({ method: 'DELETE', url: `/api/item/${line.id}`, token: sessions[who]!.token });
      expect(del.statusCode, who).toBe(403);
    }
    const [row] = await ctx.db.select({ n: count() }).from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(row!.n).toBe(2);
    expect((await ctx.db.query.orderLines.findFirst({ where: eq(orderLines.id, line.id) }))?.quantity).toBe(1);
  });

  it("refuses another customer's line as not found, and a paid order's line with 409", async () => {
    const { lines } = await branchOrder('CONFIRMED');
    const line = lines[0]!;
    const foreign = await ctx.request({
      method: 'PUT',
      url: `/api/item/${line.id}`,
      token: sessions.otherCustomer!.token,
      payload: { id: line.id, quantity: 2 },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ errorCode: 'orderItemNotFound' });
    const paid = await ctx.request({ method: 'PUT', url: `/api/item/${line.id}`, token: sessions.customer!.token, payload: { id: line.id, quantity: 2 } });
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toMatchObject({ errorCode: 'orderNotPending' });
  });
});
