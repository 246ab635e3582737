import { PathSearch } from './path-search';
import { type RawRoute, toRawRoute } from './path-to-route';
import { type LatLon } from './provider';
import { type RoadGraph } from './road-graph';
import { findPaths } from './route-alternatives';
import { SnapIndex, type SnapIndexData } from './snap-index';
import { type TravelFieldStats } from './travel-fields';
import { TravelMatrix } from './travel-matrix';

/** Everything routing needs, all in shared memory: handed to the worker without a copy. */
export interface RouterData {
  graph: RoadGraph;
  snap: SnapIndexData;
}

/** Points farther than this from any road are not routed. */
const MAX_SNAP_METERS = 5000;

/** Snaps both points and searches; one instance per thread (its search arrays are reused). */
export class Router {
  private readonly snapIndex: SnapIndex;
  private readonly search: PathSearch;
  private readonly factor: Float32Array;
  private matrix: TravelMatrix | null = null;

  constructor(private readonly data: RouterData) {
    this.snapIndex = new SnapIndex(data.graph, data.snap);
    this.search = new PathSearch(data.graph);
    this.factor = new Float32Array(data.graph.edgeCount).fill(1);
  }

  routes(from: LatLon, to: LatLon, alternatives: boolean): RawRoute[] {
    const start = this.snapIndex.snap(from.latitude, from.longitude, MAX_SNAP_METERS);
    const end = this.snapIndex.snap(to.latitude, to.longitude, MAX_SNAP_METERS);
    // Two regions of one extract that no road joins (the components differ) have no route.
    if (!start || !end || this.data.graph.component[start.u] !== this.data.graph.component[end.u]) return [];
    const paths = findPaths(this.data.graph, this.search, this.factor, start, end, alternatives);
    return paths.map((p) => toRawRoute(this.data.graph, p.path, start, end));
  }

  /** Seconds between packed points (see TravelMatrix); the field cache is made on first use. */
  travelMatrix(origins: Float64Array, destinations: Float64Array): Float64Array {
    return this.tables().compute(origins, destinations);
  }

  travelMatrixStats(): TravelFieldStats {
    return this.tables().stats();
  }

  private tables(): TravelMatrix {
    return (this.matrix ??= new TravelMatrix(this.data.graph, this.snapIndex, MAX_SNAP_METERS));
  }
}
