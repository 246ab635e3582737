/** tiny-osmpbf ships no types; this is the part of its API the PBF reader uses. */
declare module 'tiny-osmpbf' {
  export interface OsmNode {
    type: 'node';
    id: number;
    lat: number;
    lon: number;
    tags: Record<string, string>;
  }
  export interface OsmWay {
    type: 'way';
    id: number;
    nodes: number[];
    tags: Record<string, string>;
  }
  export interface OsmRelation {
    type: 'relation';
    id: number;
    tags: Record<string, string>;
  }
  export type OsmElement = OsmNode | OsmWay | OsmRelation;
  /** Parses a whole .osm.pbf synchronously, calling the handler for each element in file order. */
  export default function tinyOsmPbf(data: ArrayBuffer | Uint8Array, handler: (element: OsmElement) => void): unknown;
}

/** point-in-polygon ships no types; the tests use it to cross-check our banded point-in-polygon. */
declare module 'point-in-polygon' {
  export default function pointInPolygon(point: [number, number], polygon: [number, number][]): boolean;
}
