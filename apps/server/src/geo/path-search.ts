import FlatQueue from 'flatqueue';
import { METERS_PER_DEGREE, metersPerDegreeLon } from './geo-math';
import { type RoadGraph } from './road-graph';
import { type SnapPoint } from './snap-index';
import { directPath, endEntries, type SnapEntry, startEntries } from './snap-entries';

/** Part of an edge travelled at either end of a path, from or to a snapped point. */
export interface PartialEdge {
  edge: number;
  fraction: number;
}

/** A path between two snapped points: a partial edge, whole edges, a partial edge. */
export interface GraphPath {
  head: PartialEdge | null;
  edges: number[];
  tail: PartialEdge | null;
  /** The graph nodes passed, in order (empty when both points lie on one segment). */
  nodes: number[];
  /** Weighted cost in seconds (penalties included). */
  cost: number;
}

/**
 * A* over the graph with a per-edge weight factor (1 normally; raised to find alternatives). The
 * heuristic is the straight-line distance at the fastest speed, so it never overestimates. The
 * search keeps its arrays between queries and tells fresh from stale entries by a query stamp.
 */
export class PathSearch {
  private readonly g: Float64Array;
  private readonly parentEdge: Int32Array;
  private readonly seen: Uint32Array;
  private readonly closed: Uint32Array;
  private readonly queue = new FlatQueue<number>();
  private stamp = 0;

  constructor(private readonly graph: RoadGraph) {
    this.g = new Float64Array(graph.nodeCount);
    this.parentEdge = new Int32Array(graph.nodeCount);
    this.seen = new Uint32Array(graph.nodeCount);
    this.closed = new Uint32Array(graph.nodeCount);
  }

  search(from: SnapPoint, to: SnapPoint, factor: Float32Array): GraphPath | null {
    const { graph, g, parentEdge, seen, closed, queue } = this;
    const w = (e: number) => graph.edgeDuration[e]! * factor[e]!;
    const sources = startEntries(from, w);
    const targets = endEntries(to, w);

    let best: GraphPath | null = directPath(from, to, w);
    let bestCost = best ? best.cost : Infinity;
    let bestNode = -1;
    let bestTarget: SnapEntry | null = null;

    const kx = metersPerDegreeLon(to.lat);
    const inverseSpeed = 0.99 / graph.maxSpeedMps;
    const h = (v: number) => Math.hypot((graph.lon[v]! - to.lon) * kx, (graph.lat[v]! - to.lat) * METERS_PER_DEGREE) * inverseSpeed;

    this.stamp = (this.stamp + 1) >>> 0 || 1;
    const stamp = this.stamp;
    queue.clear();
    for (const s of sources) {
      if (seen[s.node] === stamp && g[s.node]! <= s.cost) continue;
      seen[s.node] = stamp;
      g[s.node] = s.cost;
      parentEdge[s.node] = -1;
      queue.push(s.node, s.cost + h(s.node));
    }
    while (queue.length > 0 && queue.peekValue()! < bestCost) {
      const u = queue.pop()!;
      if (closed[u] === stamp) continue;
      closed[u] = stamp;
      for (const t of targets) {
        if (t.node === u && g[u]! + t.cost < bestCost) {
          bestCost = g[u]! + t.cost;
          bestNode = u;
          bestTarget = t;
        }
      }
      for (let e = graph.firstEdge[u]!; e < graph.firstEdge[u + 1]!; e++) {
        const v = graph.edgeTarget[e]!;
        if (closed[v] === stamp) continue;
        const cost = g[u]! + w(e);
        if (seen[v] === stamp && cost >= g[v]!) continue;
        seen[v] = stamp;
        g[v] = cost;
        parentEdge[v] = e;
        queue.push(v, cost + h(v));
      }
    }
    if (bestNode >= 0 && bestTarget) best = this.unwind(bestNode, bestCost, sources, bestTarget.partial);
    return best;
  }

  private unwind(last: number, cost: number, sources: SnapEntry[], tail: PartialEdge | null): GraphPath {
    const edges: number[] = [];
    const nodes: number[] = [last];
    let v = last;
    while (this.parentEdge[v]! >= 0) {
      const e = this.parentEdge[v]!;
      edges.push(e);
      v = this.graph.edgeSource[e]!;
      nodes.push(v);
    }
    edges.reverse();
    nodes.reverse();
    // The cheapest entry at the first node is the one the search started from.
    const head = sources.filter((s) => s.node === v).sort((a, b) => a.cost - b.cost)[0]?.partial ?? null;
    return { head, edges, tail, nodes, cost };
  }
}
