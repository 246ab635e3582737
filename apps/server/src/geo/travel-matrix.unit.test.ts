import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltinGeoProvider, providerFromDataset } from './builtin-provider';
import { geoDataPath } from './geo-data-paths';
import { type GeoDataset } from './geo-dataset';
import { readOsmPbf } from './pbf-reader';
import { type LatLon } from './provider';
import { buildRoadGraph } from './road-graph';
import { seededRandom } from './seeded-random';
import { estimatedSeconds } from './travel-estimate';

let dataset: GeoDataset;
let geo: BuiltinGeoProvider;
let routable: number[];

beforeAll(() => {
  dataset = readOsmPbf(geoDataPath('osm', 'north-bayreuth.osm.pbf'));
  geo = providerFromDataset(dataset, { workers: false });
  const graph = buildRoadGraph(dataset);
  routable = [...graph.component.keys()].filter((v) => graph.component[v]! >= 0);
});

const node = (v: number): LatLon => ({ latitude: dataset.nodeLat[v]!, longitude: dataset.nodeLon[v]! });

/** Points up to about 40 m off random routable nodes: on roads, beside them, between nodes. */
function randomPoints(n: number, seed: number): LatLon[] {
  const random = seededRandom(seed);
  return Array.from({ length: n }, () => {
    const { latitude, longitude } = node(random.pick(routable));
    return { latitude: latitude + random.between(-0.0003, 0.0003), longitude: longitude + random.between(-0.0004, 0.0004) };
  });
}

const fastest = async (from: LatLon, to: LatLon) => (await geo.routes(from, to))[0]?.durationSeconds;

describe('travel matrix on north-bayreuth', () => {
  it('agrees with the fastest route for random pairs (30 × 10)', async () => {
    const origins = randomPoints(30, 1);
    const destinations = randomPoints(10, 2);
    const matrix = await geo.travelMatrix(origins, destinations);
    expect(matrix).toHaveLength(300);
    let close = 0;
    let withinASecond = 0;
    for (const [i, from] of origins.entries()) {
      for (const [j, to] of destinations.entries()) {
        const route = (await fastest(from, to))!;
        const entry = matrix[i * 10 + j]!;
        expect(Number.isFinite(entry)).toBe(true);
        if (Math.abs(entry - route) <= Math.max(10, route * 0.05)) close++;
        if (Math.abs(entry - route) <= 1) withinASecond++;
      }
    }
    console.log(`north-bayreuth matrix: ${close}/300 within 5 % or 10 s of routes(), ${withinASecond}/300 within 1 s`);
    expect(close / 300).toBeGreaterThanOrEqual(0.9);
    // Both add up the same pieces (snap-entries.ts); routes() rounds to whole seconds.
    expect(withinASecond / 300).toBeGreaterThanOrEqual(0.95);
  });

  it('respects one-way streets, as routes() does', async () => {
    const graph = buildRoadGraph(dataset);
    const oneways = dataset.ways.filter((w) => w.oneway !== 0 && w.nodes.every((v) => graph.component[v]! >= 0)).slice(0, 12);
    let detours = 0;
    for (const way of oneways) {
      const nodes = way.oneway === 1 ? way.nodes : [...way.nodes].reverse();
      const ends = [node(nodes[0]!), node(nodes[nodes.length - 1]!)];
      const [, along, against] = await geo.travelMatrix(ends, ends);
      expect(Math.abs(along! - (await fastest(ends[0]!, ends[1]!))!)).toBeLessThanOrEqual(1);
      expect(Math.abs(against! - (await fastest(ends[1]!, ends[0]!))!)).toBeLessThanOrEqual(1);
      if (against! > along! + 10) detours++;
    }
    console.log(`north-bayreuth matrix: ${detours}/${oneways.length} one-way streets take a detour against their direction`);
    expect(detours).toBeGreaterThan(3);
  });

  it('is about zero on the diagonal', async () => {
    const points = randomPoints(12, 3);
    const matrix = await geo.travelMatrix(points, points);
    for (let i = 0; i < 12; i++) expect(matrix[i * 12 + i]).toBeLessThan(1);
  });

  it('estimates by the straight line for a point near no road, and answers empty for no points', async () => {
    const [near] = randomPoints(1, 4);
    const far = { latitude: near!.latitude + 0.5, longitude: near!.longitude };
    const matrix = await geo.travelMatrix([near!, far], [near!, far]);
    expect([...matrix]).toEqual([0, estimatedSeconds(near!, far), estimatedSeconds(far, near!), 0]);
    expect(await geo.travelMatrix([], [near!])).toHaveLength(0);
  });

  it('computes a field once per destination node: the same destinations again cost none', async () => {
    const destinations = randomPoints(8, 5);
    await geo.travelMatrix(randomPoints(20, 6), destinations);
    const first = await geo.travelMatrixStats();
    expect(first.cached).toBeGreaterThan(0);
    await geo.travelMatrix(randomPoints(20, 7), destinations);
    expect((await geo.travelMatrixStats()).computed).toBe(first.computed);
    // A new destination joins the graph at one or two nodes: at most two new fields.
    await geo.travelMatrix(randomPoints(20, 7), [...destinations, ...randomPoints(1, 8)]);
    expect((await geo.travelMatrixStats()).computed - first.computed).toBeLessThanOrEqual(2);
  });
});
