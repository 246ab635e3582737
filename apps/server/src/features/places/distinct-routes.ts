import type { Route } from '../../geo/index';

/** About a metre: two providers' drawings of one road differ in the last digits only. */
const point = ([lon, lat]: readonly [number, number]) => `${lat.toFixed(5)},${lon.toFixed(5)}`;

/**
 * What makes two routes the same to the courier: the same line on the map, or the same summary
 * with the same length (to 10 m) and time (to the minute), which the options list shows alike.
 */
function sameAs(a: Route, b: Route): boolean {
  const sameLine = a.geometry.coordinates.length > 0 && a.geometry.coordinates.map(point).join(';') === b.geometry.coordinates.map(point).join(';');
  const sameText =
    a.summary === b.summary &&
    Math.round(a.distanceMeters / 10) === Math.round(b.distanceMeters / 10) &&
    Math.round(a.durationSeconds / 60) === Math.round(b.durationSeconds / 60);
  return sameLine || sameText;
}

/**
 * Drops every route that is the same as one kept before it (issue 10: a provider may offer an
 * alternative that is the fastest route again). Keeps the order, so the first of equals stays.
 */
export function distinctRoutes(routes: readonly Route[]): Route[] {
  const kept: Route[] = [];
  for (const route of routes) if (!kept.some((other) => sameAs(other, route))) kept.push(route);
  return kept;
}
