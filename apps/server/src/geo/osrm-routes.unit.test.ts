import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeOsrm } from '../../test/fake-geo-services';
import { type FakeHttpServer, startFakeHttpServer } from '../../test/fake-http-server';
import { createOsrmRoutes } from './osrm-routes';

let osrm: FakeHttpServer;
const from = { latitude: 51.4336, longitude: 6.7652 };
const to = { latitude: 51.4289, longitude: 6.7905 };

beforeAll(async () => {
  osrm = await startFakeHttpServer(fakeOsrm);
});
afterAll(() => osrm.close());
beforeEach(() => {
  osrm.requests.length = 0;
  osrm.answer(fakeOsrm);
});

describe('OSRM routes adapter', () => {
  it('asks /route/v1/driving/{lon},{lat};{lon},{lat} with alternatives=3 and GeoJSON, and reads every route', async () => {
    const routes = await createOsrmRoutes({ url: `${osrm.url}/` }).routes(from, to, { alternatives: true });
    const sent = new URL(osrm.requests[0]!.url, 'http://x');
    expect(sent.pathname).toBe('/route/v1/driving/6.7652,51.4336;6.7905,51.4289');
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({ alternatives: '3', geometries: 'geojson', overview: 'full' });
    expect(routes).toHaveLength(2);
    expect(routes[0]).toEqual({
      summary: 'Mülheimer Straße, Oststraße',
      distanceMeters: 2100,
      durationSeconds: 301,
      geometry: {
        type: 'LineString',
        coordinates: [
          [6.7652, 51.4336],
          [6.78, 51.43],
          [6.7905, 51.4289],
        ],
      },
      startName: 'Königstraße',
      endName: 'Lotharstraße',
    });
  });

  it('asks for no alternatives when none are wanted', async () => {
    expect(await createOsrmRoutes({ url: osrm.url }).routes(from, to)).toHaveLength(1);
    expect(new URL(osrm.requests[0]!.url, 'http://x').searchParams.get('alternatives')).toBe('false');
  });

  it('answers no routes when OSRM says NoSegment or NoRoute', async () => {
    expect(await createOsrmRoutes({ url: osrm.url }).routes({ latitude: 85, longitude: 0 }, to)).toEqual([]);
    osrm.answer(() => ({ body: { code: 'NoRoute', message: 'Impossible route between points' } }));
    expect(await createOsrmRoutes({ url: osrm.url }).routes(from, to)).toEqual([]);
  });

  it('fails clearly on other errors and when unreachable', async () => {
    osrm.answer(() => ({ status: 400, body: { code: 'InvalidQuery', message: 'Query string malformed' } }));
    await expect(createOsrmRoutes({ url: osrm.url }).routes(from, to)).rejects.toThrow(/OSRM: route answered InvalidQuery/);
    osrm.answer(() => ({ status: 502, body: '<html>Bad gateway</html>' }));
    await expect(createOsrmRoutes({ url: osrm.url }).routes(from, to)).rejects.toThrow(/answered 502/);
    await expect(createOsrmRoutes({ url: 'http://127.0.0.1:9' }).routes(from, to)).rejects.toThrow(/unreachable/);
  });
});
