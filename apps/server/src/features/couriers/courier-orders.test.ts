import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helper';
import { courierTestWorld, type Session } from './test-fixtures';
import { createOrder } from '../../../test/order-state-factories';
import { listCourierOrders } from './couriers.service';

let ctx: TestContext;
let admin: Session;
let kitchen: Session;
let restaurantId: number;
let customerId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ admin, kitchen, restaurantId, customerId } = await courierTestWorld(ctx));
});
afterAll(() => ctx.close());

const get = (url: string, who?: Session) => ctx.request({ method: 'GET', url, token: who?.token });

describe('GET /courier/orders', () => {
  it("lists the courier's own orders of a status with both addresses, never another courier's", async () => {
    const courier = await ctx.loginAs('COURIER');
    const other = await ctx.loginAs('COURIER');
    const pickup = await createOrder(ctx.db, { restaurantId, userId: customerId, status: 'AWAITING_PICKUP', courierId: courier.userId });
    const onTheWay = await createOrder(ctx.db, { restaurantId, userId: customerId, status: 'READY_FOR_DELIVERY', courierId: courier.userId });
    await createOrder(ctx.db, { restaurantId, userId: customerId, status: 'DELIVERED', courierId: courier.userId });
    await createOrder(ctx.db, { restaurantId, userId: customerId, status: 'AWAITING_PICKUP', courierId: other.userId });

    const toPickUp = await get('/api/courier/orders?status=AWAITING_PICKUP', courier);
    expect(toPickUp.statusCode).toBe(200);
    expect(toPickUp.json()).toEqual({
      totalCount: 1,
      totalPages: 1,
      results: [
        {
          id: pickup.id,
          orderNumber: pickup.orderNumber,
          status: 'AWAITING_PICKUP',
          note: 'Ring twice',
          restaurant: {
            id: restaurantId,
            name: 'Pizzeria Rhein',
            contact: '+49203111222',
            address: {
              street: 'Königstraße',
              houseNumber: '10',
              apartmentNr: '',
              zip: '47051',
              city: 'Duisburg',
              floor: 0,
              latitude: 51.4336,
              longitude: 6.7652,
            },
          },
          customer: {
            firstName: 'Clara',
            lastName: 'Schmidt',
            contact: '+49203999888',
            address: {
              street: 'Sonnenwall',
              houseNumber: '5',
              apartmentNr: '',
              zip: '47051',
              city: 'Duisburg',
              floor: 0,
              latitude: 51.4331,
              longitude: 6.7598,
            },
          },
          updatedAt: expect.any(String),
        },
      ],
    });
    const delivering = (await get('/api/courier/orders?status=READY_FOR_DELIVERY', courier)).json();
    expect(delivering.results.map((o: { id: number }) => o.id)).toEqual([onTheWay.id]);
    const both = (await get('/api/courier/orders', courier)).json();
    expect(both.results.map((o: { id: number }) => o.id)).toEqual([pickup.id, onTheWay.id]);
    expect((await listCourierOrders(ctx.db, courier.userId, 'AWAITING_PICKUP')).results).toHaveLength(1);
    expect((await get('/api/courier/orders?status=AWAITING_PICKUP', await ctx.loginAs('COURIER'))).json()).toEqual({
      results: [],
      totalCount: 0,
      totalPages: 0,
    });
  });

  it('refuses other statuses and roles', async () => {
    const courier = await ctx.loginAs('COURIER');
    for (const status of ['DELIVERED', 'PENDING', 'nope']) expect((await get(`/api/courier/orders?status=${status}`, courier)).statusCode).toBe(400);
    expect((await get('/api/courier/orders?courierId=1', courier)).statusCode).toBe(400);
    for (const who of [admin, kitchen, await ctx.loginAs('USER')]) expect((await get('/api/courier/orders', who)).statusCode).toBe(403);
  });
});
