import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltinGeoProvider, providerFromDataset } from './builtin-provider';
import { geoDataPath } from './geo-data-paths';
import { type GeoDataset, type RoadWay } from './geo-dataset';
import { haversineMeters, round6 } from './geo-math';
import { readOsmPbf } from './pbf-reader';
import { buildRoadGraph } from './road-graph';

/** Reference routes computed by OSRM 6.0 (car, alternatives=3) on the same extract. */
interface OsrmPair {
  from: { lat: number; lon: number };
  to: { lat: number; lon: number };
  routes: { distanceM: number; durationS: number }[];
}

const pairs: OsrmPair[] = JSON.parse(readFileSync(geoDataPath('osm', 'north-bayreuth.osrm-routes.json'), 'utf8'));
let dataset: GeoDataset;
let geo: BuiltinGeoProvider;

beforeAll(() => {
  dataset = readOsmPbf(geoDataPath('osm', 'north-bayreuth.osm.pbf'));
  geo = providerFromDataset(dataset, { workers: false });
});

const at = (p: { lat: number; lon: number }) => ({ latitude: p.lat, longitude: p.lon });

describe('routes on north-bayreuth against OSRM', () => {
  it('finds a route for every pair, within 15 % of OSRM distance for at least 90 %, with alternatives where OSRM has them', async () => {
    let close = 0;
    let osrmAlternatives = 0;
    let oursToo = 0;
    const rows: string[] = [];
    for (const pair of pairs) {
      const routes = await geo.routes(at(pair.from), at(pair.to), { alternatives: true });
      expect(routes.length).toBeGreaterThan(0);
      const durations = routes.map((r) => r.durationSeconds);
      expect(durations).toEqual([...durations].sort((a, b) => a - b));
      const reference = pair.routes[0]!;
      const ratio = routes[0]!.distanceMeters / reference.distanceM;
      if (Math.abs(ratio - 1) <= 0.15) close++;
      if (pair.routes.length > 1) {
        osrmAlternatives++;
        if (routes.length > 1) oursToo++;
      }
      rows.push(`${reference.distanceM} m / ${routes[0]!.distanceMeters} m (${ratio.toFixed(3)}), routes OSRM ${pair.routes.length} ours ${routes.length}`);
    }
    console.log(
      `north-bayreuth: ${close}/${pairs.length} fastest routes within 15 % of OSRM's distance; ` +
        `alternatives on ${oursToo}/${osrmAlternatives} of the pairs where OSRM has some\n  ${rows.join('\n  ')}`,
    );
    expect(close / pairs.length).toBeGreaterThanOrEqual(0.9);
    expect(oursToo / osrmAlternatives).toBeGreaterThanOrEqual(0.5);
  });

  it('keeps alternatives at most 1.4x slower than the fastest route', async () => {
    for (const pair of pairs.slice(0, 10)) {
      const routes = await geo.routes(at(pair.from), at(pair.to), { alternatives: true });
      for (const route of routes) expect(route.durationSeconds).toBeLessThanOrEqual(routes[0]!.durationSeconds * 1.4 + 1);
      expect(routes.length).toBeLessThanOrEqual(3);
    }
  });

  it('gives one route without alternatives, with addresses, summary and a line from start to end', async () => {
    const pair = pairs[2]!;
    const routes = await geo.routes(at(pair.from), at(pair.to));
    expect(routes).toHaveLength(1);
    const [route] = routes;
    expect(route!.summary).not.toBe('');
    expect(route!.startAddress).not.toBe('');
    expect(route!.geometry.type).toBe('LineString');
    const [lon, lat] = route!.geometry.coordinates[0]!;
    expect(haversineMeters(lat, lon, pair.from.lat, pair.from.lon)).toBeLessThan(50);
  });

  it('never drives a one-way street backwards', async () => {
    // Motorway stubs cut by the extract's edge are not routable both ways to the rest; leave them out.
    const graph = buildRoadGraph(dataset);
    const oneways = dataset.ways.filter((w) => w.oneway !== 0 && w.nodes.every((v) => graph.component[v]! >= 0));
    // The control: the same data with every one-way street open both ways.
    const control = providerFromDataset({ ...dataset, ways: dataset.ways.map((w) => ({ ...w, oneway: 0 as const })) }, { workers: false });
    const point = (v: number) => ({ latitude: dataset.nodeLat[v]!, longitude: dataset.nodeLon[v]! });
    const coord = (v: number) => `${round6(dataset.nodeLon[v]!)},${round6(dataset.nodeLat[v]!)}`;
    const drivesAgainst = (way: RoadWay, line: [number, number][]) => {
      const nodes = way.oneway === 1 ? way.nodes : [...way.nodes].reverse();
      const steps = new Set(line.slice(1).map((c, i) => `${line[i]!.join(',')}>${c.join(',')}`));
      return nodes.slice(1).some((v, i) => steps.has(`${coord(v)}>${coord(nodes[i]!)}`));
    };
    let controlViolations = 0;
    for (const way of oneways) {
      const nodes = way.oneway === 1 ? way.nodes : [...way.nodes].reverse();
      const [entry, exit] = [nodes[0]!, nodes[nodes.length - 1]!];
      const forward = await geo.routes(point(entry), point(exit));
      const backward = await geo.routes(point(exit), point(entry));
      expect(forward.length).toBeGreaterThan(0);
      expect(drivesAgainst(way, backward[0]!.geometry.coordinates)).toBe(false);
      const free = await control.routes(point(exit), point(entry));
      if (drivesAgainst(way, free[0]!.geometry.coordinates)) controlViolations++;
    }
    console.log(`north-bayreuth: ${oneways.length} one-way ways; ignoring one-way tags, ${controlViolations} would be driven backwards`);
    expect(controlViolations).toBeGreaterThan(3);
  });
});

describe('addresses on north-bayreuth', () => {
  it('finds a street and house number typed exactly, exactly', async () => {
    const step = Math.floor(dataset.addresses.length / 25);
    const sample = dataset.addresses.filter((_, i) => i % step === 0);
    for (const address of sample) {
      const [top] = await geo.autocomplete(`${address.street} ${address.housenumber}`);
      const details = await geo.placeDetails(top!.placeId);
      const component = (type: string) => details!.addressComponents.find((c) => c.types.includes(type))?.longText;
      expect(component('street_number')).toBe(address.housenumber);
      expect(component('route')).toBe(address.street);
    }
  });

  it('understands abbreviations and a postcode prefix, and never offers another house number', async () => {
    const suggestions = await geo.autocomplete('Hauptstr 2, 955');
    expect(suggestions[0]).toMatchObject({ mainText: 'Hauptstraße 2', secondaryText: '95500 Heinersreuth' });
    const none = await geo.autocomplete('Hauptstraße 999');
    for (const s of none) expect(s.mainText).toBe('Hauptstraße');
  });

  it('suggests streets without a number, nearest first', async () => {
    const heinersreuth = { latitude: 49.9872, longitude: 11.5107 };
    const [near] = await geo.autocomplete('Hauptstraße', { near: heinersreuth });
    expect(near!.secondaryText).toBe('95500 Heinersreuth');
    const details = await geo.placeDetails(near!.placeId);
    expect(details!.addressComponents.find((c) => c.types.includes('street_number'))).toBeUndefined();
    expect(haversineMeters(details!.location.latitude, details!.location.longitude, heinersreuth.latitude, heinersreuth.longitude)).toBeLessThan(2000);
  });

  it('reverse-geocodes to the nearest address', async () => {
    const address = dataset.addresses[100]!;
    const found = await geo.reverse(address.lat + 0.00002, address.lon);
    expect(found!.location).toEqual({ latitude: address.lat, longitude: address.lon });
    expect(await geo.placeDetails('osm:n0')).toBeNull();
  });
});
