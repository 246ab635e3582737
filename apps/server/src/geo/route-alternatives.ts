import { type GraphPath, type PathSearch } from './path-search';
import { measurePath } from './path-to-route';
import { type RoadGraph } from './road-graph';
import { type SnapPoint } from './snap-index';

/** DESIGN.md section 5: an alternative may be at most 40 % slower than the fastest route... */
export const MAX_SLOWDOWN = 1.4;
/** ...and must share less than 75 % of its length with every route already offered. */
export const MAX_SHARED = 0.75;
export const MAX_ROUTES = 3;
/** Weight factor put on the roads of each route found, so the next search looks elsewhere. */
const PENALTY = 1.6;
const MAX_ATTEMPTS = 6;

export interface MeasuredPath {
  path: GraphPath;
  distanceMeters: number;
  durationSeconds: number;
}

/** Undirected segment key, so driving a road the other way still counts as shared. */
function segmentKey(graph: RoadGraph, e: number): number {
  const a = graph.edgeSource[e]!;
  const b = graph.edgeTarget[e]!;
  return a < b ? a * graph.nodeCount + b : b * graph.nodeCount + a;
}

function sharedFraction(graph: RoadGraph, candidate: MeasuredPath, keptSegments: Set<number>): number {
  if (candidate.distanceMeters <= 0) return 1;
  let shared = 0;
  for (const e of candidate.path.edges) if (keptSegments.has(segmentKey(graph, e))) shared += graph.edgeLength[e]!;
  return shared / candidate.distanceMeters;
}

function hasLoop(path: GraphPath): boolean {
  return new Set(path.nodes).size !== path.nodes.length;
}

/**
 * The fastest path and, if asked, up to two alternatives by the penalty method: the edges of every
 * path found get heavier and the search runs again; a candidate is kept when it is at most 1.4x
 * slower than the fastest and shares under 75 % of its length with each route kept so far.
 * Returns the paths fastest first.
 */
export function findPaths(graph: RoadGraph, search: PathSearch, factor: Float32Array, from: SnapPoint, to: SnapPoint, alternatives: boolean): MeasuredPath[] {
  const measure = (path: GraphPath): MeasuredPath => ({ path, ...measurePath(graph, path) });
  const first = search.search(from, to, factor);
  if (!first) return [];
  const kept = [measure(first)];
  if (!alternatives || first.nodes.length === 0) return kept;

  const touched: number[] = [];
  const penalise = (path: GraphPath) => {
    const edges = [...path.edges];
    if (path.head) edges.push(path.head.edge);
    if (path.tail) edges.push(path.tail.edge);
    for (const e of edges) {
      if (factor[e] === 1) touched.push(e);
      factor[e] = factor[e]! * PENALTY;
    }
  };
  const keptSegments = kept.map((k) => new Set(k.path.edges.map((e) => segmentKey(graph, e))));
  try {
    penalise(first);
    for (let attempt = 0; attempt < MAX_ATTEMPTS && kept.length < MAX_ROUTES; attempt++) {
      const found = search.search(from, to, factor);
      if (!found) break;
      penalise(found);
      const candidate = measure(found);
      if (candidate.durationSeconds > MAX_SLOWDOWN * kept[0]!.durationSeconds) continue;
      if (hasLoop(found) || keptSegments.some((set) => sharedFraction(graph, candidate, set) >= MAX_SHARED)) continue;
      kept.push(candidate);
      keptSegments.push(new Set(found.edges.map((e) => segmentKey(graph, e))));
    }
  } finally {
    for (const e of touched) factor[e] = 1;
  }
  return kept.sort((a, b) => a.durationSeconds - b.durationSeconds);
}
