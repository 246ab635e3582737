import type { MapConfig } from '@forkly/contracts';
import type { LayerSpecification, StyleSpecification } from 'maplibre-gl';

/** SPEC.md section 9's default centre and zoom, used until GET /map/config answers otherwise. */
export const DEFAULT_CENTER = { latitude: 51.4261, longitude: 6.7652 };
export const DEFAULT_ZOOM = 12;
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

const BACKGROUND = '#f5f5f4';
const MAJOR_ROADS = ['motorway', 'trunk', 'primary', 'secondary', 'motorway_link', 'trunk_link', 'primary_link', 'secondary_link'];

/** Road width by class and zoom: main roads stand out, side streets stay thin lines from afar. */
const roadWidth = (major: number, minor: number) =>
  [
    'interpolate',
    ['linear'],
    ['zoom'],
    10,
    ['match', ['get', 'highway'], MAJOR_ROADS, major * 0.4, minor * 0.3],
    16,
    ['match', ['get', 'highway'], MAJOR_ROADS, major * 2.5, minor * 2.5],
  ] as const;

const NETWORK_LAYERS: LayerSpecification[] = [
  {
    id: 'roads-casing',
    type: 'line',
    source: 'network',
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': '#d6d3d1', 'line-width': roadWidth(5, 3.5) as never },
  },
  {
    id: 'roads',
    type: 'line',
    source: 'network',
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': ['match', ['get', 'highway'], MAJOR_ROADS, '#fde68a', '#ffffff'], 'line-width': roadWidth(3.5, 2.2) as never },
  },
];

/**
 * The base map of GET /map/config (DESIGN.md section 5): the tile style of MAP_STYLE_URL when set,
 * else the built-in street network drawn as GeoJSON lines on a plain background, else the plain
 * background alone (external providers without a style: markers and routes still show).
 */
export function baseStyle(config: Pick<MapConfig, 'network' | 'styleUrl'>, origin = window.location.href): StyleSpecification | string {
  if (config.styleUrl) return new URL(config.styleUrl, origin).href;
  const background: LayerSpecification = { id: 'background', type: 'background', paint: { 'background-color': BACKGROUND } };
  if (!config.network) return { version: 8, sources: {}, layers: [background] };
  return {
    version: 8,
    // The worker fetches the data, so the address must not depend on where the worker file lives.
    sources: { network: { type: 'geojson', data: new URL(config.network, origin).href } },
    layers: [background, ...NETWORK_LAYERS],
  };
}

/** The attribution line: the provider's own, and OpenStreetMap's always (it is on every map). */
export function attributionOf(config: Pick<MapConfig, 'attribution'> | undefined): string {
  const own = config?.attribution ?? '';
  return own.includes(OSM_ATTRIBUTION) ? own : [OSM_ATTRIBUTION, own].filter(Boolean).join(' · ');
}
