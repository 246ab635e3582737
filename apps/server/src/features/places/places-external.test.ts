import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RouteOption } from '@forkly/contracts';
import { FAKE_GOOGLE_KEY, fakeGoogle, fakeOsrm, KOENIGSTRASSE_48 } from '../../../test/fake-geo-services';
import { type FakeHttpServer, startFakeHttpServer } from '../../../test/fake-http-server';
import { createTestContext, type TestContext } from '../../../test/helper';

let google: FakeHttpServer;
let osrm: FakeHttpServer;
/** Places from Google, routes from OSRM. */
let withOsrm: TestContext;
/** Places and routes from Google. */
let allGoogle: TestContext;

const googleUrls = () => ({ places: google.url, routes: google.url, geocoding: google.url });
const directions = '/api/directions?originLatitude=51.4336&originLongitude=6.7652&destinationLatitude=51.4289&destinationLongitude=6.7905&alternatives=true';

beforeAll(async () => {
  google = await startFakeHttpServer(fakeGoogle);
  osrm = await startFakeHttpServer(fakeOsrm);
  withOsrm = await createTestContext({
    env: { PLACES_PROVIDER: 'google', ROUTES_PROVIDER: 'osrm', GOOGLE_MAPS_API_KEY: FAKE_GOOGLE_KEY, OSRM_URL: osrm.url },
    config: { geo: { places: 'google', routes: 'osrm', googleMapsApiKey: FAKE_GOOGLE_KEY, osrmUrl: osrm.url, googleUrls: googleUrls() } },
  });
  allGoogle = await createTestContext({
    config: { geo: { places: 'google', routes: 'google', googleMapsApiKey: FAKE_GOOGLE_KEY, googleUrls: googleUrls() } },
  });
});
afterAll(async () => {
  await withOsrm?.close();
  await allGoogle?.close();
  await google?.close();
  await osrm?.close();
});
beforeEach(() => {
  google.answer(fakeGoogle);
  osrm.answer(fakeOsrm);
});

describe('PLACES_PROVIDER=google, ROUTES_PROVIDER=osrm', () => {
  it('passes Google suggestions and details through our API, biased to the Duisburg centre', async () => {
    const res = await withOsrm.request({ method: 'GET', url: '/api/places/autocomplete?input=K%C3%B6nigstr' });
    expect(res.json()).toEqual({
      suggestions: [{ placeId: KOENIGSTRASSE_48.id, text: KOENIGSTRASSE_48.text, mainText: KOENIGSTRASSE_48.main, secondaryText: KOENIGSTRASSE_48.secondary }],
    });
    const sent = google.requests.find((r) => r.url === '/v1/places:autocomplete');
    expect(sent!.body).toMatchObject({ locationBias: { circle: { center: { latitude: 51.4261, longitude: 6.7652 } } } });

    const details = await withOsrm.request({ method: 'GET', url: `/api/places/${KOENIGSTRASSE_48.id}` });
    expect(details.json()).toMatchObject({ formattedAddress: 'Königstraße 48, 47051 Duisburg, Deutschland', location: KOENIGSTRASSE_48.location });
    expect((await withOsrm.request({ method: 'GET', url: '/api/places/ChIJ-unknown' })).statusCode).toBe(404);
  });

  it("gives OSRM's routes fastest first, with start and end addresses from Google", async () => {
    const res = await withOsrm.request({ method: 'GET', url: directions });
    const { routes } = res.json<{ routes: RouteOption[] }>();
    expect(routes.map((r) => r.durationSeconds)).toEqual([301, 351]);
    expect(routes[0]).toMatchObject({ summary: 'Mülheimer Straße, Oststraße', distanceMeters: 2100, startAddress: 'Königstraße 48, 47051 Duisburg, Germany' });
  });

  it('answers the errors of SPEC.md section 8 when a provider fails, never a 500', async () => {
    google.answer(() => ({ status: 503, body: { error: { code: 503, status: 'UNAVAILABLE' } } }));
    const suggestions = await withOsrm.request({ method: 'GET', url: '/api/places/autocomplete?input=Lotharstr' });
    expect(suggestions.statusCode).toBe(502);
    expect(suggestions.json()).toEqual({ status: 502, errorCode: 'placesUnavailable', message: 'Failed to fetch place suggestions' });
    const details = await withOsrm.request({ method: 'GET', url: '/api/places/ChIJ-other' });
    expect(details.json()).toEqual({ status: 502, errorCode: 'placeDetailsUnavailable', message: 'Failed to fetch place details' });
    osrm.answer(() => ({ status: 500, body: { code: 'InternalError' } }));
    const routes = await withOsrm.request({ method: 'GET', url: directions.replace('51.4289', '51.4290') });
    expect(routes.json()).toEqual({ status: 502, errorCode: 'routesUnavailable', message: 'Failed to fetch directions' });
  });

  it('does not cache a failure: the next call asks again', async () => {
    google.answer(() => ({ status: 500, body: {} }));
    expect((await withOsrm.request({ method: 'GET', url: '/api/places/autocomplete?input=K%C3%B6nigsallee' })).statusCode).toBe(502);
    google.answer(fakeGoogle);
    expect((await withOsrm.request({ method: 'GET', url: '/api/places/autocomplete?input=K%C3%B6nigsallee' })).statusCode).toBe(200);
  });

  it('says routes are not drawn (Google in the mix) and serves no demo network', async () => {
    const config = await withOsrm.request({ method: 'GET', url: '/api/map/config' });
    expect(config.json()).toMatchObject({ drawRoutes: false, demoData: false, network: null });
    expect((await withOsrm.request({ method: 'GET', url: '/api/map/network' })).statusCode).toBe(404);
  });
});

describe('PLACES_PROVIDER=google, ROUTES_PROVIDER=google', () => {
  it('gives Google routes with alternatives as text-only routes', async () => {
    const res = await allGoogle.request({ method: 'GET', url: directions });
    const { routes } = res.json<{ routes: RouteOption[] }>();
    expect(routes.map((r) => r.summary)).toEqual(['Königstraße', 'Friedrich-Wilhelm-Straße']);
    expect(routes[0]!.endAddress).toBe('Königstraße 48, 47051 Duisburg, Germany');
    expect((await allGoogle.request({ method: 'GET', url: '/api/map/config' })).json()).toMatchObject({
      drawRoutes: false,
      attribution: 'Places and routes by Google',
    });
  });
});
