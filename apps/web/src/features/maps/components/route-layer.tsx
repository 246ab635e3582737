import type { RouteOption } from '@forkly/contracts';
import type { GeoJSONSource, MapLayerMouseEvent } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { ALTERNATIVE_COLOR, ALTERNATIVE_WIDTH, boundsOf, type LatLon, ROUTE_COLOR, ROUTE_WIDTH, routeFeatures } from '../lib/route-geojson';
import type { MapHandle } from './map-view';

const SOURCE = 'routes';
const ALTERNATIVES = 'route-alternatives';
const CHOSEN = 'route-chosen';

interface RouteLayerProps {
  handle: MapHandle;
  routes: RouteOption[];
  selected: number;
  /** Clicking an alternative on the map chooses it, like its button in the text. */
  onSelect?: (index: number) => void;
  /** More points the first view must show (the courier, a marker off the route). */
  fitPoints?: LatLon[];
}

/** The routes as lines: the chosen one blue and 8 px wide, the others grey beneath it. */
export function RouteLayer({ handle, routes, selected, onSelect, fitPoints }: RouteLayerProps) {
  const { map } = handle;
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  });
  const first = useRef({ routes, selected });

  useEffect(() => {
    map.addSource(SOURCE, { type: 'geojson', data: routeFeatures(first.current.routes, first.current.selected) });
    const layout = { 'line-cap': 'round', 'line-join': 'round' } as const;
    map.addLayer({
      id: ALTERNATIVES,
      type: 'line',
      source: SOURCE,
      filter: ['!', ['get', 'selected']],
      layout,
      paint: { 'line-color': ALTERNATIVE_COLOR, 'line-width': ALTERNATIVE_WIDTH },
    });
    map.addLayer({
      id: CHOSEN,
      type: 'line',
      source: SOURCE,
      filter: ['get', 'selected'],
      layout,
      paint: { 'line-color': ROUTE_COLOR, 'line-width': ROUTE_WIDTH },
    });
    const choose = (event: MapLayerMouseEvent) => {
      const index = Number(event.features?.[0]?.properties?.index);
      if (Number.isInteger(index)) onSelectRef.current?.(index);
    };
    const pointer = () => (map.getCanvas().style.cursor = onSelectRef.current ? 'pointer' : '');
    const plain = () => (map.getCanvas().style.cursor = '');
    map.on('click', ALTERNATIVES, choose);
    map.on('mouseenter', ALTERNATIVES, pointer);
    map.on('mouseleave', ALTERNATIVES, plain);
    return () => {
      map.off('click', ALTERNATIVES, choose);
      map.off('mouseenter', ALTERNATIVES, pointer);
      map.off('mouseleave', ALTERNATIVES, plain);
      // After map.remove() the style is gone and there is nothing left to take off.
      if (!map.style) return;
      for (const layer of [CHOSEN, ALTERNATIVES]) if (map.getLayer(layer)) map.removeLayer(layer);
      if (map.getSource(SOURCE)) map.removeSource(SOURCE);
    };
  }, [map]);

  useEffect(() => {
    map.getSource<GeoJSONSource>(SOURCE)?.setData(routeFeatures(routes, selected));
  }, [map, routes, selected]);

  // A new set of routes (or a new map) is framed once; choosing among them keeps the view.
  const extra = JSON.stringify(fitPoints ?? []);
  useEffect(() => {
    const bounds = boundsOf(routes, JSON.parse(extra) as LatLon[]);
    if (bounds) map.fitBounds(bounds, { padding: 48, maxZoom: 16, duration: 0 });
  }, [map, routes, extra]);

  return null;
}
