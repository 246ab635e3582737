/**
 * The delivery-fee rule itself (base + per started km beyond the free distance, DESIGN.md
 * section 6) is `deliveryFeeCents` in ./pricing, shared with the order's price; this file adds what
 * the restaurant list needs around it: a route estimate when routing fails, and the ETA.
 */
export { deliveryFeeCents, type DeliveryFeeRule } from './pricing';

/** Roads wind: a route is about this much longer than the straight line. */
export const ROAD_DETOUR_FACTOR = 1.3;
/** Average speed of a city delivery when no route is known, metres per second (25 km/h). */
export const FALLBACK_SPEED_MPS = 25 / 3.6;

/** When the route provider fails: straight line x 1.3 at city speed. */
export function estimatedRoute(straightMeters: number): { distanceMeters: number; durationSeconds: number } {
  const distanceMeters = Math.round(straightMeters * ROAD_DETOUR_FACTOR);
  return { distanceMeters, durationSeconds: Math.round(distanceMeters / FALLBACK_SPEED_MPS) };
}

/** Minutes from order to door: the kitchen's preparation time plus the drive, rounded up. */
export function estimatedDeliveryMinutes(preparationMinutes: number, driveSeconds: number): number {
  return preparationMinutes + Math.ceil(Math.max(0, driveSeconds) / 60);
}

const EARTH_RADIUS_M = 6_371_008.8;

/** Great-circle distance in metres (haversine), the same formula the restaurant list filters with. */
export function straightLineMeters(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
