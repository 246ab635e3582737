/** Small spherical helpers shared by the graph, the snapping and the address index. */

export const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;
/** Metres per degree of latitude (and of longitude at the equator). */
export const METERS_PER_DEGREE = EARTH_RADIUS_M * RAD;

/** Great-circle distance in metres. */
export function haversineMeters(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Metres per degree of longitude at a latitude. */
export function metersPerDegreeLon(lat: number): number {
  return METERS_PER_DEGREE * Math.cos(lat * RAD);
}

export interface SegmentProjection {
  /** Position along the segment, 0 at its start and 1 at its end. */
  t: number;
  lat: number;
  lon: number;
  distanceMeters: number;
}

/**
 * Projects a point onto the segment a-b in a local flat frame (exact enough for street segments,
 * which are at most a few kilometres long).
 */
export function projectOnSegment(lat: number, lon: number, latA: number, lonA: number, latB: number, lonB: number): SegmentProjection {
  const kx = metersPerDegreeLon(lat);
  const ky = METERS_PER_DEGREE;
  const bx = (lonB - lonA) * kx;
  const by = (latB - latA) * ky;
  const px = (lon - lonA) * kx;
  const py = (lat - latA) * ky;
  const len2 = bx * bx + by * by;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, (px * bx + py * by) / len2));
  const dx = px - t * bx;
  const dy = py - t * by;
  return { t, lat: latA + t * (latB - latA), lon: lonA + t * (lonB - lonA), distanceMeters: Math.hypot(dx, dy) };
}

/** Rounds a coordinate to 6 decimals (about 10 cm), enough for drawing and for JSON size. */
export function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
