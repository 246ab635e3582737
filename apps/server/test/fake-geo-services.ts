import type { FakeAnswer, FakeRequest } from './fake-http-server';

/** The key the fake Google accepts; anything else is refused as Google refuses it. */
export const FAKE_GOOGLE_KEY = 'test-google-key';

export const KOENIGSTRASSE_48 = {
  id: 'ChIJ-koenigstrasse-48',
  text: 'Königstraße 48, 47051 Duisburg, Deutschland',
  main: 'Königstraße 48',
  secondary: '47051 Duisburg, Deutschland',
  location: { latitude: 51.4336, longitude: 6.7652 },
};

const googleError = (code: number, status: string, message: string): FakeAnswer => ({ status: code, body: { error: { code, message, status } } });

/**
 * Google Maps Platform as its documentation shows it: Places API (New) autocomplete and details,
 * the Geocoding API's reverse lookup and the Routes API's computeRoutes.
 */
export function fakeGoogle(request: FakeRequest): FakeAnswer {
  const url = new URL(request.url, 'http://fake');
  if (url.pathname === '/maps/api/geocode/json') {
    if (url.searchParams.get('key') !== FAKE_GOOGLE_KEY)
      return { body: { results: [], status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' } };
    return {
      body: {
        status: 'OK',
        results: [
          {
            place_id: KOENIGSTRASSE_48.id,
            formatted_address: 'Königstraße 48, 47051 Duisburg, Germany',
            address_components: [
              { long_name: '48', short_name: '48', types: ['street_number'] },
              { long_name: 'Königstraße', short_name: 'Königstraße', types: ['route'] },
              { long_name: 'Duisburg', short_name: 'DU', types: ['locality', 'political'] },
              { long_name: '47051', short_name: '47051', types: ['postal_code'] },
            ],
            geometry: { location: { lat: 51.4336, lng: 6.7652 }, location_type: 'ROOFTOP' },
            types: ['street_address'],
          },
        ],
      },
    };
  }
  if (request.headers['x-goog-api-key'] !== FAKE_GOOGLE_KEY) return googleError(403, 'PERMISSION_DENIED', 'API key not valid. Please pass a valid API key.');
  if (request.method === 'POST' && url.pathname === '/v1/places:autocomplete') {
    const input = String((request.body as { input?: string }).input ?? '').toLowerCase();
    if (!input.startsWith('königs')) return { body: {} };
    return {
      body: {
        suggestions: [
          {
            placePrediction: {
              place: `places/${KOENIGSTRASSE_48.id}`,
              placeId: KOENIGSTRASSE_48.id,
              text: { text: KOENIGSTRASSE_48.text, matches: [{ endOffset: input.length }] },
              structuredFormat: {
                mainText: { text: KOENIGSTRASSE_48.main, matches: [{ endOffset: input.length }] },
                secondaryText: { text: KOENIGSTRASSE_48.secondary },
              },
              types: ['street_address', 'geocode'],
            },
          },
          { queryPrediction: { text: { text: 'Königstraße restaurants' }, structuredFormat: { mainText: { text: 'Königstraße restaurants' } } } },
        ],
      },
    };
  }
  if (request.method === 'GET' && url.pathname.startsWith('/v1/places/')) {
    const id = decodeURIComponent(url.pathname.slice('/v1/places/'.length));
    if (id !== KOENIGSTRASSE_48.id) return googleError(404, 'NOT_FOUND', `Place '${id}' not found.`);
    return {
      body: {
        addressComponents: [
          { longText: '48', shortText: '48', types: ['street_number'], languageCode: 'de' },
          { longText: 'Königstraße', shortText: 'Königstraße', types: ['route'], languageCode: 'de' },
          { longText: 'Duisburg', shortText: 'DU', types: ['locality', 'political'], languageCode: 'de' },
          { longText: '47051', shortText: '47051', types: ['postal_code'], languageCode: 'de' },
        ],
        formattedAddress: 'Königstraße 48, 47051 Duisburg, Deutschland',
        location: KOENIGSTRASSE_48.location,
      },
    };
  }
  if (request.method === 'POST' && url.pathname === '/directions/v2:computeRoutes') {
    const alternatives = (request.body as { computeAlternativeRoutes?: boolean }).computeAlternativeRoutes;
    const line = (mid: [number, number]) => ({ type: 'LineString', coordinates: [[6.7652, 51.4336], mid, [6.7722, 51.4299]] });
    const routes = [
      { distanceMeters: 1450, duration: '260s', description: 'Königstraße', polyline: { geoJsonLinestring: line([6.768, 51.432]) } },
      { distanceMeters: 1320, duration: '310s', description: 'Friedrich-Wilhelm-Straße', polyline: { geoJsonLinestring: line([6.77, 51.434]) } },
    ];
    return { body: { routes: alternatives ? routes : routes.slice(0, 1) } };
  }
  return googleError(404, 'NOT_FOUND', 'Method not found.');
}

/** The fake table's seconds between two points: 10 s per 0.001° of latitude plus longitude. */
export function fakeOsrmTableSeconds(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }): number {
  return Math.round((Math.abs(from.latitude - to.latitude) + Math.abs(from.longitude - to.longitude)) * 10_000 * 10) / 10;
}

/**
 * OSRM's /table/v1 as its HTTP documentation shows it: a coordinate above 80° N cannot be snapped
 * (NoSegment), one below 80° S lies where no road joins it to the others (null durations).
 */
function fakeOsrmTable(url: URL): FakeAnswer {
  const points = url.pathname
    .slice('/table/v1/driving/'.length)
    .split(';')
    .map((pair) => pair.split(',').map(Number))
    .map(([longitude, latitude]) => ({ latitude: latitude!, longitude: longitude! }));
  if (points.length > 100) return { status: 400, body: { code: 'TooBig', message: 'Too many table coordinates' } };
  if (points.some((p) => p.latitude > 80))
    return { status: 400, body: { code: 'NoSegment', message: 'Could not find a matching segment for any coordinate.' } };
  const list = (name: string) => (url.searchParams.get(name) ?? '').split(';').map(Number);
  const [sources, destinations] = [list('sources'), list('destinations')];
  const durations = sources.map((s) =>
    destinations.map((d) => (points[s]!.latitude < -80 || points[d]!.latitude < -80 ? null : fakeOsrmTableSeconds(points[s]!, points[d]!))),
  );
  const waypoint = (i: number) => ({ hint: `w${i}`, distance: 1.5, name: '', location: [points[i]!.longitude, points[i]!.latitude] });
  return { body: { code: 'Ok', durations, sources: sources.map(waypoint), destinations: destinations.map(waypoint) } };
}

/** A self-hosted OSRM's /route/v1 (and /table/v1) as its HTTP documentation shows it. */
export function fakeOsrm(request: FakeRequest): FakeAnswer {
  const url = new URL(request.url, 'http://fake');
  if (url.pathname.startsWith('/table/v1/driving/')) return fakeOsrmTable(url);
  const match = /^\/route\/v1\/driving\/([-\d.]+),([-\d.]+);([-\d.]+),([-\d.]+)$/.exec(url.pathname);
  if (!match) return { status: 400, body: { code: 'InvalidUrl', message: `URL string malformed close to position 1: "${url.pathname}"` } };
  const [fromLon, fromLat, toLon, toLat] = match.slice(1).map(Number) as [number, number, number, number];
  if (fromLat > 80) return { status: 400, body: { code: 'NoSegment', message: 'Could not find a matching segment for coordinate 0' } };
  const route = (distance: number, duration: number, summary: string, mid: [number, number]) => ({
    geometry: { type: 'LineString', coordinates: [[fromLon, fromLat], mid, [toLon, toLat]] },
    legs: [{ steps: [], summary, weight: duration, duration, distance }],
    weight_name: 'routability',
    weight: duration,
    duration,
    distance,
  });
  const routes = [route(2100.4, 301.2, 'Mülheimer Straße, Oststraße', [6.78, 51.43]), route(2500.7, 350.9, 'Sternbuschweg', [6.79, 51.42])];
  const alternatives = url.searchParams.get('alternatives');
  return {
    body: {
      code: 'Ok',
      routes: alternatives && alternatives !== 'false' ? routes : routes.slice(0, 1),
      waypoints: [
        { hint: 'a', distance: 3.2, name: 'Königstraße', location: [fromLon, fromLat] },
        { hint: 'b', distance: 5.1, name: 'Lotharstraße', location: [toLon, toLat] },
      ],
    },
  };
}
