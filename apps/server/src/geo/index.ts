/** The places-and-routes module: the provider interface and the built-in offline provider. */
export type * from './provider';
export { type BuiltinGeoProvider, type BuiltinGeoProviderOptions, type GeoProviderInfo, createBuiltinGeoProvider, DUISBURG_CENTER } from './builtin-provider';
export { type NetworkGeoJson, OSM_ATTRIBUTION } from './network-geojson';
export { benchRoutes, type RouteBenchFigures } from './bench-routes';
export { type AppGeoProvider, selectGeoProvider } from './geo-selection';
export { GeoServiceError, type PlacesProvider, type RoutesProvider } from './external-provider';
export { type TravelFieldStats } from './travel-fields';
export { estimatedMatrix, estimatedSeconds, MATRIX_DEADLINE_MS } from './travel-estimate';
