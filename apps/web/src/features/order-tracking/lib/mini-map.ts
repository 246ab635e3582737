/** A point on the earth. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_M = 6_371_000;
const RAD = Math.PI / 180;

/** Great-circle distance in metres. */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = (b.latitude - a.latitude) * RAD;
  const dLon = (b.longitude - a.longitude) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * RAD) * Math.cos(b.latitude * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

/** Metres east and north of `origin` (flat earth: fine across a city). */
export function offsetMeters(origin: LatLng, point: LatLng): { east: number; north: number } {
  return {
    east: (point.longitude - origin.longitude) * RAD * EARTH_RADIUS_M * Math.cos(origin.latitude * RAD),
    north: (point.latitude - origin.latitude) * RAD * EARTH_RADIUS_M,
  };
}

export interface MiniMapLayout {
  /** Metres from the centre to the edge of the drawn circle. */
  radiusMeters: number;
  /** SVG coordinates of each point, the centre (the delivery address) at size/2. */
  points: { x: number; y: number }[];
}

/**
 * Places points on a square SVG of `size` around the delivery address, scaled so the farthest one
 * sits inside the ring; the scale never goes below `minRadius` so a courier at the door is not
 * drawn on top of the house.
 */
export function layoutMiniMap(center: LatLng, points: LatLng[], size: number, padding = 24, minRadius = 300): MiniMapLayout {
  const offsets = points.map((p) => offsetMeters(center, p));
  const farthest = Math.max(minRadius, ...offsets.map((o) => Math.hypot(o.east, o.north)));
  const radiusMeters = niceRadius(farthest);
  const scale = (size / 2 - padding) / radiusMeters;
  return {
    radiusMeters,
    points: offsets.map((o) => ({ x: size / 2 + o.east * scale, y: size / 2 - o.north * scale })),
  };
}

/** A round ring size a person can read: 300 m, 500 m, 1 km, 2 km, 5 km, ... */
function niceRadius(meters: number): number {
  const steps = [300, 500, 1000, 2000, 3000, 5000, 10_000, 20_000, 50_000];
  return steps.find((step) => step >= meters) ?? Math.ceil(meters / 10_000) * 10_000;
}
