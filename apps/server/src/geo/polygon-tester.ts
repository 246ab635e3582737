/** [longitude, latitude] rings, outer and holes alike (the even-odd rule sorts them out). */
export type Ring = [number, number][];

interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

const BANDS = 512;

/**
 * Point-in-polygon by ray casting, with the segments bucketed into latitude bands: a test looks at
 * the few segments of one band instead of every vertex of the outline, so testing a hundred
 * thousand generated points costs milliseconds.
 */
export class PolygonTester {
  readonly minLat: number;
  readonly maxLat: number;
  readonly minLon: number;
  readonly maxLon: number;
  private readonly bands: Segment[][];
  private readonly bandHeight: number;

  constructor(rings: Ring[]) {
    const points = rings.flat();
    this.minLat = Math.min(...points.map((p) => p[1]));
    this.maxLat = Math.max(...points.map((p) => p[1]));
    this.minLon = Math.min(...points.map((p) => p[0]));
    this.maxLon = Math.max(...points.map((p) => p[0]));
    this.bandHeight = (this.maxLat - this.minLat) / BANDS || 1;
    this.bands = Array.from({ length: BANDS }, () => []);
    for (const ring of rings) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [x1, y1] = ring[j]!;
        const [x2, y2] = ring[i]!;
        const from = this.band(Math.min(y1, y2));
        const to = this.band(Math.max(y1, y2));
        for (let b = from; b <= to; b++) this.bands[b]!.push({ x1, y1, x2, y2 });
      }
    }
  }

  private band(lat: number): number {
    return Math.max(0, Math.min(BANDS - 1, Math.floor((lat - this.minLat) / this.bandHeight)));
  }

  contains(lon: number, lat: number): boolean {
    if (lat < this.minLat || lat > this.maxLat || lon < this.minLon || lon > this.maxLon) return false;
    let inside = false;
    for (const s of this.bands[this.band(lat)]!) {
      if (s.y1 > lat !== s.y2 > lat && lon < ((s.x2 - s.x1) * (lat - s.y1)) / (s.y2 - s.y1) + s.x1) inside = !inside;
    }
    return inside;
  }
}

type Geometry =
  | { type: 'Polygon'; coordinates: Ring[] }
  | { type: 'MultiPolygon'; coordinates: Ring[][] }
  | { type: 'GeometryCollection'; geometries: Geometry[] }
  | { type: string };

/** Every ring of a GeoJSON Polygon, MultiPolygon or GeometryCollection of them. */
export function ringsOf(geometry: Geometry): Ring[] {
  if (geometry.type === 'Polygon') return (geometry as { coordinates: Ring[] }).coordinates;
  if (geometry.type === 'MultiPolygon') return (geometry as { coordinates: Ring[][] }).coordinates.flat();
  if (geometry.type === 'GeometryCollection') return (geometry as { geometries: Geometry[] }).geometries.flatMap(ringsOf);
  return [];
}
