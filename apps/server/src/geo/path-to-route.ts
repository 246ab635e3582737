import { round6 } from './geo-math';
import { type GraphPath, type PartialEdge } from './path-search';
import { type LineString } from './provider';
import { type RoadGraph } from './road-graph';
import { type SnapPoint } from './snap-index';

/** A route as the router computes it; the provider adds the start and end addresses. */
export interface RawRoute {
  summary: string;
  distanceMeters: number;
  durationSeconds: number;
  geometry: LineString;
  /** Names of the roads the two points were snapped to, for labelling points far from any address. */
  startRoad: string | null;
  endRoad: string | null;
}

function pieces(path: GraphPath): PartialEdge[] {
  const all: PartialEdge[] = [];
  if (path.head) all.push(path.head);
  for (const edge of path.edges) all.push({ edge, fraction: 1 });
  if (path.tail) all.push(path.tail);
  return all;
}

/** Real length and driving time, without the penalties used to find alternatives. */
export function measurePath(graph: RoadGraph, path: GraphPath): { distanceMeters: number; durationSeconds: number } {
  let distanceMeters = 0;
  let durationSeconds = 0;
  for (const { edge, fraction } of pieces(path)) {
    distanceMeters += graph.edgeLength[edge]! * fraction;
    durationSeconds += graph.edgeDuration[edge]! * fraction;
  }
  return { distanceMeters, durationSeconds };
}

/** The one or two longest named streets, in driving order ("Hauptstraße, B 2"). */
export function pathSummary(graph: RoadGraph, path: GraphPath): string {
  const byName = new Map<number, { length: number; order: number }>();
  for (const { edge, fraction } of pieces(path)) {
    const name = graph.edgeName[edge]!;
    if (name < 0) continue;
    const entry = byName.get(name) ?? { length: 0, order: byName.size };
    entry.length += graph.edgeLength[edge]! * fraction;
    byName.set(name, entry);
  }
  return [...byName.entries()]
    .sort((a, b) => b[1].length - a[1].length)
    .slice(0, 2)
    .sort((a, b) => a[1].order - b[1].order)
    .map(([name]) => graph.names[name]!)
    .join(', ');
}

/** The drawn line: the snapped start, every node passed, the snapped end. */
export function pathGeometry(graph: RoadGraph, path: GraphPath, from: SnapPoint, to: SnapPoint): LineString {
  const coordinates: [number, number][] = [];
  const push = (lon: number, lat: number) => {
    const point: [number, number] = [round6(lon), round6(lat)];
    const last = coordinates[coordinates.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) coordinates.push(point);
  };
  push(from.lon, from.lat);
  for (const v of path.nodes) push(graph.lon[v]!, graph.lat[v]!);
  push(to.lon, to.lat);
  if (coordinates.length === 1) coordinates.push([...coordinates[0]!]);
  return { type: 'LineString', coordinates };
}

function roadName(graph: RoadGraph, point: SnapPoint): string | null {
  const name = graph.edgeName[point.forward >= 0 ? point.forward : point.backward]!;
  return name >= 0 ? graph.names[name]! : null;
}

export function toRawRoute(graph: RoadGraph, path: GraphPath, from: SnapPoint, to: SnapPoint): RawRoute {
  const { distanceMeters, durationSeconds } = measurePath(graph, path);
  return {
    startRoad: roadName(graph, from),
    endRoad: roadName(graph, to),
    summary: pathSummary(graph, path),
    distanceMeters: Math.round(distanceMeters),
    durationSeconds: Math.round(durationSeconds),
    geometry: pathGeometry(graph, path, from, to),
  };
}
