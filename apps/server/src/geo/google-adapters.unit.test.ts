import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_GOOGLE_KEY, fakeGoogle, KOENIGSTRASSE_48 } from '../../test/fake-geo-services';
import { type FakeHttpServer, startFakeHttpServer } from '../../test/fake-http-server';
import { GeoServiceError } from './external-provider';
import { createGooglePlaces } from './google-places';
import { createGoogleRoutes } from './google-routes';

let google: FakeHttpServer;
const near = { latitude: 51.4261, longitude: 6.7652 };

beforeAll(async () => {
  google = await startFakeHttpServer(fakeGoogle);
});
afterAll(() => google.close());
beforeEach(() => {
  google.requests.length = 0;
  google.answer(fakeGoogle);
});

const places = () => createGooglePlaces({ apiKey: FAKE_GOOGLE_KEY, placesUrl: google.url, geocodingUrl: `${google.url}/` });

describe('Google places adapter (Places API New)', () => {
  it('asks places:autocomplete with the key in a header and a location bias, and keeps only places', async () => {
    const suggestions = await places().autocomplete('Königstr', { near });
    expect(suggestions).toEqual([
      { placeId: KOENIGSTRASSE_48.id, text: KOENIGSTRASSE_48.text, mainText: KOENIGSTRASSE_48.main, secondaryText: KOENIGSTRASSE_48.secondary },
    ]);
    const [sent] = google.requests;
    expect(sent).toMatchObject({ method: 'POST', url: '/v1/places:autocomplete' });
    expect(sent!.headers['x-goog-api-key']).toBe(FAKE_GOOGLE_KEY);
    expect(sent!.url).not.toContain(FAKE_GOOGLE_KEY);
    expect(sent!.body).toEqual({ input: 'Königstr', locationBias: { circle: { center: near, radius: 50_000 } } });
  });

  it('answers no suggestions when Google has none', async () => {
    expect(await places().autocomplete('Nowhere street')).toEqual([]);
  });

  it('gets place details with the field mask of SPEC.md section 7', async () => {
    const details = await places().placeDetails(KOENIGSTRASSE_48.id);
    const [sent] = google.requests;
    expect(sent).toMatchObject({ method: 'GET', url: `/v1/places/${KOENIGSTRASSE_48.id}` });
    expect(sent!.headers['x-goog-fieldmask']).toBe('addressComponents,formattedAddress,location');
    expect(details).toEqual({
      placeId: KOENIGSTRASSE_48.id,
      addressComponents: [
        { types: ['street_number'], longText: '48' },
        { types: ['route'], longText: 'Königstraße' },
        { types: ['locality', 'political'], longText: 'Duisburg' },
        { types: ['postal_code'], longText: '47051' },
      ],
      formattedAddress: 'Königstraße 48, 47051 Duisburg, Deutschland',
      location: KOENIGSTRASSE_48.location,
    });
  });

  it('answers null for an unknown place (404 NOT_FOUND)', async () => {
    expect(await places().placeDetails('ChIJ-nothing')).toBeNull();
  });

  it('reverse-geocodes through the Geocoding API', async () => {
    const place = await places().reverse(51.4336, 6.7652);
    expect(place).toMatchObject({
      placeId: KOENIGSTRASSE_48.id,
      formattedAddress: 'Königstraße 48, 47051 Duisburg, Germany',
      location: { latitude: 51.4336, longitude: 6.7652 },
    });
    expect(place!.addressComponents).toContainEqual({ types: ['route'], longText: 'Königstraße' });
    expect(new URL(google.requests[0]!.url, 'http://x').searchParams.get('latlng')).toBe('51.4336,6.7652');
  });

  it('fails clearly on a refused key, a server error and a timeout', async () => {
    const wrongKey = createGooglePlaces({ apiKey: 'wrong', placesUrl: google.url, geocodingUrl: google.url });
    await expect(wrongKey.autocomplete('Königstr')).rejects.toThrow(/Google Places: autocomplete answered 403/);
    await expect(wrongKey.reverse(51.4, 6.7)).rejects.toThrow(GeoServiceError);
    google.answer(() => ({ status: 500, body: { error: { code: 500, status: 'INTERNAL' } } }));
    await expect(places().placeDetails(KOENIGSTRASSE_48.id)).rejects.toThrow(/answered 500/);
    google.answer(() => ({ delayMs: 500 }));
    const slow = createGooglePlaces({ apiKey: FAKE_GOOGLE_KEY, placesUrl: google.url, timeoutMs: 50 });
    await expect(slow.autocomplete('Königstr')).rejects.toThrow(/timed out/);
  });

  it('fails clearly when nothing listens', async () => {
    const closed = createGooglePlaces({ apiKey: FAKE_GOOGLE_KEY, placesUrl: 'http://127.0.0.1:9' });
    await expect(closed.autocomplete('Königstr')).rejects.toThrow(/unreachable/);
  });
});

describe('Google routes adapter (Routes API computeRoutes)', () => {
  const routes = () => createGoogleRoutes({ apiKey: FAKE_GOOGLE_KEY, routesUrl: google.url });
  const from = { latitude: 51.4336, longitude: 6.7652 };
  const to = { latitude: 51.4299, longitude: 6.7722 };

  it('asks for driving routes with alternatives as GeoJSON and reads distance, duration and line', async () => {
    const found = await routes().routes(from, to, { alternatives: true });
    const [sent] = google.requests;
    expect(sent).toMatchObject({ method: 'POST', url: '/directions/v2:computeRoutes' });
    expect(sent!.headers['x-goog-api-key']).toBe(FAKE_GOOGLE_KEY);
    expect(sent!.headers['x-goog-fieldmask']).toContain('routes.polyline.geoJsonLinestring');
    expect(sent!.body).toMatchObject({
      origin: { location: { latLng: from } },
      destination: { location: { latLng: to } },
      travelMode: 'DRIVE',
      computeAlternativeRoutes: true,
      polylineEncoding: 'GEO_JSON_LINESTRING',
    });
    expect(found).toHaveLength(2);
    expect(found[0]).toEqual({
      summary: 'Königstraße',
      distanceMeters: 1450,
      durationSeconds: 260,
      geometry: {
        type: 'LineString',
        coordinates: [
          [6.7652, 51.4336],
          [6.768, 51.432],
          [6.7722, 51.4299],
        ],
      },
    });
  });

  it('asks for one route without alternatives, and answers none when Google finds none', async () => {
    expect(await routes().routes(from, to)).toHaveLength(1);
    expect((google.requests[0]!.body as { computeAlternativeRoutes: boolean }).computeAlternativeRoutes).toBe(false);
    google.answer(() => ({ body: {} }));
    expect(await routes().routes(from, to)).toEqual([]);
  });

  it('fails clearly on an error answer or a route without a line', async () => {
    google.answer(() => ({ status: 429, body: { error: { code: 429, status: 'RESOURCE_EXHAUSTED' } } }));
    await expect(routes().routes(from, to)).rejects.toThrow(/computeRoutes answered 429/);
    google.answer(() => ({ body: { routes: [{ distanceMeters: 10, duration: '5s' }] } }));
    await expect(routes().routes(from, to)).rejects.toThrow(/without its line/);
  });
});
