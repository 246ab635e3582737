import { placeHouses } from './demo-addresses';
import { type StreetKind, StreetNamer } from './demo-street-names';
import { loadDuisburgAreas, loadDuisburgOutline } from './duisburg-areas';
import { type AddressPoint, type GeoDataset, type RoadWay } from './geo-dataset';
import { METERS_PER_DEGREE, metersPerDegreeLon } from './geo-math';
import { carRoad } from './road-profile';
import { type Random, seededRandom } from './seeded-random';

/** The seed of the demo city everyone sees; tests may pass others. */
export const DEMO_SEED = 4705;

export interface DemoCityOptions {
  seed?: number;
  /** Block size; every point of the city is within about half of it from a street. */
  blockMeters?: number;
}

type RoadClass = 'primary' | 'secondary' | 'residential';

/** Posted limits of the generated roads (the car profile drives at 80 % of them). */
const MAXSPEED: Record<RoadClass, string> = { primary: '60', secondary: '50', residential: '30' };
/** Share of side-street blocks left out, so the grid has dead ends and detours. */
const MISSING_BLOCKS = 0.06;
const ONE_WAY_SHARE = 0.12;
const JITTER = 0.12;

/** Every 15th row and column is a primary road, every 5th a secondary one. */
function lineClass(i: number, offset: number): RoadClass {
  if ((i + offset) % 15 === 0) return 'primary';
  if ((i + offset) % 5 === 0) return 'secondary';
  return 'residential';
}

/** Street lengths in blocks: main roads run longer under one name. */
function pieceLength(random: Random, main: boolean): number {
  return main ? random.int(8, 14) : random.int(3, 7);
}

/** Cuts a run of blocks (node list) into streets, never leaving a piece of one block alone. */
function cutRun(run: number[], random: Random, main: boolean): number[][] {
  const pieces: number[][] = [];
  let start = 0;
  while (start < run.length - 1) {
    let end = Math.min(run.length - 1, start + pieceLength(random, main));
    if (run.length - 1 - end < 2) end = run.length - 1;
    pieces.push(run.slice(start, end + 1));
    start = end;
  }
  return pieces;
}

/**
 * Generates the demo city: a perturbed street grid inside the real Duisburg outline, with primary
 * and secondary roads every few blocks, named side streets between them (some one-way), and house
 * numbers on both sides with the postcode of their district. Deterministic for a seed.
 */
export function generateDemoCity(options: DemoCityOptions = {}): GeoDataset {
  const random = seededRandom(options.seed ?? DEMO_SEED);
  const block = options.blockMeters ?? 220;
  const outline = loadDuisburgOutline();
  const areaOf = loadDuisburgAreas();
  const namer = new StreetNamer(random);

  const dLat = block / METERS_PER_DEGREE;
  const dLon = block / metersPerDegreeLon((outline.minLat + outline.maxLat) / 2);
  const rows = Math.ceil((outline.maxLat - outline.minLat) / dLat) + 1;
  const cols = Math.ceil((outline.maxLon - outline.minLon) / dLon) + 1;

  const grid = new Int32Array(rows * cols).fill(-1);
  const lat: number[] = [];
  const lon: number[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const y = outline.minLat + (r + random.between(-JITTER, JITTER)) * dLat;
      const x = outline.minLon + (c + random.between(-JITTER, JITTER)) * dLon;
      if (!outline.contains(x, y)) continue;
      grid[r * cols + c] = lat.length;
      lat.push(y);
      lon.push(x);
    }
  }

  const ways: RoadWay[] = [];
  const addresses: AddressPoint[] = [];
  const addLine = (cells: number[], roadClass: RoadClass) => {
    const main = roadClass !== 'residential';
    let run: number[] = [];
    const flush = () => {
      for (const nodes of cutRun(run, random, main)) addStreet(nodes, roadClass);
      run = [];
    };
    for (let i = 0; i < cells.length; i++) {
      const a = grid[cells[i]!]!;
      const b = i + 1 < cells.length ? grid[cells[i + 1]!]! : -1;
      const open = a >= 0 && b >= 0 && (main || !random.chance(MISSING_BLOCKS));
      if (open) {
        if (run.length === 0) run.push(a);
        run.push(b);
      } else if (run.length) flush();
    }
    if (run.length) flush();
  };
  const addStreet = (nodes: number[], roadClass: RoadClass) => {
    const main = roadClass !== 'residential';
    const mid = nodes[Math.floor(nodes.length / 2)]!;
    const area = areaOf(lon[mid]!, lat[mid]!);
    const kind: StreetKind = main ? 'main' : nodes.length <= 3 ? 'short' : 'side';
    const name = namer.next(kind, area.postcode);
    const tags: Record<string, string> = { highway: roadClass, maxspeed: MAXSPEED[roadClass] };
    if (!main && nodes.length > 2 && random.chance(ONE_WAY_SHARE)) tags.oneway = random.chance(0.5) ? 'yes' : '-1';
    const road = carRoad(tags)!;
    ways.push({ id: `d${ways.length}`, nodes, highway: roadClass, name, ...road });
    const line = nodes.map((v): [number, number] => [lon[v]!, lat[v]!]);
    placeHouses({ name, main, area, line }, outline, random, addresses);
  };

  for (let r = 0; r < rows; r++)
    addLine(
      Array.from({ length: cols }, (_, c) => r * cols + c),
      lineClass(r, 7),
    );
  for (let c = 0; c < cols; c++)
    addLine(
      Array.from({ length: rows }, (_, r) => r * cols + c),
      lineClass(c, 3),
    );

  return { demo: true, nodeLat: Float64Array.from(lat), nodeLon: Float64Array.from(lon), ways, addresses };
}
