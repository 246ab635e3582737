import { type AddressPoint, type GeoDataset } from './geo-dataset';
import { METERS_PER_DEGREE, metersPerDegreeLon } from './geo-math';

/**
 * One street: the ways and addresses with the same name close together. "Hauptstraße" in two
 * villages is two streets; a street cut into twenty OSM ways is one.
 */
export interface StreetCluster {
  name: string;
  /** Indices into the dataset's addresses. */
  addresses: number[];
  /** Way node indices, for the midpoint. */
  nodes: number[];
  minLat: number;
  minLon: number;
  maxLat: number;
  maxLon: number;
}

/** Parts of one street farther apart than this are different streets. */
const JOIN_METERS = 500;
/** Roads that are not streets people live on; their names (usually refs) are not suggested. */
const NOT_STREETS = new Set(['motorway', 'motorway_link', 'trunk', 'trunk_link']);

function boxGap(a: StreetCluster, b: StreetCluster): number {
  const dLat = Math.max(0, a.minLat - b.maxLat, b.minLat - a.maxLat) * METERS_PER_DEGREE;
  const dLon = Math.max(0, a.minLon - b.maxLon, b.minLon - a.maxLon) * metersPerDegreeLon(a.minLat);
  return Math.hypot(dLat, dLon);
}

function merge(into: StreetCluster, from: StreetCluster): void {
  into.addresses.push(...from.addresses);
  into.nodes.push(...from.nodes);
  into.minLat = Math.min(into.minLat, from.minLat);
  into.minLon = Math.min(into.minLon, from.minLon);
  into.maxLat = Math.max(into.maxLat, from.maxLat);
  into.maxLon = Math.max(into.maxLon, from.maxLon);
}

/** Merges pieces closer than JOIN_METERS until no two are (transitively, like union-find). */
function joinPieces(pieces: StreetCluster[]): StreetCluster[] {
  const out: StreetCluster[] = [];
  for (const piece of pieces) {
    let target: StreetCluster | null = null;
    for (let i = 0; i < out.length; i++) {
      const other = out[i]!;
      if (boxGap(piece, other) > JOIN_METERS) continue;
      if (!target) {
        target = other;
        merge(target, piece);
      } else {
        merge(target, other);
        out.splice(i--, 1);
      }
    }
    if (!target) out.push(piece);
  }
  return out;
}

function pointPiece(name: string, address: AddressPoint, index: number): StreetCluster {
  const { lat, lon } = address;
  return { name, addresses: [index], nodes: [], minLat: lat, minLon: lon, maxLat: lat, maxLon: lon };
}

/** Groups the dataset's named streets and addressed places into streets. */
export function buildStreetClusters(dataset: GeoDataset): StreetCluster[] {
  const byName = new Map<string, StreetCluster[]>();
  const piecesOf = (name: string) => byName.get(name) ?? byName.set(name, []).get(name)!;
  for (const way of dataset.ways) {
    if (!way.name || NOT_STREETS.has(way.highway)) continue;
    const piece: StreetCluster = { name: way.name, addresses: [], nodes: [...way.nodes], minLat: 90, minLon: 180, maxLat: -90, maxLon: -180 };
    for (const v of way.nodes) {
      piece.minLat = Math.min(piece.minLat, dataset.nodeLat[v]!);
      piece.maxLat = Math.max(piece.maxLat, dataset.nodeLat[v]!);
      piece.minLon = Math.min(piece.minLon, dataset.nodeLon[v]!);
      piece.maxLon = Math.max(piece.maxLon, dataset.nodeLon[v]!);
    }
    piecesOf(way.name).push(piece);
  }
  const streets = new Map<string, StreetCluster[]>();
  for (const [name, pieces] of byName) streets.set(name, joinPieces(pieces));

  const loose = new Map<string, StreetCluster[]>();
  dataset.addresses.forEach((address, index) => {
    const point = pointPiece(address.street, address, index);
    let best: StreetCluster | null = null;
    let bestGap = JOIN_METERS;
    for (const street of streets.get(address.street) ?? []) {
      const gap = boxGap(point, street);
      if (gap <= bestGap) [best, bestGap] = [street, gap];
    }
    if (best) best.addresses.push(index);
    else (loose.get(address.street) ?? loose.set(address.street, []).get(address.street)!).push(point);
  });
  const all = [...streets.values()].flat();
  for (const points of loose.values()) all.push(...joinPieces(points));
  return all;
}
