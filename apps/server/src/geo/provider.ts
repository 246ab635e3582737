/**
 * The places-and-routes provider interface (DESIGN.md section 5). The built-in provider, Google and
 * OSRM adapters all answer in these shapes; the API layer passes them through unchanged.
 */

export interface LatLon {
  latitude: number;
  longitude: number;
}

export interface PlaceSuggestion {
  /** Stable id to pass to placeDetails (`osm:n123`, `osm:w456`, `street:<name>@<place>`, `demo:a7`). */
  placeId: string;
  /** The whole suggestion on one line: "Hauptstraße 12, 95444 Bayreuth". */
  text: string;
  /** Street and house number: "Hauptstraße 12". */
  mainText: string;
  /** Postcode and locality: "95444 Bayreuth". */
  secondaryText: string;
}

/** Google's address component types: route, street_number, postal_code, locality, subpremise, ... */
export interface AddressComponent {
  types: string[];
  longText: string;
}

export interface PlaceDetails {
  placeId: string;
  addressComponents: AddressComponent[];
  formattedAddress: string;
  location: LatLon;
}

/** A GeoJSON LineString; coordinates are [longitude, latitude]. */
export interface LineString {
  type: 'LineString';
  coordinates: [number, number][];
}

export interface Route {
  /** The main streets the route follows (the one or two longest named ones). */
  summary: string;
  distanceMeters: number;
  durationSeconds: number;
  startAddress: string;
  endAddress: string;
  geometry: LineString;
}

export interface MapConfig {
  center: LatLon;
  zoom: number;
  attribution: string;
  /** True when the streets and addresses are generated demo data, not a real map. */
  demoData: boolean;
  /** Where the web app can fetch the drawable street network (GeoJSON), or null if there is none. */
  network?: string | null;
}

export interface AutocompleteOptions {
  /** Suggestions near this point rank higher. */
  near?: LatLon;
  /** At most this many suggestions (default 5). */
  limit?: number;
}

export interface RouteOptions {
  /** Also offer up to two alternative routes. */
  alternatives?: boolean;
}

export interface GeoProvider {
  autocomplete(input: string, opts?: AutocompleteOptions): Promise<PlaceSuggestion[]>;
  placeDetails(placeId: string): Promise<PlaceDetails | null>;
  reverse(latitude: number, longitude: number): Promise<PlaceDetails | null>;
  /** Routes by car, fastest first; empty when either point cannot reach the road network. */
  routes(from: LatLon, to: LatLon, opts?: RouteOptions): Promise<Route[]>;
  mapConfig(): MapConfig;
}

/** Driving times between many points at once, for the dispatcher's rounds. */
export interface TravelTimes {
  /** Seconds by car from each origin to each destination, row-major (origins.length × destinations.length); Infinity where unreachable. */
  travelMatrix(origins: LatLon[], destinations: LatLon[]): Promise<Float64Array>;
}
