import { AddressIndex } from './address-index';
import { DEMO_SEED, generateDemoCity } from './demo-city';
import { type GeoDataset } from './geo-dataset';
import { type NetworkGeoJson, networkGeoJson, OSM_ATTRIBUTION } from './network-geojson';
import { readOsmPbf } from './pbf-reader';
import { addressSuggestion } from './place-format';
import { type AutocompleteOptions, type GeoProvider, type LatLon, type MapConfig, type Route, type RouteOptions, type TravelTimes } from './provider';
import { type RawRoute } from './path-to-route';
import { buildRoadGraph } from './road-graph';
import { RouteWorkerClient } from './route-worker-client';
import { Router, type RouterData } from './router';
import { buildSnapIndexData } from './snap-index';
import { fillEstimates } from './travel-estimate';
import { type TravelFieldStats } from './travel-fields';
import { packPoints } from './travel-matrix';

export interface BuiltinGeoProviderOptions {
  /** A .osm.pbf to load (GEO_OSM_PBF); without it the demo city is generated. */
  osmPbfPath?: string;
  /** Route in a worker thread (default true); false routes in-process, handy in tests. */
  workers?: boolean;
  /** Seed of the generated demo city. */
  demoSeed?: number;
  /** Where the web app fetches networkGeoJson() from; the API layer serves it. */
  networkUrl?: string | null;
  center?: LatLon;
  zoom?: number;
}

/** What was loaded and how long it took, for the start-up log and the benchmarks. */
export interface GeoProviderInfo {
  source: 'osm' | 'demo';
  nodes: number;
  edges: number;
  routableNodes: number;
  addresses: number;
  streets: number;
  buildMs: number;
}

export interface BuiltinGeoProvider extends GeoProvider, TravelTimes {
  info(): GeoProviderInfo;
  /** The travel-time field cache behind travelMatrix (tests, benchmarks). */
  travelMatrixStats(): Promise<TravelFieldStats>;
  /** The drawable street network as GeoJSON (built on first use, then kept). */
  networkGeoJson(): NetworkGeoJson;
  /** Stops the route worker. */
  close(): Promise<void>;
}

export const DUISBURG_CENTER: LatLon = { latitude: 51.4261, longitude: 6.7652 };
/** Start and end addresses are the nearest address point within this distance... */
const ADDRESS_LABEL_KM = 0.3;
/** ...or else the road's name with the place of the nearest address within this one. */
const PLACE_LABEL_KM = 5;

function isLatLon(point: LatLon): boolean {
  const { latitude, longitude } = point;
  return Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
}

/**
 * The built-in offline places-and-routes provider (DESIGN.md section 5): real OSM data from a
 * .osm.pbf, or the generated demo city of Duisburg.
 */
export function createBuiltinGeoProvider(options: BuiltinGeoProviderOptions = {}): BuiltinGeoProvider {
  const started = performance.now();
  const dataset = options.osmPbfPath ? readOsmPbf(options.osmPbfPath) : generateDemoCity({ seed: options.demoSeed ?? DEMO_SEED });
  return providerFromDataset(dataset, options, started);
}

/** The same provider over a dataset already loaded (tests look at the dataset too). */
export function providerFromDataset(dataset: GeoDataset, options: BuiltinGeoProviderOptions = {}, started = performance.now()): BuiltinGeoProvider {
  const graph = buildRoadGraph(dataset);
  const routerData: RouterData = { graph, snap: buildSnapIndexData(graph) };
  const addresses = new AddressIndex(dataset);
  const worker = options.workers === false ? null : new RouteWorkerClient(routerData);
  const router = worker ? null : new Router(routerData);
  const info: GeoProviderInfo = {
    source: dataset.demo ? 'demo' : 'osm',
    nodes: graph.nodeCount,
    edges: graph.edgeCount,
    routableNodes: graph.component.reduce((sum, c) => sum + (c >= 0 ? 1 : 0), 0),
    addresses: dataset.addresses.length,
    streets: addresses.streetCount,
    buildMs: Math.round(performance.now() - started),
  };
  let network: NetworkGeoJson | null = null;

  const label = (point: LatLon, road: string | null) => {
    const address = addresses.nearest(point.latitude, point.longitude, ADDRESS_LABEL_KM);
    if (address) return addressSuggestion(address).text;
    const place = addresses.nearest(point.latitude, point.longitude, PLACE_LABEL_KM);
    const locality = place ? [place.postcode, place.city].filter(Boolean).join(' ') : '';
    if (road) return locality ? `${road}, ${locality}` : road;
    return `${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}`;
  };
  const rawRoutes = (from: LatLon, to: LatLon, alternatives: boolean): Promise<RawRoute[]> =>
    worker ? worker.routes(from, to, alternatives) : Promise.resolve(router!.routes(from, to, alternatives));
  const rawMatrix = (origins: Float64Array<ArrayBuffer>, destinations: Float64Array<ArrayBuffer>): Promise<Float64Array> =>
    worker ? worker.travelMatrix(origins, destinations) : Promise.resolve(router!.travelMatrix(origins, destinations));

  return {
    async autocomplete(input: string, opts?: AutocompleteOptions) {
      return addresses.autocomplete(input, opts);
    },
    async placeDetails(placeId: string) {
      return addresses.details(placeId);
    },
    async reverse(latitude: number, longitude: number) {
      return isLatLon({ latitude, longitude }) ? addresses.reverse(latitude, longitude) : null;
    },
    async routes(from: LatLon, to: LatLon, opts?: RouteOptions): Promise<Route[]> {
      if (!isLatLon(from) || !isLatLon(to)) return [];
      const found = await rawRoutes(from, to, opts?.alternatives ?? false);
      if (found.length === 0) return [];
      const startAddress = label(from, found[0]!.startRoad);
      const endAddress = label(to, found[0]!.endRoad);
      return found.map(({ summary, distanceMeters, durationSeconds, geometry }) => ({
        summary,
        distanceMeters,
        durationSeconds,
        startAddress,
        endAddress,
        geometry,
      }));
    },
    /**
     * Snaps like routes() and reads cached travel-time fields (travel-matrix.ts); a point near no
     * road gets the straight-line estimate. Rejects only when the worker fails, as routes() does.
     */
    async travelMatrix(origins: LatLon[], destinations: LatLon[]): Promise<Float64Array> {
      if (origins.length === 0 || destinations.length === 0) return new Float64Array(0);
      return fillEstimates(await rawMatrix(packPoints(origins), packPoints(destinations)), origins, destinations);
    },
    travelMatrixStats: async () => (worker ? worker.travelMatrixStats() : router!.travelMatrixStats()),
    mapConfig(): MapConfig {
      return {
        center: options.center ?? DUISBURG_CENTER,
        zoom: options.zoom ?? 12,
        attribution: OSM_ATTRIBUTION,
        demoData: dataset.demo,
        network: options.networkUrl ?? null,
      };
    },
    info: () => info,
    networkGeoJson: () => (network ??= networkGeoJson(dataset)),
    close: async () => {
      await worker?.close();
    },
  };
}
