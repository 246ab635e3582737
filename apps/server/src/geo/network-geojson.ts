import { type GeoDataset } from './geo-dataset';
import { round6 } from './geo-math';
import { type LineString } from './provider';

export interface NetworkFeature {
  type: 'Feature';
  properties: { name: string | null; highway: string; oneway: -1 | 0 | 1 };
  geometry: LineString;
}

/** The drawable street network; `attribution` and `demoData` ride along as foreign members. */
export interface NetworkGeoJson {
  type: 'FeatureCollection';
  attribution: string;
  demoData: boolean;
  features: NetworkFeature[];
}

export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

/** Every car road as a LineString, for the web map to draw as GeoJSON layers (DESIGN.md section 5). */
export function networkGeoJson(dataset: GeoDataset): NetworkGeoJson {
  return {
    type: 'FeatureCollection',
    attribution: OSM_ATTRIBUTION,
    demoData: dataset.demo,
    features: dataset.ways.map((way) => ({
      type: 'Feature',
      properties: { name: way.name ?? way.ref ?? null, highway: way.highway, oneway: way.oneway },
      geometry: {
        type: 'LineString',
        coordinates: way.nodes.map((v): [number, number] => [round6(dataset.nodeLon[v]!), round6(dataset.nodeLat[v]!)]),
      },
    })),
  };
}
