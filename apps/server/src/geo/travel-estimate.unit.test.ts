import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeOsrm, fakeOsrmTableSeconds } from '../../test/fake-geo-services';
import { type FakeHttpServer, startFakeHttpServer } from '../../test/fake-http-server';
import type { GeoConfig } from '../config';
import { type BuiltinGeoProvider } from './builtin-provider';
import { selectGeoProvider } from './geo-selection';
import { type LatLon, type TravelTimes } from './provider';
import { estimatedMatrix, estimatedSeconds, matrixOrEstimate } from './travel-estimate';

let osrm: FakeHttpServer;
beforeAll(async () => {
  osrm = await startFakeHttpServer(fakeOsrm);
});
afterAll(() => osrm.close());

const origins: LatLon[] = [
  { latitude: 51.4336, longitude: 6.7652 },
  { latitude: 51.42, longitude: 6.75 },
];
const destinations: LatLon[] = [{ latitude: 51.4289, longitude: 6.7905 }];
const estimates = () => estimatedMatrix(origins, destinations);
const noBuiltin = (): BuiltinGeoProvider => {
  throw new Error('the built-in provider is not in use');
};
const config = (routes: GeoConfig['routes'], osrmUrl?: string): GeoConfig => ({
  places: 'builtin',
  routes,
  osrmUrl,
  googleUrls: { routes: 'http://127.0.0.1:9' },
});

describe('travel-time estimates', () => {
  it('are the straight line × 1.3 at 25 km/h, as estimatedRoute says', () => {
    // 1 km north: 1,300 m at 6.94 m/s.
    expect(estimatedSeconds({ latitude: 51, longitude: 7 }, { latitude: 51 + 1000 / 111_195, longitude: 7 })).toBe(187);
    expect([...estimates()]).toEqual([estimatedSeconds(origins[0]!, destinations[0]!), estimatedSeconds(origins[1]!, destinations[0]!)]);
    expect(estimatedSeconds({ latitude: NaN, longitude: 7 }, destinations[0]!)).toBe(Infinity);
  });

  it('stand in when the source fails, throws, is late or missing', async () => {
    const failing: TravelTimes = { travelMatrix: () => Promise.reject(new Error('down')) };
    const late: TravelTimes = { travelMatrix: () => new Promise(() => {}) };
    expect(await matrixOrEstimate(() => failing, origins, destinations)).toEqual(estimates());
    expect(await matrixOrEstimate(noBuiltin, origins, destinations)).toEqual(estimates());
    expect(await matrixOrEstimate(() => late, origins, destinations, 20)).toEqual(estimates());
    expect(await matrixOrEstimate(null, origins, destinations)).toEqual(estimates());
  });
});

describe('the app provider’s travel matrix', () => {
  it('uses OSRM’s table with ROUTES_PROVIDER=osrm, and estimates when OSRM fails', async () => {
    const geo = selectGeoProvider(config('osrm', osrm.url), noBuiltin);
    expect([...(await geo.travelMatrix(origins, destinations))]).toEqual(origins.map((o) => fakeOsrmTableSeconds(o, destinations[0]!)));
    osrm.answer(() => ({ status: 500, body: { code: 'InternalError' } }));
    expect(await geo.travelMatrix(origins, destinations)).toEqual(estimates());
    osrm.answer(fakeOsrm);
  });

  it('estimates with Google (no table there) and asks the built-in provider with ROUTES_PROVIDER=builtin', async () => {
    const requests = osrm.requests.length;
    expect(await selectGeoProvider(config('google'), noBuiltin).travelMatrix(origins, destinations)).toEqual(estimates());
    expect(osrm.requests).toHaveLength(requests);
    const table = new Float64Array([60, 120]);
    const builtin = { travelMatrix: async () => table } as unknown as BuiltinGeoProvider;
    expect(await selectGeoProvider(config('builtin'), () => builtin).travelMatrix(origins, destinations)).toBe(table);
    expect(await selectGeoProvider(config('builtin'), noBuiltin).travelMatrix(origins, destinations)).toEqual(estimates());
  });
});
