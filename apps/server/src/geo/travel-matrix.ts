import { LRUCache } from 'lru-cache';
import { type LatLon } from './provider';
import { type RoadGraph } from './road-graph';
import { directPath, endEntries, type SnapEntry, startEntries } from './snap-entries';
import { type SnapIndex, type SnapPoint } from './snap-index';
import { TravelFields, type TravelFieldStats } from './travel-fields';

/** Points as [lat, lon, lat, lon, ...]: one cheap copy to the worker instead of many small objects. */
export function packPoints(points: LatLon[]): Float64Array<ArrayBuffer> {
  const packed = new Float64Array(points.length * 2);
  points.forEach((p, i) => {
    packed[2 * i] = p.latitude;
    packed[2 * i + 1] = p.longitude;
  });
  return packed;
}

/**
 * Snapped points side by side, each with two graph entries (node, cost): the cheapest per node of
 * the ones snap-entries.ts gives, the first repeated when there is only one node, so that the
 * lookup loop needs no branches.
 */
interface Joined {
  snaps: (SnapPoint | null)[];
  node: Int32Array;
  cost: Float64Array;
}

function twoEntries(entries: SnapEntry[]): [SnapEntry, SnapEntry] | null {
  const best = new Map<number, SnapEntry>();
  for (const entry of entries) {
    const known = best.get(entry.node);
    if (!known || entry.cost < known.cost) best.set(entry.node, entry);
  }
  const [a, b] = best.values();
  return a ? [a, b ?? a] : null;
}

/** Snaps remembered by coordinate: restaurants and doors come back round after round. */
const SNAP_CACHE_POINTS = 20_000;

/**
 * Driving times between many points at once (the dispatcher's table), built from cached
 * travel-time fields: entry (i, j) is the cheapest "partial edge to a node + field + partial edge
 * from a node" over the nodes the two snapped points join the graph at, or the drive along their
 * one shared segment: what the fastest route's duration adds up (snap-entries.ts). Like routes(),
 * the stretch between a point and the road it snaps to costs nothing.
 */
export class TravelMatrix {
  private readonly fields: TravelFields;
  private readonly snaps = new LRUCache<string, { snap: SnapPoint | null }>({ max: SNAP_CACHE_POINTS });
  private readonly weight: (e: number) => number;

  constructor(
    private readonly graph: RoadGraph,
    private readonly snapIndex: SnapIndex,
    private readonly maxSnapMeters: number,
    fields?: TravelFields,
  ) {
    this.fields = fields ?? new TravelFields(graph);
    this.weight = (e) => graph.edgeDuration[e]!;
  }

  /**
   * Seconds, row-major origins × destinations. Infinity when the two points lie in parts of the
   * map no road joins (routes() finds none there either); NaN when a point is near no road, for
   * the caller to estimate (the straight-line guess lives on the main thread, not in the worker).
   */
  compute(origins: Float64Array, destinations: Float64Array): Float64Array {
    const from = this.join(origins, startEntries);
    const to = this.join(destinations, endEntries);
    const matrix = new Float64Array(from.snaps.length * to.snaps.length).fill(NaN);
    for (let j = 0; j < to.snaps.length; j++) this.column(matrix, from, to, j);
    return matrix;
  }

  stats(): TravelFieldStats {
    return this.fields.stats();
  }

  private column(matrix: Float64Array, from: Joined, to: Joined, j: number): void {
    const end = to.snaps[j];
    if (!end) return;
    const columns = to.snaps.length;
    const { component } = this.graph;
    const f0 = this.fields.field(to.node[2 * j]!);
    const f1 = this.fields.field(to.node[2 * j + 1]!);
    const c0 = to.cost[2 * j]!;
    const c1 = to.cost[2 * j + 1]!;
    for (let i = 0; i < from.snaps.length; i++) {
      const start = from.snaps[i];
      if (!start) continue;
      if (component[start.u] !== component[end.u]) {
        matrix[i * columns + j] = Infinity;
        continue;
      }
      const a = from.node[2 * i]!;
      const b = from.node[2 * i + 1]!;
      const ca = from.cost[2 * i]!;
      const cb = from.cost[2 * i + 1]!;
      let best = Math.min(ca + f0[a]! + c0, ca + f1[a]! + c1, cb + f0[b]! + c0, cb + f1[b]! + c1);
      if (start.u === end.u && start.v === end.v) best = Math.min(best, directPath(start, end, this.weight)?.cost ?? Infinity);
      matrix[i * columns + j] = best;
    }
  }

  private join(points: Float64Array, entries: (snap: SnapPoint, w: (e: number) => number) => SnapEntry[]): Joined {
    const count = points.length / 2;
    const joined: Joined = { snaps: [], node: new Int32Array(2 * count), cost: new Float64Array(2 * count) };
    for (let i = 0; i < count; i++) {
      const snap = this.snap(points[2 * i]!, points[2 * i + 1]!);
      const two = snap && twoEntries(entries(snap, this.weight));
      joined.snaps.push(two ? snap : null);
      if (!two) continue;
      joined.node.set([two[0].node, two[1].node], 2 * i);
      joined.cost.set([two[0].cost, two[1].cost], 2 * i);
    }
    return joined;
  }

  private snap(lat: number, lon: number): SnapPoint | null {
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
    const key = `${lat},${lon}`;
    let known = this.snaps.get(key);
    if (!known) {
      known = { snap: this.snapIndex.snap(lat, lon, this.maxSnapMeters) };
      this.snaps.set(key, known);
    }
    return known.snap;
  }
}
