import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerRequests } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';
import { NEAR_POINT } from '../../../test/order-factories';

let ctx: TestContext;
let ipCounter = 0;
const nextIp = () => `10.6.0.${++ipCounter}`;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

// A real address of the demo city; the coordinates sent with it are not the ones stored.
const address = { street: 'Dieselgasse', houseNumber: '3', zip: '47059', city: 'Duisburg', floor: 0, apartmentNr: '', latitude: 1, longitude: 1 };
function payload(overrides: Record<string, unknown> = {}) {
  return {
    fullname: 'Mia Fischer',
    partnerName: 'Mia’s Noodles',
    email: 'mia@example.test',
    phone: '+49 203 123 456',
    contactMode: 'PHONE',
    address,
    ...overrides,
  };
}
function register(type: string, body: unknown) {
  return ctx.request({ method: 'POST', url: `/api/partner/${type}/registration`, payload: body as object, remoteAddress: nextIp() });
}
async function requestCount() {
  const [row] = await ctx.db.select({ n: count() }).from(partnerRequests);
  return row!.n;
}

describe('POST /partner/{type}/registration', () => {
  it('stores a PENDING restaurant request with its address', async () => {
    const res = await register('restaurant', payload());
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const row = await ctx.db.query.partnerRequests.findFirst({ where: eq(partnerRequests.id, id) });
    expect(row).toMatchObject({
      type: 'restaurant',
      status: 'PENDING',
      fullname: 'Mia Fischer',
      partnerName: 'Mia’s Noodles',
      email: 'mia@example.test',
      phone: '+49203123456',
      contactMode: 'PHONE',
      street: 'Dieselgasse',
      city: 'Duisburg',
      latitude: expect.closeTo(NEAR_POINT.latitude, 4),
      longitude: expect.closeTo(NEAR_POINT.longitude, 4),
      reviewedBy: null,
      signedBy: null,
    });
  });

  it('stores courier and service requests without a partner name; contact mode defaults to EMAIL', async () => {
    for (const type of ['courier', 'service']) {
      const res = await register(type, payload({ partnerName: undefined, contactMode: undefined }));
      expect(res.statusCode, type).toBe(201);
      const row = await ctx.db.query.partnerRequests.findFirst({ where: eq(partnerRequests.id, res.json().id) });
      expect(row).toMatchObject({ type, partnerName: null, contactMode: 'EMAIL', status: 'PENDING' });
    }
    const ignored = await register('courier', payload({ partnerName: 'Not a restaurant' }));
    const row = await ctx.db.query.partnerRequests.findFirst({ where: eq(partnerRequests.id, ignored.json().id) });
    expect(row?.partnerName).toBeNull();
  });

  it('needs the restaurant name for a restaurant', async () => {
    const before = await requestCount();
    for (const partnerName of [undefined, '', '   ']) {
      const res = await register('restaurant', payload({ partnerName }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'validationFailed', fields: { partnerName: 'Restaurant Name is required' } });
    }
    expect(await requestCount()).toBe(before);
  });

  it('refuses an unknown type', async () => {
    const res = await register('regular', payload());
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ type: 'Invalid value' });
  });

  it('answers each bad field with its message and stores nothing', async () => {
    const before = await requestCount();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ fullname: '' }, { fullname: 'Full Name is required' }],
      [{ email: '' }, { email: 'Email is required' }],
      [{ email: 'mia-at-example' }, { email: 'Enter a valid email' }],
      [{ phone: '' }, { phone: 'Contact is required' }],
      [{ contactMode: 'PIGEON' }, { contactMode: 'Contact Mode is required' }],
      [{ address: undefined }, { address: 'Address is required' }],
      [{ address: { ...address, street: '' } }, { 'address.street': 'Street is required' }],
      [{ fullname: 'x'.repeat(121) }, { fullname: 'must be at most 120' }],
      [{ status: 'APPROVED' }, { status: 'Unknown field' }],
      [{ fullname: ['Mia'] }, { fullname: 'Full Name is required' }],
    ];
    for (const [overrides, fields] of cases) {
      const res = await register('courier', payload(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().fields, JSON.stringify(overrides)).toEqual(fields);
    }
    expect(await requestCount()).toBe(before);
  });
});
