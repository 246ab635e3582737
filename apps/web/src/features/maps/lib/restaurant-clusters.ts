import type { MapRestaurant } from '@forkly/contracts';
import type { CircleLayerSpecification, GeoJSONSourceSpecification } from 'maplibre-gl';

export const RESTAURANT_SOURCE = 'restaurants';
export const CLUSTER_LAYER = 'restaurant-clusters';
export const POINT_LAYER = 'restaurant-points';

/** Markers closer than 60 px merge, from two markers on (the map demo of SPEC.md section 2). */
export const CLUSTER_OPTIONS = { cluster: true, clusterRadius: 60, clusterMinPoints: 2, clusterMaxZoom: 17 } as const;

/** What a single restaurant's marker carries for its popup. */
export interface RestaurantPointProperties {
  id: number;
  name: string;
  address: string;
}

/** The restaurants as a clustered GeoJSON source. */
export function restaurantSource(restaurants: MapRestaurant[]): GeoJSONSourceSpecification {
  return {
    type: 'geojson',
    ...CLUSTER_OPTIONS,
    data: {
      type: 'FeatureCollection',
      features: restaurants.map((r) => ({
        type: 'Feature',
        id: r.id,
        properties: { id: r.id, name: r.name, address: r.address } satisfies RestaurantPointProperties,
        geometry: { type: 'Point', coordinates: [r.longitude, r.latitude] },
      })),
    },
  };
}

/** Clusters grow with their count; single restaurants are small brand-coloured dots. */
export const RESTAURANT_LAYERS: CircleLayerSpecification[] = [
  {
    id: CLUSTER_LAYER,
    type: 'circle',
    source: RESTAURANT_SOURCE,
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': '#c2410c',
      'circle-opacity': 0.9,
      'circle-radius': ['step', ['get', 'point_count'], 16, 5, 20, 10, 26],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 3,
    },
  },
  {
    id: POINT_LAYER,
    type: 'circle',
    source: RESTAURANT_SOURCE,
    filter: ['!', ['has', 'point_count']],
    paint: { 'circle-color': '#9a3412', 'circle-radius': 8, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 2 },
  },
];

/** A cluster as the source reports it: its id, where it is and how many restaurants it holds. */
export interface ClusterLabel {
  clusterId: number;
  count: number;
  longitude: number;
  latitude: number;
}

interface SourceFeature {
  properties: Record<string, unknown> | null;
  geometry: { type: string; coordinates?: unknown };
}

/**
 * The clusters among the rendered features, once each (a cluster near a tile edge comes back once
 * per tile): their counts are drawn as HTML, since the offline base map has no glyphs for text.
 */
export function clusterLabels(features: SourceFeature[]): ClusterLabel[] {
  const byId = new Map<number, ClusterLabel>();
  for (const feature of features) {
    const props = feature.properties ?? {};
    if (!props.cluster || feature.geometry.type !== 'Point') continue;
    const [longitude, latitude] = feature.geometry.coordinates as [number, number];
    const clusterId = Number(props.cluster_id);
    byId.set(clusterId, { clusterId, count: Number(props.point_count), longitude, latitude });
  }
  return [...byId.values()];
}
