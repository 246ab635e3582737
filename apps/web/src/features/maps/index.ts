/** What other features may use of `maps` (docs/decisions/024-web-feature-boundaries.md). */
export { useDirections } from './api/get-directions';
export { useMapConfig } from './api/get-map-config';
export { FitToPoints } from './components/fit-to-points';
export { MapLegend } from './components/map-legend';
export { MapMarker, type MarkerKind } from './components/map-marker';
export { MapView } from './components/map-view';
export { RouteLayer } from './components/route-layer';
export { RouteMap } from './components/route-map';
export { RouteOptions } from './components/route-options';
