import { type Oneway } from './road-profile';

/**
 * What the built-in provider is built from, whether read from a .osm.pbf or generated as the demo
 * city: road ways over a compact node table, and address points.
 */

export interface RoadWay {
  /** `w123` for OSM ways, `d45` for generated streets. */
  id: string;
  /** Indices into the dataset's node table, in the way's direction. */
  nodes: number[];
  highway: string;
  /** Street name. */
  name?: string;
  /** Road number ("B 85"), shown in route summaries when the road has no name. */
  ref?: string;
  speedKmh: number;
  oneway: Oneway;
}

export interface AddressPoint {
  placeId: string;
  /** addr:street, or addr:place for villages without street names. */
  street: string;
  housenumber: string;
  postcode?: string;
  city?: string;
  /** District (sublocality), when known. */
  district?: string;
  /** addr:unit / addr:flats, Google's subpremise. */
  unit?: string;
  lat: number;
  lon: number;
}

export interface GeoDataset {
  /** True for the generated demo city. */
  demo: boolean;
  nodeLat: Float64Array;
  nodeLon: Float64Array;
  ways: RoadWay[];
  addresses: AddressPoint[];
}
