import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapRestaurant } from '@forkly/contracts';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createRestaurant } from '../../../test/factories';

describe('GET /map/restaurants', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const list = async (token?: string) => {
    const res = await ctx.request({ method: 'GET', url: '/api/map/restaurants', token });
    expect(res.statusCode).toBe(200);
    return res.json<{ restaurants: MapRestaurant[] }>().restaurants;
  };

  it('gives a visitor every visible located restaurant, branches too, by name, with only marker fields', async () => {
    const { restaurant: parent } = await createRestaurant(ctx.db, { name: 'Aalto Grill', latitude: 51.43, longitude: 6.76 });
    await createRestaurant(ctx.db, { name: 'Aalto Grill Süd', parentRestaurantId: parent.id, latitude: 51.41, longitude: 6.78, houseNumber: '3a' });
    await createRestaurant(ctx.db, { name: 'Aalto Hidden', visible: false });
    await createRestaurant(ctx.db, { name: 'Aalto Nowhere', latitude: null, longitude: null });

    const restaurants = (await list()).filter((r) => r.name.startsWith('Aalto'));
    expect(restaurants.map((r) => r.name)).toEqual(['Aalto Grill', 'Aalto Grill Süd']);
    expect(restaurants[0]).toEqual({ id: parent.id, name: 'Aalto Grill', address: 'Königstraße 10, 47051 Duisburg', latitude: 51.43, longitude: 6.76 });
    expect(restaurants[1]).toMatchObject({ address: 'Königstraße 3a, 47051 Duisburg', latitude: 51.41, longitude: 6.78 });
  });

  it('answers the same for a signed-in customer', async () => {
    const { token } = await ctx.loginAs('USER');
    expect((await list(token)).map((r) => r.id)).toEqual((await list()).map((r) => r.id));
  });

  it('leaves out a missing part of the address instead of printing blanks', async () => {
    await createRestaurant(ctx.db, { name: 'Aalto Bare', street: null, houseNumber: null, zip: null, city: 'Duisburg' });
    expect((await list()).find((r) => r.name === 'Aalto Bare')?.address).toBe('Duisburg');
  });
});

describe('MAP_STYLE_URL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { MAP_STYLE_URL: 'https://tiles.example.test/styles/city.json' } });
  });
  afterAll(() => ctx.close());

  it('replaces the drawn network with the tile style, and the CSP lets the maps reach its host', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/map/config' });
    expect(res.json()).toMatchObject({ styleUrl: 'https://tiles.example.test/styles/city.json', network: null, attribution: '© OpenStreetMap contributors' });
    // The pages' CSP (the map draws in the app's pages; the API's own answers load nothing).
    const page = await ctx.request({ method: 'GET', url: '/api/no-such-page' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/connect-src 'self' https:\/\/tiles\.example\.test/);
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/tiles\.example\.test/);
    expect(csp).toMatch(/worker-src 'self' blob:/);
  });
});
