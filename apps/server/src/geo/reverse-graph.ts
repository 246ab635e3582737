import { type RoadGraph } from './road-graph';

/**
 * The graph's in-edges in CSR form: the edges into node v are first[v] .. first[v+1]-1, each
 * coming from source[i] and taking duration[i]. A backward search over it finds every node's
 * driving time TO one node, one-way streets included.
 *
 * Built lazily by the thread that searches (the routing worker), in ordinary memory rather than on
 * SharedArrayBuffers: only that thread reads it, it takes a few milliseconds (one pass over the
 * edges), and the main thread neither pays for it at start nor holds it when no matrix is asked for.
 */
export interface ReverseGraph {
  first: Int32Array;
  source: Int32Array;
  duration: Float32Array;
}

export function buildReverseGraph(graph: RoadGraph): ReverseGraph {
  const { nodeCount, edgeCount, edgeSource, edgeTarget, edgeDuration } = graph;
  const first = new Int32Array(nodeCount + 1);
  for (let e = 0; e < edgeCount; e++) first[edgeTarget[e]! + 1]!++;
  for (let v = 0; v < nodeCount; v++) first[v + 1]! += first[v]!;
  const cursor = first.slice(0, nodeCount);
  const source = new Int32Array(edgeCount);
  const duration = new Float32Array(edgeCount);
  for (let e = 0; e < edgeCount; e++) {
    const i = cursor[edgeTarget[e]!]!++;
    source[i] = edgeSource[e]!;
    duration[i] = edgeDuration[e]!;
  }
  return { first, source, duration };
}
