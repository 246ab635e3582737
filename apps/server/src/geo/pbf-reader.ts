import { readFileSync } from 'node:fs';
import tinyOsmPbf, { type OsmElement } from 'tiny-osmpbf';
import { type AddressPoint, type GeoDataset, type RoadWay } from './geo-dataset';
import { addressesFromTags } from './osm-address-tags';
import { carRoad } from './road-profile';

/** A growable pair of coordinate columns, so 400k nodes cost 6 MB instead of 400k objects. */
class NodeTable {
  lat = new Float64Array(1 << 16);
  lon = new Float64Array(1 << 16);
  readonly index = new Map<number, number>();
  count = 0;

  add(id: number, lat: number, lon: number): void {
    if (this.count === this.lat.length) {
      const grow = (a: Float64Array) => {
        const b = new Float64Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.lat = grow(this.lat);
      this.lon = grow(this.lon);
    }
    this.index.set(id, this.count);
    this.lat[this.count] = lat;
    this.lon[this.count] = lon;
    this.count++;
  }
}

interface PendingWay extends Omit<RoadWay, 'nodes'> {
  osmNodes: number[];
}

/** The way's node ids as table indices, split where the extract cut nodes away. */
function resolvePieces(osmNodes: number[], table: NodeTable): number[][] {
  const pieces: number[][] = [];
  let current: number[] = [];
  for (const id of osmNodes) {
    const index = table.index.get(id);
    if (index === undefined) {
      if (current.length > 1) pieces.push(current);
      current = [];
    } else current.push(index);
  }
  if (current.length > 1) pieces.push(current);
  return pieces;
}

function centroid(osmNodes: number[], table: NodeTable): { lat: number; lon: number } | null {
  let lat = 0;
  let lon = 0;
  let n = 0;
  const unique = osmNodes.length > 1 && osmNodes[0] === osmNodes[osmNodes.length - 1] ? osmNodes.slice(1) : osmNodes;
  for (const id of unique) {
    const i = table.index.get(id);
    if (i === undefined) continue;
    lat += table.lat[i]!;
    lon += table.lon[i]!;
    n++;
  }
  return n ? { lat: lat / n, lon: lon / n } : null;
}

/** Keeps only the nodes the roads use and renumbers them 0..n-1. */
function compact(pending: PendingWay[], table: NodeTable): Pick<GeoDataset, 'nodeLat' | 'nodeLon' | 'ways'> {
  const remap = new Int32Array(table.count).fill(-1);
  const lat: number[] = [];
  const lon: number[] = [];
  const ways: RoadWay[] = [];
  for (const { osmNodes, ...way } of pending) {
    for (const piece of resolvePieces(osmNodes, table)) {
      const nodes = piece.map((i) => {
        if (remap[i] === -1) {
          remap[i] = lat.length;
          lat.push(table.lat[i]!);
          lon.push(table.lon[i]!);
        }
        return remap[i]!;
      });
      ways.push({ ...way, nodes });
    }
  }
  return { nodeLat: Float64Array.from(lat), nodeLon: Float64Array.from(lon), ways };
}

/**
 * Reads a .osm.pbf into car roads and address points. tiny-osmpbf holds the file in memory and
 * parses synchronously; nodes come before ways in a sorted extract, so way centroids can be
 * computed on the fly.
 */
export function readOsmPbf(path: string): GeoDataset {
  const file = readFileSync(path);
  // Hand over a plain ArrayBuffer: the parser wraps its input per block, and wrapping a Buffer copies it.
  const data = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
  const table = new NodeTable();
  const pending: PendingWay[] = [];
  const addresses: AddressPoint[] = [];

  tinyOsmPbf(data, (element: OsmElement) => {
    if (element.type === 'node') {
      table.add(element.id, element.lat, element.lon);
      if (element.tags['addr:housenumber']) addresses.push(...addressesFromTags(`osm:n${element.id}`, element.tags, element.lat, element.lon));
      return;
    }
    if (element.type !== 'way') return;
    const { tags } = element;
    if (tags['addr:housenumber']) {
      const at = centroid(element.nodes, table);
      if (at) addresses.push(...addressesFromTags(`osm:w${element.id}`, tags, at.lat, at.lon));
    }
    const road = tags.highway ? carRoad(tags) : null;
    if (!road) return;
    const name = tags.name?.trim() || undefined;
    const ref = tags.ref?.trim() || undefined;
    pending.push({ id: `w${element.id}`, osmNodes: element.nodes, highway: tags.highway!, name, ref, ...road });
  });

  return { demo: false, ...compact(pending, table), addresses };
}
