import FlatQueue from 'flatqueue';
import { LRUCache } from 'lru-cache';
import { buildReverseGraph, type ReverseGraph } from './reverse-graph';
import { type RoadGraph } from './road-graph';

/** What the field cache holds and has done, for tests and benchmarks. */
export interface TravelFieldStats {
  /** Backward searches run since the thread started: one per field not found in the cache. */
  computed: number;
  cached: number;
  cachedBytes: number;
  /** One field costs 4 bytes per graph node. */
  bytesPerField: number;
}

/**
 * About 96 MB of fields: on the demo city (about 5,000 nodes, 20 KB a field) every restaurant and
 * door of a zone many times over; on a city extract of 500,000 nodes still about 50 destinations.
 */
export const FIELD_CACHE_BYTES = 96 * 1024 * 1024;

/**
 * Travel-time fields: for one target node, every node's driving time to it in seconds (Infinity
 * where it cannot get there), by a Dijkstra search over the reversed graph. Restaurants and doors
 * stay the same for many dispatch rounds while couriers move, so a field per destination, kept in
 * an LRU, turns each round's matrix into lookups. Float32: seconds to within a millisecond over an
 * hour, at half the memory of doubles. One instance per thread (its search arrays are reused).
 */
export class TravelFields {
  private reverse: ReverseGraph | null = null;
  private readonly dist: Float64Array;
  private readonly queue = new FlatQueue<number>();
  private readonly cache: LRUCache<number, Float32Array>;
  private computed = 0;

  constructor(
    private readonly graph: RoadGraph,
    maxBytes = FIELD_CACHE_BYTES,
  ) {
    this.dist = new Float64Array(graph.nodeCount);
    // lru-cache wants a positive size; a field larger than the whole budget is used, not kept.
    this.cache = new LRUCache({ maxSize: maxBytes, sizeCalculation: (field) => Math.max(1, field.byteLength) });
  }

  /** Every node's driving time to `target`, computed once and then kept while room allows. */
  field(target: number): Float32Array {
    let field = this.cache.get(target);
    if (!field) {
      field = this.search(target);
      this.cache.set(target, field);
    }
    return field;
  }

  stats(): TravelFieldStats {
    return { computed: this.computed, cached: this.cache.size, cachedBytes: this.cache.calculatedSize, bytesPerField: this.graph.nodeCount * 4 };
  }

  /** Dijkstra from the target along in-edges: dist[u] is then the time from u to the target. */
  private search(target: number): Float32Array {
    const { first, source, duration } = (this.reverse ??= buildReverseGraph(this.graph));
    const { dist, queue } = this;
    dist.fill(Infinity);
    dist[target] = 0;
    queue.clear();
    queue.push(target, 0);
    while (queue.length > 0) {
      const d = queue.peekValue()!;
      const v = queue.pop()!;
      // A node pushed again at a lower cost leaves its older entry behind: skip that one.
      if (d > dist[v]!) continue;
      for (let i = first[v]!; i < first[v + 1]!; i++) {
        const u = source[i]!;
        const cost = d + duration[i]!;
        if (cost < dist[u]!) {
          dist[u] = cost;
          queue.push(u, cost);
        }
      }
    }
    this.computed++;
    return new Float32Array(dist);
  }
}
