import type { GeoConfig } from '../config';
import { type BuiltinGeoProvider, DUISBURG_CENTER } from './builtin-provider';
import { type PlacesProvider, type RouteLine, type RoutesProvider } from './external-provider';
import { createGooglePlaces } from './google-places';
import { createGoogleRoutes } from './google-routes';
import { type NetworkGeoJson, OSM_ATTRIBUTION } from './network-geojson';
import { createOsrmRoutes } from './osrm-routes';
import { createOsrmTable } from './osrm-table';
import { type GeoProvider, type LatLon, type MapConfig, type Route, type RouteOptions, type TravelTimes } from './provider';
import { matrixOrEstimate } from './travel-estimate';

/** The places-and-routes provider the app uses: whichever adapters the configuration chose. */
export interface AppGeoProvider extends GeoProvider, TravelTimes {
  mapConfig(): MapConfig & { drawRoutes: boolean };
  /** The drawable street network while the built-in data is in use; null with external services only. */
  networkGeoJson(): NetworkGeoJson | null;
  /**
   * travelMatrix from the routes provider (built-in fields, OSRM's table), never rejecting: with
   * Google, or when the provider fails or takes over MATRIX_DEADLINE_MS, the straight-line
   * estimate everywhere (travel-estimate.ts), because the dispatcher must always get numbers.
   */
  travelMatrix(origins: LatLon[], destinations: LatLon[]): Promise<Float64Array>;
}

const GOOGLE_ATTRIBUTION = 'Places and routes by Google';

/** "Königstraße" near a point, or the point itself when nothing better is known. */
async function label(places: PlacesProvider, point: LatLon, roadName: string | undefined): Promise<string> {
  const place = await places.reverse(point.latitude, point.longitude).catch(() => null);
  if (place?.formattedAddress) return place.formattedAddress;
  return roadName || `${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}`;
}

/** An external service's routes with start and end addresses from the places provider. */
async function labelled(lines: RouteLine[], places: PlacesProvider, from: LatLon, to: LatLon): Promise<Route[]> {
  if (lines.length === 0) return [];
  const [startAddress, endAddress] = await Promise.all([label(places, from, lines[0]!.startName), label(places, to, lines[0]!.endName)]);
  return lines.map(({ summary, distanceMeters, durationSeconds, geometry }) => ({
    summary,
    distanceMeters,
    durationSeconds,
    startAddress,
    endAddress,
    geometry,
  }));
}

/**
 * Picks the adapters of DESIGN.md section 5: places from PLACES_PROVIDER (builtin | google),
 * routes from ROUTES_PROVIDER (builtin | osrm | google). The built-in provider is built only when
 * one of them is `builtin` (it costs about a second and 25 MB). With Google in the mix routes are
 * not drawn: Google's EEA terms forbid showing its results over a non-Google map.
 */
export function selectGeoProvider(config: GeoConfig, builtin: () => BuiltinGeoProvider): AppGeoProvider {
  const key = config.googleMapsApiKey ?? '';
  const urls = config.googleUrls ?? {};
  const usesBuiltin = config.places === 'builtin' || config.routes === 'builtin';
  const usesGoogle = config.places === 'google' || config.routes === 'google';
  const places: PlacesProvider =
    config.places === 'google' ? createGooglePlaces({ apiKey: key, placesUrl: urls.places, geocodingUrl: urls.geocoding }) : lazyPlaces(builtin);
  const external: RoutesProvider | null =
    config.routes === 'google'
      ? createGoogleRoutes({ apiKey: key, routesUrl: urls.routes })
      : config.routes === 'osrm'
        ? createOsrmRoutes({ url: config.osrmUrl ?? '' })
        : null;
  const table: TravelTimes | null = config.routes === 'osrm' ? createOsrmTable({ url: config.osrmUrl ?? '' }) : null;
  const tables = config.routes === 'builtin' ? builtin : table && (() => table);

  return {
    autocomplete: (input, opts) => places.autocomplete(input, opts),
    placeDetails: (placeId) => places.placeDetails(placeId),
    reverse: (latitude, longitude) => places.reverse(latitude, longitude),
    async routes(from: LatLon, to: LatLon, opts?: RouteOptions): Promise<Route[]> {
      if (!external) return builtin().routes(from, to, opts);
      return labelled(await external.routes(from, to, opts), places, from, to);
    },
    travelMatrix: (origins, destinations) => matrixOrEstimate(tables, origins, destinations),
    mapConfig() {
      const drawRoutes = !usesGoogle;
      if (usesBuiltin) {
        const base = builtin().mapConfig();
        return { ...base, attribution: usesGoogle ? `${base.attribution} · ${GOOGLE_ATTRIBUTION}` : base.attribution, drawRoutes };
      }
      const attribution = config.routes === 'osrm' ? `${OSM_ATTRIBUTION} · ${GOOGLE_ATTRIBUTION}` : GOOGLE_ATTRIBUTION;
      return { center: DUISBURG_CENTER, zoom: 12, attribution, demoData: false, network: null, drawRoutes };
    },
    networkGeoJson: () => (usesBuiltin ? builtin().networkGeoJson() : null),
  };
}

/** The built-in provider's places, built on the first call. */
function lazyPlaces(builtin: () => BuiltinGeoProvider): PlacesProvider {
  return {
    autocomplete: (input, opts) => builtin().autocomplete(input, opts),
    placeDetails: (placeId) => builtin().placeDetails(placeId),
    reverse: (latitude, longitude) => builtin().reverse(latitude, longitude),
  };
}
