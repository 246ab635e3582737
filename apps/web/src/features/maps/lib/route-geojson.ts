import type { RouteOption } from '@forkly/contracts';
import type { FeatureCollection, LineString } from 'geojson';

export interface LatLon {
  latitude: number;
  longitude: number;
}

/** Properties of one drawn route: its place in the list and whether it is the chosen one. */
export interface RouteProperties {
  index: number;
  selected: boolean;
}

/** The chosen route is drawn blue and 8 px wide over the alternatives (DESIGN.md section 5). */
export const ROUTE_COLOR = '#1d4ed8';
export const ROUTE_WIDTH = 8;
export const ALTERNATIVE_COLOR = '#93a4c3';
export const ALTERNATIVE_WIDTH = 6;

/**
 * Every route as one LineString feature, the chosen one last so it is drawn on top; a route
 * without a line (fewer than two points) is left out rather than drawn as nothing.
 */
export function routeFeatures(routes: RouteOption[], selected: number): FeatureCollection<LineString, RouteProperties> {
  const features = routes
    .map((route, index) => ({
      type: 'Feature' as const,
      properties: { index, selected: index === selected },
      geometry: { type: 'LineString' as const, coordinates: route.geometry.coordinates.map(([lon, lat]) => [lon, lat]) },
    }))
    .filter((feature) => feature.geometry.coordinates.length >= 2);
  features.sort((a, b) => Number(a.properties.selected) - Number(b.properties.selected));
  return { type: 'FeatureCollection', features };
}

/** Where a route starts and ends, for its markers; null without a line. */
export function routeEnds(route: RouteOption | undefined): { start: LatLon; end: LatLon } | null {
  const line = route?.geometry.coordinates ?? [];
  if (line.length < 2) return null;
  const [startLon, startLat] = line[0]!;
  const [endLon, endLat] = line[line.length - 1]!;
  return { start: { latitude: startLat, longitude: startLon }, end: { latitude: endLat, longitude: endLon } };
}

/** [[west, south], [east, north]] around every route point and extra point; null when there is none. */
export function boundsOf(routes: RouteOption[], points: LatLon[] = []): [[number, number], [number, number]] | null {
  const lons: number[] = [];
  const lats: number[] = [];
  for (const route of routes) {
    for (const [lon, lat] of route.geometry.coordinates) {
      lons.push(lon);
      lats.push(lat);
    }
  }
  for (const point of points) {
    lons.push(point.longitude);
    lats.push(point.latitude);
  }
  if (!lons.length) return null;
  return [
    [Math.min(...lons), Math.min(...lats)],
    [Math.max(...lons), Math.max(...lats)],
  ];
}
