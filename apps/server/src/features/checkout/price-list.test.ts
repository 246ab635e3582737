import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extras, menus } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';
import {
  createCoupon,
  createExtra,
  createMenu,
  createOpenRestaurant,
  FAR_ADDRESS,
  FARTHER_ADDRESS,
  NEAR_ADDRESS,
  NEVER_OPEN,
} from '../../../test/order-factories';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createOpenRestaurant>>;

beforeAll(async () => {
  ctx = await createTestContext();
  shop = await createOpenRestaurant(ctx.db);
});
afterAll(() => ctx.close());

function priceList(body: Record<string, unknown>) {
  return ctx.request({ method: 'POST', url: '/api/order/price-list', payload: body });
}

const basket = (overrides: Record<string, unknown> = {}) => ({
  restaurantId: shop.restaurant.id,
  lines: [
    { menuId: shop.pizza.id, quantity: 2 },
    { extraId: shop.cola.id, quantity: 1 },
  ],
  deliveryAddress: NEAR_ADDRESS,
  ...overrides,
});

describe('POST /order/price-list', () => {
  it('prices lines from the database: subtotal, delivery fee, total in euro', async () => {
    const res = await priceList(basket());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      restaurantId: shop.restaurant.id,
      lines: [
        { menuId: shop.pizza.id, name: 'Pizza Margherita', price: 8.5, quantity: 2, lineTotal: 17 },
        { extraId: shop.cola.id, name: 'Cola 0.33 l', price: 2.5, quantity: 1, lineTotal: 2.5 },
      ],
      subtotal: 19.5,
      discount: 0,
      deliveryFee: 1.99,
      total: 21.49,
      minimumOrder: 10,
      maximumOrder: 500,
    });
    expect(body.orderRefusal).toBeUndefined();
    expect(body.distanceMeters).toBeGreaterThan(0);
    expect(body.distanceMeters).toBeLessThanOrEqual(2000);
  });

  it('ignores a price the client sends', async () => {
    const res = await priceList(basket({ lines: [{ menuId: shop.pizza.id, quantity: 2, price: 0.01 }] }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ lines: [{ price: 8.5, lineTotal: 17 }], subtotal: 17 });
  });

  it('charges per started km beyond the free distance, by route', async () => {
    const res = await priceList(basket({ deliveryAddress: FARTHER_ADDRESS }));
    const body = res.json();
    expect(body.distanceMeters).toBeGreaterThan(2000);
    const extraKm = Math.ceil((body.distanceMeters - 2000) / 1000);
    expect(body.deliveryFee).toBe((199 + 50 * extraKm) / 100);
  });

  it('applies a coupon, rounding the discount half up to the cent', async () => {
    const coupon = await createCoupon(ctx.db, { percentage: 15 });
    // 3 x 8.50 + 2.50 = 28.00; 15 % = 4.20
    const res = await priceList(
      basket({
        lines: [
          { menuId: shop.pizza.id, quantity: 3 },
          { extraId: shop.cola.id, quantity: 1 },
        ],
        promocode: coupon.code.toLowerCase(),
      }),
    );
    expect(res.json()).toMatchObject({ subtotal: 28, discount: 4.2, deliveryFee: 1.99, total: 25.79, percentage: 15 });
    const odd = await priceList(basket({ lines: [{ menuId: shop.pasta.id, quantity: 1 }], promocode: coupon.code }));
    // 15 % of 12.90 = 1.935 -> 1.94
    expect(odd.json()).toMatchObject({ subtotal: 12.9, discount: 1.94, total: 12.95 });
  });

  it('names the reason a code gives no discount, and prices without it', async () => {
    const expired = await createCoupon(ctx.db, { expiresAt: new Date(Date.now() - 60_000) });
    const other = await createOpenRestaurant(ctx.db);
    const foreign = await createCoupon(ctx.db, { restaurantId: other.restaurant.id });
    const usedUp = await createCoupon(ctx.db, { usageLimit: 1, usedCount: 1 });
    for (const [code, errorCode] of [
      [expired.code, 'couponExpired'],
      [foreign.code, 'couponNotForRestaurant'],
      [usedUp.code, 'couponUsedUp'],
      ['NO-SUCH-CODE', 'couponInvalid'],
    ]) {
      const body = (await priceList(basket({ promocode: code }))).json();
      expect(body, code).toMatchObject({ discount: 0, total: 21.49, promocodeError: { errorCode } });
      expect(body.percentage).toBeUndefined();
    }
  });

  it('says why the order could not be placed now', async () => {
    const closed = await createOpenRestaurant(ctx.db, { openingHours: NEVER_OPEN });
    const paused = await createOpenRestaurant(ctx.db, { paused: true });
    // Hours the database holds but that do not parse count as closed, as in every list.
    const unknownZone = await createOpenRestaurant(ctx.db, { timeZone: 'Mars/Olympus_Mons' });
    const cases: [Record<string, unknown>, string][] = [
      [basket({ restaurantId: closed.restaurant.id, lines: [{ menuId: closed.pasta.id, quantity: 1 }] }), 'restaurantClosed'],
      [basket({ restaurantId: paused.restaurant.id, lines: [{ menuId: paused.pasta.id, quantity: 1 }] }), 'restaurantPaused'],
      [basket({ restaurantId: unknownZone.restaurant.id, lines: [{ menuId: unknownZone.pasta.id, quantity: 1 }] }), 'restaurantClosed'],
      [basket({ deliveryAddress: FAR_ADDRESS }), 'outsideDeliveryArea'],
      [basket({ lines: [{ extraId: shop.cola.id, quantity: 1 }] }), 'minimumOrderNotReached'],
    ];
    for (const [body, errorCode] of cases) {
      const res = await priceList(body);
      expect(res.statusCode, errorCode).toBe(200);
      expect(res.json().orderRefusal, errorCode).toMatchObject({ errorCode });
    }
  });

  it('says before payment when the basket is above the maximum order value, which a caterer can raise', async () => {
    const fifty = Array.from({ length: 50 }, (_, i) => (i % 2 ? { extraId: shop.cola.id, quantity: 99 } : { menuId: shop.pizza.id, quantity: 99 }));
    const big = (await priceList(basket({ lines: fifty }))).json();
    expect(big).toMatchObject({
      maximumOrder: 500,
      orderRefusal: { errorCode: 'maximumOrderExceeded', message: "This order is above the restaurant's maximum order value" },
    });
    expect(big.subtotal).toBeGreaterThan(500);
    const fiftyOne = await priceList(basket({ lines: [...fifty, { menuId: shop.pizza.id, quantity: 1 }] }));
    expect(fiftyOne.statusCode).toBe(400);
    const caterer = await createOpenRestaurant(ctx.db, { maximumOrderCents: 5_000_000 });
    const catering = (await priceList(basket({ restaurantId: caterer.restaurant.id, lines: [{ menuId: caterer.pasta.id, quantity: 99 }] }))).json();
    expect(catering.maximumOrder).toBe(50_000);
    expect(catering.orderRefusal).toBeUndefined();
  });

  it('refuses items of another restaurant, hidden or archived ones, naming each of this restaurant by its id and name', async () => {
    const other = await createOpenRestaurant(ctx.db);
    const hidden = await createMenu(ctx.db, { restaurantId: shop.restaurant.id, visible: false });
    const archived = await createExtra(ctx.db, { restaurantId: shop.restaurant.id, deletedAt: new Date() });
    for (const [line, item] of [
      // Another restaurant's dish is not named: its name is not this basket's business.
      [
        { menuId: other.pizza.id, quantity: 1 },
        { menuId: other.pizza.id, name: null },
      ],
      [
        { menuId: hidden.id, quantity: 1 },
        { menuId: hidden.id, name: hidden.name },
      ],
      [
        { extraId: archived.id, quantity: 1 },
        { extraId: archived.id, name: archived.name },
      ],
      [
        { menuId: 2_000_000, quantity: 1 },
        { menuId: 2_000_000, name: null },
      ],
    ] as const) {
      const res = await priceList(basket({ lines: [{ menuId: shop.pasta.id, quantity: 1 }, line] }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        status: 409,
        errorCode: 'itemNotAvailable',
        message: 'An item in your basket is no longer available',
        fields: { 'lines.1': expect.any(String) },
        items: [item],
      });
    }
  });

  it('names every dish that sold out while it sat in the basket, and prices the basket again once they are gone', async () => {
    const place = await createOpenRestaurant(ctx.db);
    const soup = await createMenu(ctx.db, { restaurantId: place.restaurant.id, name: 'Minestrone' });
    const lines = [
      { menuId: place.pizza.id, quantity: 1 },
      { menuId: soup.id, quantity: 2 },
      { extraId: place.cola.id, quantity: 1 },
    ];
    const order = (items: typeof lines) => priceList(basket({ restaurantId: place.restaurant.id, lines: items }));
    expect((await order(lines)).statusCode).toBe(200);
    // The kitchen hides the soup and archives the cola (sold out) while the customer is at checkout.
    await ctx.db.update(menus).set({ visible: false }).where(eq(menus.id, soup.id));
    await ctx.db.update(extras).set({ deletedAt: new Date() }).where(eq(extras.id, place.cola.id));
    const refused = await order(lines);
    expect(refused.json()).toMatchObject({
      errorCode: 'itemNotAvailable',
      fields: { 'lines.1': expect.any(String), 'lines.2': expect.any(String) },
      items: [
        { menuId: soup.id, name: 'Minestrone' },
        { extraId: place.cola.id, name: 'Cola 0.33 l' },
      ],
    });
    // Removing them (one tap each on the screen) leaves a basket that is priced as before.
    expect((await order([lines[0]!])).statusCode).toBe(200);
  });

  it('answers 404 for a hidden or unknown restaurant', async () => {
    const hidden = await createOpenRestaurant(ctx.db, { visible: false });
    for (const restaurantId of [hidden.restaurant.id, 2_000_000]) {
      const res = await priceList(basket({ restaurantId, lines: [{ menuId: hidden.pizza.id, quantity: 2 }] }));
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('restaurantNotFound');
    }
  });

  it('validates quantities (1-99), lines and the address', async () => {
    const bad: Record<string, unknown>[] = [
      basket({ lines: [{ menuId: shop.pizza.id, quantity: 0 }] }),
      basket({ lines: [{ menuId: shop.pizza.id, quantity: 100 }] }),
      basket({ lines: [{ menuId: shop.pizza.id, quantity: 1.5 }] }),
      basket({ lines: [{ menuId: shop.pizza.id, extraId: shop.cola.id, quantity: 1 }] }),
      basket({ lines: [{ quantity: 1 }] }),
      basket({ lines: [] }),
      basket({ deliveryAddress: { ...NEAR_ADDRESS, street: '' } }),
      basket({ total: 1 }),
    ];
    for (const body of bad) {
      const res = await priceList(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorCode).toBe('validationFailed');
    }
    const street = await priceList(basket({ deliveryAddress: { ...NEAR_ADDRESS, street: '' } }));
    expect(street.json().fields).toEqual({ 'deliveryAddress.street': 'Street is required' });
  });

  it('looks up an address typed without coordinates, and refuses one it cannot find', async () => {
    const res = await priceList(basket({ deliveryAddress: { ...NEAR_ADDRESS, street: 'Nowhere Lane', houseNumber: '999' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('addressNotFound');

    // An address that exists in the places data is found by street, house number and zip.
    const geo = ctx.app.deps.geo.get();
    const [suggestion] = await geo.autocomplete('Kirchstraße 5', { near: { latitude: 51.4336, longitude: 6.7652 } });
    const place = await geo.placeDetails(suggestion!.placeId);
    const part = (type: string) => place!.addressComponents.find((c) => c.types.includes(type))!.longText;
    const found = await priceList(
      basket({ deliveryAddress: { street: part('route'), houseNumber: part('street_number'), zip: part('postal_code'), city: 'Duisburg' } }),
    );
    expect(found.statusCode).toBe(200);
    expect(found.json().distanceMeters).toBeGreaterThan(0);
  });
});
