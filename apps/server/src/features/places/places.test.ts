import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlaceDetails, RouteOption } from '@forkly/contracts';
import { createTestContext, type TestContext } from '../../../test/helper';

let ctx: TestContext;
/** A real address of the demo city near the centre, found through the provider itself. */
let home: { street: string; number: string; zip: string; placeId: string };

const get = (url: string, headers: Record<string, string> = {}) => ctx.request({ method: 'GET', url: `/api${url}`, headers });
const component = (details: PlaceDetails, type: string) => details.addressComponents.find((c) => c.types.includes(type))?.longText;

beforeAll(async () => {
  ctx = await createTestContext();
  const place = (await ctx.app.deps.geo.get().reverse(51.4336, 6.7652))!;
  home = { street: component(place, 'route')!, number: component(place, 'street_number')!, zip: component(place, 'postal_code')!, placeId: place.placeId };
});
afterAll(() => ctx.close());

describe('GET /places/autocomplete', () => {
  it('suggests demo streets for the start of a name', async () => {
    const res = await get(`/places/autocomplete?input=${encodeURIComponent(home.street.slice(0, 6))}`);
    expect(res.statusCode).toBe(200);
    const { suggestions } = res.json<{ suggestions: { placeId: string; text: string; mainText: string; secondaryText: string }[] }>();
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(5);
    for (const s of suggestions) expect(Object.keys(s).sort()).toEqual(['mainText', 'placeId', 'secondaryText', 'text']);
    expect(suggestions.some((s) => s.mainText === home.street)).toBe(true);
  });

  it('finds a street and house number exactly', async () => {
    const res = await get(`/places/autocomplete?input=${encodeURIComponent(`${home.street} ${home.number}`)}&latitude=51.43&longitude=6.76`);
    const [first] = res.json<{ suggestions: { placeId: string; mainText: string; secondaryText: string }[] }>().suggestions;
    expect(first).toMatchObject({ placeId: home.placeId, mainText: `${home.street} ${home.number}`, secondaryText: `${home.zip} Duisburg` });
  });

  it('refuses input of 3 characters or less, and bad or half coordinates, with 400', async () => {
    const short = await get('/places/autocomplete?input=Abc');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errorCode: 'validationFailed', fields: { input: 'must be at least 4 characters' } });
    expect((await get('/places/autocomplete?input=%20%20Ab%20%20')).statusCode).toBe(400);
    expect((await get('/places/autocomplete')).statusCode).toBe(400);
    expect((await get(`/places/autocomplete?input=${'x'.repeat(201)}`)).statusCode).toBe(400);
    const badLat = await get('/places/autocomplete?input=Haupt&latitude=91&longitude=6.7');
    expect(badLat.statusCode).toBe(400);
    expect(badLat.json().fields).toHaveProperty('latitude');
    expect((await get('/places/autocomplete?input=Haupt&latitude=north&longitude=6.7')).statusCode).toBe(400);
    const half = await get('/places/autocomplete?input=Haupt&latitude=51.4');
    expect(half.statusCode).toBe(400);
    expect(half.json()).toMatchObject({ errorCode: 'validationFailed', fields: { longitude: 'longitude is a required field' } });
  });

  it('answers the same input from its one-minute cache', async () => {
    const spy = vi.spyOn(ctx.app.deps.geo.get(), 'autocomplete');
    const url = `/places/autocomplete?input=${encodeURIComponent(`${home.street} 1`)}`;
    const first = await get(url);
    const second = await get(url);
    expect(second.json()).toEqual(first.json());
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});

describe('GET /places/{placeId}', () => {
  it('gives the address components, formatted address and location', async () => {
    const res = await get(`/places/${encodeURIComponent(home.placeId)}`);
    expect(res.statusCode).toBe(200);
    const details = res.json<PlaceDetails>();
    expect(Object.keys(details).sort()).toEqual(['addressComponents', 'formattedAddress', 'location']);
    expect(component(details, 'route')).toBe(home.street);
    expect(component(details, 'street_number')).toBe(home.number);
    expect(component(details, 'postal_code')).toBe(home.zip);
    expect(component(details, 'locality')).toBe('Duisburg');
    expect(details.formattedAddress).toBe(`${home.street} ${home.number}, ${home.zip} Duisburg`);
    expect(details.location.latitude).toBeCloseTo(51.4336, 2);
    expect(details.location.longitude).toBeCloseTo(6.7652, 2);
  });

  it('answers 404 for an unknown placeId', async () => {
    const res = await get('/places/demo%3Aa999999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'placeNotFound', message: 'Place not found' });
  });
});

describe('GET /directions', () => {
  const query = (from: [number, number], to: [number, number], extra = '') =>
    `/directions?originLatitude=${from[0]}&originLongitude=${from[1]}&destinationLatitude=${to[0]}&destinationLongitude=${to[1]}${extra}`;

  it('gives routes with alternatives, fastest first, with addresses and a GeoJSON line', async () => {
    const res = await get(query([51.4336, 6.7652], [51.4126, 6.8003], '&alternatives=true'));
    expect(res.statusCode).toBe(200);
    const { routes } = res.json<{ routes: RouteOption[] }>();
    expect(routes.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < routes.length; i++) expect(routes[i]!.durationSeconds).toBeGreaterThanOrEqual(routes[i - 1]!.durationSeconds);
    const [fastest] = routes;
    expect(fastest!.distanceMeters).toBeGreaterThan(2000);
    expect(fastest!.startAddress).toBe(`${home.street} ${home.number}, ${home.zip} Duisburg`);
    expect(fastest!.endAddress).toMatch(/, 47\d{3} Duisburg$/);
    expect(fastest!.summary.length).toBeGreaterThan(0);
    expect(fastest!.geometry.type).toBe('LineString');
    expect(fastest!.geometry.coordinates.length).toBeGreaterThan(2);
  });

  it('gives one route with alternatives=false', async () => {
    const res = await get(query([51.4336, 6.7652], [51.4126, 6.8003], '&alternatives=false'));
    expect(res.json<{ routes: RouteOption[] }>().routes).toHaveLength(1);
  });

  it('refuses bad or missing coordinates with 400', async () => {
    expect((await get(query([91, 6.7], [51.4, 6.8]))).statusCode).toBe(400);
    expect((await get(query([51.4, 181], [51.4, 6.8]))).statusCode).toBe(400);
    expect((await get(query([51.4, 6.7], [51.4, 6.8], '&alternatives=maybe'))).statusCode).toBe(400);
    const missing = await get('/directions?originLatitude=51.4&originLongitude=6.7');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(expect.arrayContaining(['destinationLatitude', 'destinationLongitude']));
    expect((await get(query([Number.NaN, 6.7], [51.4, 6.8]))).statusCode).toBe(400);
  });
});

describe('GET /map/config and /map/network', () => {
  it('describes the demo map: Duisburg, drawable routes and the network to draw', async () => {
    const res = await get('/map/config');
    expect(res.json()).toEqual({
      center: { latitude: 51.4261, longitude: 6.7652 },
      zoom: 12,
      attribution: '© OpenStreetMap contributors',
      demoData: true,
      network: '/api/map/network',
      drawRoutes: true,
      styleUrl: null,
    });
  });

  it('serves the street network as GeoJSON, gzipped when asked, with an ETag and cache headers', async () => {
    const plain = await get('/map/network');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^application\/geo\+json/);
    expect(plain.headers['cache-control']).toBe('public, max-age=3600');
    const network = plain.json<{ type: string; demoData: boolean; features: unknown[] }>();
    expect(network).toMatchObject({ type: 'FeatureCollection', demoData: true });
    expect(network.features.length).toBeGreaterThan(1000);

    const gzip = await get('/map/network', { 'accept-encoding': 'gzip, deflate, br' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);

    const etag = String(plain.headers.etag);
    const again = await get('/map/network', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});
