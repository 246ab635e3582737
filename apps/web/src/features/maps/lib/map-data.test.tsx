// @vitest-environment jsdom
import type { MapRestaurant, RouteOption } from '@forkly/contracts';
import { describe, expect, it } from 'vitest';
import { attributionOf, baseStyle, OSM_ATTRIBUTION } from './map-style';
import { CLUSTER_LAYER, clusterLabels, POINT_LAYER, RESTAURANT_LAYERS, restaurantSource } from './restaurant-clusters';
import { boundsOf, ROUTE_COLOR, ROUTE_WIDTH, routeEnds, routeFeatures } from './route-geojson';

const route = (summary: string, coordinates: [number, number][]): RouteOption => ({
  summary,
  distanceMeters: 1000,
  durationSeconds: 120,
  startAddress: 'A',
  endAddress: 'B',
  geometry: { type: 'LineString', coordinates },
});

describe('baseStyle', () => {
  const origin = 'https://forkly.test/ss';

  it('draws the built-in network as GeoJSON lines on a plain background, fetched from an absolute address', () => {
    const style = baseStyle({ network: '/api/map/network', styleUrl: null }, origin);
    expect(typeof style).toBe('object');
    const spec = style as Exclude<typeof style, string>;
    expect(spec.sources.network).toEqual({ type: 'geojson', data: 'https://forkly.test/api/map/network' });
    expect(spec.layers.map((l) => l.id)).toEqual(['background', 'roads-casing', 'roads']);
  });

  it('takes the tile style of MAP_STYLE_URL instead, made absolute', () => {
    expect(baseStyle({ network: '/api/map/network', styleUrl: '/tiles/style.json' }, origin)).toBe('https://forkly.test/tiles/style.json');
    expect(baseStyle({ network: null, styleUrl: 'https://tiles.example.test/s.json' }, origin)).toBe('https://tiles.example.test/s.json');
  });

  it('is a plain background when there is neither (an external provider without a style)', () => {
    const style = baseStyle({ network: null }, origin) as Exclude<ReturnType<typeof baseStyle>, string>;
    expect(style.sources).toEqual({});
    expect(style.layers.map((l) => l.id)).toEqual(['background']);
  });
});

describe('attributionOf', () => {
  it('always names OpenStreetMap, once', () => {
    expect(attributionOf({ attribution: OSM_ATTRIBUTION })).toBe('© OpenStreetMap contributors');
    expect(attributionOf({ attribution: '© OpenStreetMap contributors · Places and routes by Google' })).toBe(
      '© OpenStreetMap contributors · Places and routes by Google',
    );
    expect(attributionOf({ attribution: 'Places and routes by Google' })).toBe('© OpenStreetMap contributors · Places and routes by Google');
    expect(attributionOf(undefined)).toBe('© OpenStreetMap contributors');
  });
});

describe('routeFeatures', () => {
  const fast = route('A59', [
    [6.76, 51.43],
    [6.77, 51.42],
  ]);
  const slow = route('Königstraße', [
    [6.76, 51.43],
    [6.75, 51.41],
    [6.77, 51.42],
  ]);

  it('marks the chosen route and puts it last, so it is drawn over the others', () => {
    const { features } = routeFeatures([fast, slow], 0);
    expect(features.map((f) => f.properties)).toEqual([
      { index: 1, selected: false },
      { index: 0, selected: true },
    ]);
    expect(features[1]!.geometry.coordinates).toEqual(fast.geometry.coordinates);
    expect(routeFeatures([fast, slow], 1).features.at(-1)!.properties).toEqual({ index: 1, selected: true });
  });

  it('leaves out a route without a line', () => {
    expect(routeFeatures([route('Nowhere', []), fast], 0).features.map((f) => f.properties.index)).toEqual([1]);
  });

  it('is blue and 8 px wide', () => {
    expect(ROUTE_COLOR).toBe('#1d4ed8');
    expect(ROUTE_WIDTH).toBe(8);
  });

  it('gives the ends for the markers and the bounds to frame', () => {
    expect(routeEnds(slow)).toEqual({ start: { latitude: 51.43, longitude: 6.76 }, end: { latitude: 51.42, longitude: 6.77 } });
    expect(routeEnds(route('Nowhere', [[6.7, 51.4]]))).toBeNull();
    expect(routeEnds(undefined)).toBeNull();
    expect(boundsOf([fast, slow], [{ latitude: 51.45, longitude: 6.7 }])).toEqual([
      [6.7, 51.41],
      [6.77, 51.45],
    ]);
    expect(boundsOf([])).toBeNull();
  });
});

describe('restaurantSource', () => {
  const restaurants: MapRestaurant[] = [
    { id: 1, name: 'Pizzeria Roma', address: 'Königstraße 1, 47051 Duisburg', latitude: 51.43, longitude: 6.76 },
    { id: 2, name: 'Sushi Go', address: 'Sonnenwall 2, 47051 Duisburg', latitude: 51.44, longitude: 6.77 },
  ];

  it('clusters markers within 60 px from two on, and keeps what the popup needs', () => {
    const source = restaurantSource(restaurants);
    expect(source).toMatchObject({ type: 'geojson', cluster: true, clusterRadius: 60, clusterMinPoints: 2 });
    const data = source.data as { features: { properties: unknown; geometry: { coordinates: number[] } }[] };
    expect(data.features[0]).toMatchObject({
      properties: { id: 1, name: 'Pizzeria Roma', address: 'Königstraße 1, 47051 Duisburg' },
      geometry: { coordinates: [6.76, 51.43] },
    });
  });

  it('draws clusters and single restaurants as separate layers', () => {
    expect(RESTAURANT_LAYERS.map((l) => [l.id, l.filter])).toEqual([
      [CLUSTER_LAYER, ['has', 'point_count']],
      [POINT_LAYER, ['!', ['has', 'point_count']]],
    ]);
  });

  it('counts each cluster once, however many tiles report it, and skips single restaurants', () => {
    const cluster = { properties: { cluster: true, cluster_id: 7, point_count: 5 }, geometry: { type: 'Point', coordinates: [6.7, 51.4] } };
    const single = { properties: { id: 1 }, geometry: { type: 'Point', coordinates: [6.8, 51.5] } };
    expect(clusterLabels([cluster, single, cluster])).toEqual([{ clusterId: 7, count: 5, longitude: 6.7, latitude: 51.4 }]);
  });
});
