import { readFileSync } from 'node:fs';
import pointInPolygon from 'point-in-polygon';
import { beforeAll, describe, expect, it } from 'vitest';
import { randomCityPairs } from './bench-routes';
import { type BuiltinGeoProvider, providerFromDataset } from './builtin-provider';
import { generateDemoCity } from './demo-city';
import { geoDataPath } from './geo-data-paths';
import { type GeoDataset } from './geo-dataset';
import { haversineMeters } from './geo-math';
import { ringsOf } from './polygon-tester';
import { buildRoadGraph } from './road-graph';
import { buildSnapIndexData, SnapIndex } from './snap-index';

const CENTER = { latitude: 51.4261, longitude: 6.7652 };
let dataset: GeoDataset;
let geo: BuiltinGeoProvider;
let buildMs: number;

beforeAll(() => {
  const started = performance.now();
  dataset = generateDemoCity();
  geo = providerFromDataset(dataset, { workers: false, networkUrl: '/api/places/network' }, started);
  buildMs = performance.now() - started;
  console.log(`demo city: built in ${Math.round(buildMs)} ms`, JSON.stringify(geo.info()));
});

/** The outline checked with the point-in-polygon package, independent of our banded tester. */
function insideDuisburg(): (lon: number, lat: number) => boolean {
  const rings = ringsOf(JSON.parse(readFileSync(geoDataPath('duisburg-districts', '000_duisburg.json'), 'utf8')));
  return (lon, lat) => rings.filter((ring) => pointInPolygon([lon, lat], ring)).length % 2 === 1;
}

describe('the demo city', () => {
  // Its build time is printed above, not asserted: a timed assertion fails on a busy machine.
  it('is generated deterministically, and says it is demo data', () => {
    const again = generateDemoCity();
    expect(again.ways.length).toBe(dataset.ways.length);
    expect(again.addresses[1000]).toEqual(dataset.addresses[1000]);
    expect(generateDemoCity({ seed: 7 }).ways[0]!.name).not.toBe(dataset.ways[0]!.name);
    expect(geo.mapConfig()).toEqual({
      center: CENTER,
      zoom: 12,
      attribution: '© OpenStreetMap contributors',
      demoData: true,
      network: '/api/places/network',
    });
  });

  it('lays every street node and every house inside the Duisburg outline', () => {
    const inside = insideDuisburg();
    for (let v = 0; v < dataset.nodeLat.length; v++) expect(inside(dataset.nodeLon[v]!, dataset.nodeLat[v]!)).toBe(true);
    const step = 7;
    for (let i = 0; i < dataset.addresses.length; i += step) {
      const a = dataset.addresses[i]!;
      expect(inside(a.lon, a.lat)).toBe(true);
    }
    expect(dataset.addresses.length).toBeGreaterThan(20_000);
  });

  it('has German street names, odd and even numbers, and Duisburg postcodes', () => {
    for (const a of dataset.addresses.slice(0, 2000)) {
      expect(a.street).toMatch(/(straße|weg|allee|ring|gasse|platz|damm|pfad|kamp|hof|winkel)$/);
      expect(Number(a.postcode)).toBeGreaterThanOrEqual(47051);
      expect(Number(a.postcode)).toBeLessThanOrEqual(47279);
      expect(a.city).toBe('Duisburg');
    }
    const numbers = new Set(dataset.addresses.map((a) => Number.parseInt(a.housenumber, 10) % 2));
    expect(numbers).toEqual(new Set([0, 1]));
    expect(dataset.ways.some((w) => w.oneway !== 0)).toBe(true);
    expect(new Set(dataset.ways.map((w) => w.highway))).toEqual(new Set(['primary', 'secondary', 'residential']));
  });

  it('covers the centre: any point within 8 km of it, in the city, is within 150 m of a street', () => {
    const graph = buildRoadGraph(dataset);
    const snap = new SnapIndex(graph, buildSnapIndexData(graph));
    const inside = insideDuisburg();
    let checked = 0;
    for (let dy = -8000; dy <= 8000; dy += 400) {
      for (let dx = -8000; dx <= 8000; dx += 400) {
        if (Math.hypot(dx, dy) > 8000) continue;
        const lat = CENTER.latitude + dy / 111_195;
        const lon = CENTER.longitude + dx / (111_195 * Math.cos((CENTER.latitude * Math.PI) / 180));
        if (!inside(lon, lat)) continue;
        expect(snap.snap(lat, lon)!.distanceMeters).toBeLessThan(150);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(800);
    expect(snap.snap(51.4343, 6.7623)!.distanceMeters).toBeLessThan(150);
  });

  it('routes between random points, with alternatives at most 1.4x slower, fastest first', async () => {
    let withAlternatives = 0;
    const pairs = randomCityPairs(30, 42);
    for (const [from, to] of pairs) {
      const routes = await geo.routes(from, to, { alternatives: true });
      expect(routes.length).toBeGreaterThan(0);
      if (routes.length > 1) withAlternatives++;
      const fastest = routes[0]!;
      for (const r of routes) expect(r.durationSeconds).toBeLessThanOrEqual(fastest.durationSeconds * 1.4 + 1);
      expect(routes.map((r) => r.durationSeconds)).toEqual(routes.map((r) => r.durationSeconds).sort((a, b) => a - b));
      const [lon, lat] = fastest.geometry.coordinates.at(-1)!;
      expect(haversineMeters(lat, lon, to.latitude, to.longitude)).toBeLessThan(200);
      expect(fastest.startAddress).toMatch(/ \d+[a-z]?, 47\d{3} Duisburg$/);
    }
    console.log(`demo city: alternatives for ${withAlternatives}/${pairs.length} random pairs`);
    expect(withAlternatives / pairs.length).toBeGreaterThanOrEqual(0.8);
  });

  it('finds "<street> <number>" exactly, and the nearest street of a name first', async () => {
    for (let i = 0; i < dataset.addresses.length; i += 4999) {
      const a = dataset.addresses[i]!;
      const [top] = await geo.autocomplete(`${a.street} ${a.housenumber}`, { near: { latitude: a.lat, longitude: a.lon } });
      expect(top!.placeId).toBe(a.placeId);
      const details = await geo.placeDetails(top!.placeId);
      expect(details!.formattedAddress).toBe(`${a.street} ${a.housenumber}, ${a.postcode} Duisburg`);
      expect(details!.addressComponents).toContainEqual({ types: ['street_number'], longText: a.housenumber });
      const [street] = await geo.autocomplete(a.street, { near: { latitude: a.lat, longitude: a.lon } });
      expect(street).toMatchObject({ mainText: a.street, secondaryText: `${a.postcode} Duisburg` });
    }
  });

  it('reverse-geocodes a house and draws the network as GeoJSON', async () => {
    const a = dataset.addresses[777]!;
    expect((await geo.reverse(a.lat, a.lon))!.placeId).toBe(a.placeId);
    const network = geo.networkGeoJson();
    expect(network).toMatchObject({ type: 'FeatureCollection', demoData: true, attribution: '© OpenStreetMap contributors' });
    expect(network.features).toHaveLength(dataset.ways.length);
    expect(network.features[0]!.geometry.coordinates.length).toBeGreaterThan(1);
  });
});
