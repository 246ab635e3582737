import KDBush from 'kdbush';
import { around } from 'geokdbush';
import { projectOnSegment } from './geo-math';
import { findEdge, type RoadGraph, sharedArray } from './road-graph';

/** A point placed on a road segment u-v of a routable component. */
export interface SnapPoint {
  u: number;
  v: number;
  /** The edge u->v, or -1 when the segment is one-way from v to u. */
  forward: number;
  /** The edge v->u, or -1 when the segment is one-way from u to v. */
  backward: number;
  /** Position from u (0) to v (1). */
  t: number;
  lat: number;
  lon: number;
  distanceMeters: number;
}

/** The index's raw memory, shareable with the routing worker. */
export interface SnapIndexData {
  kd: ArrayBufferLike;
  sampleEdge: Int32Array;
}

/** Sample spacing along segments: the nearest sample is at most this far along from the projection. */
const SAMPLE_SPACING_M = 25;
const CANDIDATES = 16;
const NODE_METERS = 0.5;

/** Points every 25 m along each segment of the routable components, each pointing at its edge. */
export function buildSnapIndexData(graph: RoadGraph): SnapIndexData {
  const edges: number[] = [];
  const samples: number[] = [];
  for (let e = 0; e < graph.edgeCount; e++) {
    const u = graph.edgeSource[e]!;
    const v = graph.edgeTarget[e]!;
    if (graph.component[u]! < 0 || graph.component[u] !== graph.component[v]) continue;
    // A two-way segment has two edges; sample it once.
    if (u > v && findEdge(graph, v, u) !== -1) continue;
    edges.push(e);
    samples.push(Math.max(1, Math.ceil(graph.edgeLength[e]! / SAMPLE_SPACING_M)) + 1);
  }
  const total = samples.reduce((a, b) => a + b, 0);
  const kd = new KDBush(Math.max(1, total), 64, Float64Array, SharedArrayBuffer);
  const sampleEdge = sharedArray(Int32Array, total);
  let item = 0;
  edges.forEach((e, i) => {
    const u = graph.edgeSource[e]!;
    const v = graph.edgeTarget[e]!;
    const n = samples[i]! - 1;
    for (let k = 0; k <= n; k++) {
      const t = k / n;
      kd.add(graph.lon[u]! + t * (graph.lon[v]! - graph.lon[u]!), graph.lat[u]! + t * (graph.lat[v]! - graph.lat[u]!));
      sampleEdge[item++] = e;
    }
  });
  if (total === 0) kd.add(0, 0);
  kd.finish();
  return { kd: kd.data, sampleEdge };
}

export class SnapIndex {
  private readonly kd: KDBush;

  constructor(
    private readonly graph: RoadGraph,
    private readonly data: SnapIndexData,
  ) {
    this.kd = KDBush.from(data.kd);
  }

  /** The nearest point on a routable road, or null when there is none within maxMeters. */
  snap(lat: number, lon: number, maxMeters = 5000): SnapPoint | null {
    if (this.data.sampleEdge.length === 0) return null;
    const { graph } = this;
    const ids = around(this.kd, lon, lat, CANDIDATES, maxMeters / 1000);
    let best: SnapPoint | null = null;
    const seen = new Set<number>();
    for (const id of ids) {
      const e = this.data.sampleEdge[id]!;
      if (seen.has(e)) continue;
      seen.add(e);
      const u = graph.edgeSource[e]!;
      const v = graph.edgeTarget[e]!;
      const p = projectOnSegment(lat, lon, graph.lat[u]!, graph.lon[u]!, graph.lat[v]!, graph.lon[v]!);
      if (best && p.distanceMeters >= best.distanceMeters) continue;
      // Within half a metre of a node counts as on it: the route may then leave it in any direction.
      const along = p.t * graph.edgeLength[e]!;
      const t = along < NODE_METERS ? 0 : graph.edgeLength[e]! - along < NODE_METERS ? 1 : p.t;
      best = { u, v, forward: e, backward: findEdge(graph, v, u), t, lat: p.lat, lon: p.lon, distanceMeters: p.distanceMeters };
    }
    return best && best.distanceMeters <= maxMeters ? best : null;
  }
}
