import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltinGeoProvider, createBuiltinGeoProvider } from './builtin-provider';
import { geoDataPath } from './geo-data-paths';

let geo: BuiltinGeoProvider;

beforeAll(() => {
  geo = createBuiltinGeoProvider({ osmPbfPath: geoDataPath('osm', 'liechtenstein-nominatim-test.osm.pbf'), workers: false });
  console.log('liechtenstein:', JSON.stringify(geo.info()));
});

const component = (details: { addressComponents: { types: string[]; longText: string }[] } | null, type: string) =>
  details?.addressComponents.find((c) => c.types.includes(type))?.longText;

describe('the Liechtenstein extract', () => {
  it('loads roads and addresses', () => {
    const info = geo.info();
    expect(info.source).toBe('osm');
    expect(info.addresses).toBeGreaterThan(3000);
    expect(info.routableNodes).toBeGreaterThan(10_000);
    expect(geo.mapConfig()).toMatchObject({ demoData: false, attribution: '© OpenStreetMap contributors' });
  });

  it('geocodes an address with its postcode', async () => {
    const [top] = await geo.autocomplete('Landstrasse 109, 9490');
    expect(top).toMatchObject({ mainText: 'Landstrasse 109', secondaryText: '9490 Vaduz' });
    const details = await geo.placeDetails(top!.placeId);
    expect(component(details, 'street_number')).toBe('109');
    expect(component(details, 'route')).toBe('Landstrasse');
    expect(component(details, 'postal_code')).toBe('9490');
    expect(component(details, 'locality')).toBe('Vaduz');
    expect(details!.formattedAddress).toBe('Landstrasse 109, 9490 Vaduz');
    expect(details!.location.latitude).toBeCloseTo(47.1517, 3);
  });

  it('tells the same street apart by postcode', async () => {
    const suggestions = await geo.autocomplete('Zollstrasse 56, 9490');
    expect(suggestions.map((s) => s.text)).toContain('Zollstrasse 56, 9490 Vaduz');
    for (const s of suggestions) expect(s.secondaryText.startsWith('9490')).toBe(true);
  });

  it('routes between two geocoded addresses', async () => {
    const [from] = await geo.autocomplete('Landstrasse 109, 9490');
    const [to] = await geo.autocomplete('Neugrütweg 8, 9491');
    const a = (await geo.placeDetails(from!.placeId))!.location;
    const b = (await geo.placeDetails(to!.placeId))!.location;
    const routes = await geo.routes(a, b, { alternatives: true });
    expect(routes.length).toBeGreaterThan(0);
    // Vaduz to Ruggell is about 14 km by road.
    expect(routes[0]!.distanceMeters).toBeGreaterThan(10_000);
    expect(routes[0]!.distanceMeters).toBeLessThan(25_000);
    expect(routes[0]!.startAddress).toBe('Landstrasse 109, 9490 Vaduz');
  });

  it('has no travel time between Liechtenstein and the piece of Alabama the extract also holds', async () => {
    const vaduz = { latitude: 47.1517, longitude: 9.5215 };
    const ruggell = { latitude: 47.2403, longitude: 9.5285 };
    const alabama = { latitude: 32.456082, longitude: -86.433247 };
    const [north, across, back, stay] = await geo.travelMatrix([vaduz, alabama], [ruggell, alabama]);
    expect([across, back, stay]).toEqual([Infinity, Infinity, 0]);
    expect(await geo.routes(vaduz, alabama)).toEqual([]);
    // Vaduz to Ruggell: about 14 km, a quarter of an hour.
    expect(north).toBeGreaterThan(600);
    expect(north).toBeLessThan(1800);
  });
});
