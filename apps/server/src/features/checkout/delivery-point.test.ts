import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createOpenRestaurant, FARTHER_ADDRESS, NEAR_ADDRESS, NEAR_POINT } from '../../../test/order-factories';

/** Issue 10: the server decides where food goes; a client's coordinates are never taken on trust. */
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createOpenRestaurant>>;
let customer: { token: string; userId: number };
let keys = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  shop = await createOpenRestaurant(ctx.db);
  customer = await ctx.loginAs('USER');
});
afterAll(() => ctx.close());

const basket = (deliveryAddress: Record<string, unknown>) => ({
  restaurantId: shop.restaurant.id,
  lines: [{ menuId: shop.pizza.id, quantity: 2 }],
  deliveryAddress,
});
const priceList = (deliveryAddress: Record<string, unknown>, token?: string) =>
  ctx.request({ method: 'POST', url: '/api/order/price-list', payload: basket(deliveryAddress), token });
const makeOrder = (deliveryAddress: Record<string, unknown>) =>
  ctx.request({
    method: 'POST',
    url: '/api/order/make-order',
    payload: { ...basket(deliveryAddress), note: '' },
    token: customer.token,
    headers: { 'idempotency-key': `delivery-point-${++keys}-${Date.now()}` },
  });
const placeIdOf = async (address: { street: string; houseNumber: string }) => {
  const [suggestion] = await ctx.app.deps.geo.get().autocomplete(`${address.street} ${address.houseNumber}`, { near: NEAR_POINT });
  return suggestion!.placeId;
};
/** Right beside the restaurant: the point a cheating client would send to pay the smallest fee. */
const AT_THE_RESTAURANT = { latitude: 51.4336, longitude: 6.7652 };

describe('the delivery point', () => {
  it('ignores coordinates sent with a street address: the fee is the same with or without them', async () => {
    const plain = (await priceList(FARTHER_ADDRESS)).json();
    const cheat = (await priceList({ ...FARTHER_ADDRESS, ...AT_THE_RESTAURANT })).json();
    expect(plain.deliveryFee).toBeGreaterThan(0);
    expect(cheat).toMatchObject({ deliveryFee: plain.deliveryFee, distanceMeters: plain.distanceMeters });
  });

  it('refuses a street it cannot find, whatever coordinates come with it, and stores no order', async () => {
    const berlin = { street: 'Unter den Linden', houseNumber: '1', zip: '10117', city: 'Berlin', ...NEAR_POINT };
    const quote = await priceList(berlin);
    expect(quote.statusCode).toBe(400);
    expect(quote.json()).toMatchObject({ errorCode: 'addressNotFound', fields: { 'deliveryAddress.street': 'We could not find this address' } });
    const order = await makeOrder(berlin);
    expect(order.json().errorCode).toBe('addressNotFound');
    expect(await ctx.db.query.orders.findFirst({ where: eq(orders.street, 'Unter den Linden') })).toBeUndefined();
  });

  it('takes a place id only for the address it names: another street is located by its own words', async () => {
    const nearPlace = await placeIdOf(NEAR_ADDRESS);
    const honest = (await priceList({ ...NEAR_ADDRESS, placeId: nearPlace })).json();
    const farther = (await priceList(FARTHER_ADDRESS)).json();
    // The far street typed with the near place's id is priced for the far street.
    const mixed = (await priceList({ ...FARTHER_ADDRESS, placeId: nearPlace })).json();
    expect(mixed.distanceMeters).toBe(farther.distanceMeters);
    expect(honest.distanceMeters).toBeLessThan(farther.distanceMeters);
    const berlin = await priceList({ street: 'Unter den Linden', houseNumber: '1', zip: '10117', city: 'Berlin', placeId: nearPlace });
    expect(berlin.json().errorCode).toBe('addressNotFound');
  });

  it('stores the point the server found with the order, for the courier to be routed to', async () => {
    const res = await makeOrder({ ...NEAR_ADDRESS, ...AT_THE_RESTAURANT });
    expect(res.statusCode, res.body).toBe(201);
    const row = await ctx.db.query.orders.findFirst({ where: eq(orders.id, res.json().id) });
    expect(row!.latitude).toBeCloseTo(NEAR_POINT.latitude, 4);
    expect(row!.longitude).toBeCloseTo(NEAR_POINT.longitude, 4);
  });

  it("keeps the point found for the customer's saved address when they order to it", async () => {
    const saved = { street: 'Seepfad', houseNumber: '28', zip: '47051', city: 'Duisburg' };
    await ctx.db
      .update(users)
      .set({ ...saved, latitude: 51.43372, longitude: 6.7652 })
      .where(eq(users.id, customer.userId));
    const res = await makeOrder({ ...saved, latitude: 1, longitude: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const row = await ctx.db.query.orders.findFirst({ where: eq(orders.id, res.json().id) });
    expect(row).toMatchObject({ latitude: 51.43372, longitude: 6.7652 });
    // A visitor typing the same street gets it located on the server: the same place.
    const visitor = (await priceList(saved)).json();
    const asCustomer = (await priceList(saved, customer.token)).json();
    expect(visitor.distanceMeters).toBe(asCustomer.distanceMeters);
  });
});

describe('saved addresses', () => {
  it('sign-up stores the coordinates the server found, never the ones sent', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/user/sign-up',
      payload: {
        firstName: 'Ada',
        lastName: 'Point',
        username: 'ada_point',
        email: 'ada.point@example.test',
        contact: '+4920312399',
        password: 'Gr8-Kitchen#Duisburg',
        provider: 'LOCAL',
        address: { ...NEAR_ADDRESS, apartmentNr: '', floor: 0, latitude: 1, longitude: 1 },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await ctx.db.query.users.findFirst({ where: eq(users.username, 'ada_point') });
    expect(row!.latitude).toBeCloseTo(NEAR_POINT.latitude, 4);
    expect(row!.longitude).toBeCloseTo(NEAR_POINT.longitude, 4);
  });

  it('PUT /user stores no coordinates for an address the server cannot find', async () => {
    const me = await ctx.loginAs('USER');
    const res = await ctx.request({
      method: 'PUT',
      url: '/api/user',
      token: me.token,
      payload: { address: { street: 'Unter den Linden', houseNumber: '1', zip: '10117', city: 'Berlin', apartmentNr: '', floor: 0, ...AT_THE_RESTAURANT } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await ctx.db.query.users.findFirst({ where: eq(users.id, me.userId) });
    expect(row).toMatchObject({ street: 'Unter den Linden', latitude: null, longitude: null });
  });
});
