import { type GeoDataset } from './geo-dataset';
import { haversineMeters } from './geo-math';
import { strongComponents } from './strong-components';

/**
 * The car graph in typed arrays (compressed sparse rows: the out-edges of node v are
 * firstEdge[v] .. firstEdge[v+1]-1). Every array lives on a SharedArrayBuffer, so the routing
 * worker reads the same memory instead of a copy.
 */
export interface RoadGraph {
  nodeCount: number;
  edgeCount: number;
  lat: Float64Array;
  lon: Float64Array;
  firstEdge: Int32Array;
  edgeSource: Int32Array;
  edgeTarget: Int32Array;
  edgeLength: Float32Array;
  edgeDuration: Float32Array;
  /** Index into names, or -1 for an unnamed road. */
  edgeName: Int32Array;
  names: string[];
  /**
   * The node's strongly connected component when that one is large enough to route in (see
   * ROUTABLE_SHARE), else -1. Points snap only to such nodes, and two points in the same
   * component can always reach each other.
   */
  component: Int32Array;
  /** The fastest speed on any edge, for the A* heuristic. */
  maxSpeedMps: number;
}

type TypedArrayCtor<T> = { new (buffer: SharedArrayBuffer): T; BYTES_PER_ELEMENT: number };

export function sharedArray<T>(Ctor: TypedArrayCtor<T>, length: number): T {
  return new Ctor(new SharedArrayBuffer(Math.max(1, length) * Ctor.BYTES_PER_ELEMENT));
}

interface EdgeList {
  source: number[];
  target: number[];
  length: number[];
  duration: number[];
  name: number[];
}

function collectEdges(dataset: GeoDataset, names: string[]): EdgeList {
  const nameIds = new Map<string, number>();
  const edges: EdgeList = { source: [], target: [], length: [], duration: [], name: [] };
  const add = (a: number, b: number, length: number, duration: number, name: number) => {
    edges.source.push(a);
    edges.target.push(b);
    edges.length.push(length);
    edges.duration.push(duration);
    edges.name.push(name);
  };
  for (const way of dataset.ways) {
    let nameId = -1;
    const label = way.name ?? way.ref;
    if (label) {
      nameId = nameIds.get(label) ?? names.length;
      if (nameId === names.length) {
        nameIds.set(label, nameId);
        names.push(label);
      }
    }
    const mps = way.speedKmh / 3.6;
    for (let i = 1; i < way.nodes.length; i++) {
      const a = way.nodes[i - 1]!;
      const b = way.nodes[i]!;
      if (a === b) continue;
      const length = haversineMeters(dataset.nodeLat[a]!, dataset.nodeLon[a]!, dataset.nodeLat[b]!, dataset.nodeLon[b]!);
      if (way.oneway >= 0) add(a, b, length, length / mps, nameId);
      if (way.oneway <= 0) add(b, a, length, length / mps, nameId);
    }
  }
  return edges;
}

/**
 * A component counts when it has at least this share of the largest one's nodes: an extract of
 * two regions (Liechtenstein and a piece of Alabama in Nominatim's test data) routes in both,
 * while islands such as a car park behind a one-way gate are left out.
 */
const ROUTABLE_SHARE = 0.1;

function markRoutableComponents(graph: RoadGraph): void {
  const sizes = strongComponents(graph.firstEdge, graph.edgeTarget, graph.component);
  const largest = sizes.reduce((a, b) => Math.max(a, b), 0);
  for (let v = 0; v < graph.nodeCount; v++) {
    if (sizes[graph.component[v]!]! < largest * ROUTABLE_SHARE) graph.component[v] = -1;
  }
}

/** Builds the CSR graph from a dataset's ways; node v of the graph is node v of the dataset. */
export function buildRoadGraph(dataset: GeoDataset): RoadGraph {
  const nodeCount = dataset.nodeLat.length;
  const names: string[] = [];
  const list = collectEdges(dataset, names);
  const edgeCount = list.source.length;

  const firstEdge = sharedArray(Int32Array, nodeCount + 1);
  for (const s of list.source) firstEdge[s + 1]!++;
  for (let v = 0; v < nodeCount; v++) firstEdge[v + 1]! += firstEdge[v]!;
  const cursor = firstEdge.slice(0, nodeCount);
  const graph: RoadGraph = {
    nodeCount,
    edgeCount,
    lat: sharedArray(Float64Array, nodeCount),
    lon: sharedArray(Float64Array, nodeCount),
    firstEdge,
    edgeSource: sharedArray(Int32Array, edgeCount),
    edgeTarget: sharedArray(Int32Array, edgeCount),
    edgeLength: sharedArray(Float32Array, edgeCount),
    edgeDuration: sharedArray(Float32Array, edgeCount),
    edgeName: sharedArray(Int32Array, edgeCount),
    names,
    component: sharedArray(Int32Array, nodeCount),
    maxSpeedMps: 1,
  };
  graph.lat.set(dataset.nodeLat);
  graph.lon.set(dataset.nodeLon);
  for (let i = 0; i < edgeCount; i++) {
    const e = cursor[list.source[i]!]!++;
    graph.edgeSource[e] = list.source[i]!;
    graph.edgeTarget[e] = list.target[i]!;
    graph.edgeLength[e] = list.length[i]!;
    graph.edgeDuration[e] = list.duration[i]!;
    graph.edgeName[e] = list.name[i]!;
    if (list.duration[i]! > 0) graph.maxSpeedMps = Math.max(graph.maxSpeedMps, list.length[i]! / list.duration[i]!);
  }
  markRoutableComponents(graph);
  return graph;
}

/** The edge from a to b, or -1. */
export function findEdge(graph: RoadGraph, a: number, b: number): number {
  for (let e = graph.firstEdge[a]!; e < graph.firstEdge[a + 1]!; e++) if (graph.edgeTarget[e] === b) return e;
  return -1;
}
