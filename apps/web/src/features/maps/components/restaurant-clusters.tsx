import type { MapRestaurant } from '@forkly/contracts';
import type { GeoJSONSource, MapLayerMouseEvent, Marker } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import {
  CLUSTER_LAYER,
  clusterLabels,
  POINT_LAYER,
  RESTAURANT_LAYERS,
  RESTAURANT_SOURCE,
  restaurantSource,
  type RestaurantPointProperties,
} from '../lib/restaurant-clusters';
import type { MapHandle } from './map-view';

/** The popup of one restaurant: its name, address and a link to its menu. */
function popupContent(restaurant: RestaurantPointProperties, linkText: string, open: (href: string) => void): HTMLElement {
  const box = document.createElement('div');
  box.className = 'flex flex-col gap-1 pr-4 text-sm text-ink';
  const name = document.createElement('strong');
  name.className = 'text-base';
  name.textContent = restaurant.name;
  const address = document.createElement('span');
  address.className = 'text-stone-700';
  address.textContent = restaurant.address;
  const link = document.createElement('a');
  const href = paths.details.menu(restaurant.id);
  link.href = href;
  link.className = 'font-semibold text-brand-700 underline-offset-4 hover:underline';
  link.textContent = linkText;
  // Inside the app's router, not a full page load.
  link.addEventListener('click', (event) => {
    event.preventDefault();
    open(href);
  });
  box.append(name, address, link);
  return box;
}

/** A cluster's count, drawn as HTML over its circle (the offline base map has no font glyphs). */
function countElement(count: number, label: string): HTMLElement {
  const element = document.createElement('div');
  element.className = 'pointer-events-none text-sm font-bold text-white';
  element.setAttribute('aria-hidden', 'true');
  element.title = label;
  element.textContent = String(count);
  return element;
}

/**
 * Every restaurant as a marker, merged into clusters where they crowd (SPEC.md section 2, map
 * demo): a cluster zooms in when clicked, a single restaurant opens a popup with a link to its menu.
 */
export function RestaurantClusters({ handle, restaurants }: { handle: MapHandle; restaurants: MapRestaurant[] }) {
  const { t } = useTranslation('maps');
  const navigate = useNavigate();
  const { map, lib } = handle;
  const texts = useRef({ t, navigate });
  useEffect(() => {
    texts.current = { t, navigate };
  });

  useEffect(() => {
    map.addSource(RESTAURANT_SOURCE, restaurantSource(restaurants));
    for (const layer of RESTAURANT_LAYERS) map.addLayer(layer);
    const labels = new Map<number, Marker>();

    const syncLabels = () => {
      const seen = new Set<number>();
      for (const cluster of clusterLabels(map.queryRenderedFeatures({ layers: [CLUSTER_LAYER] }))) {
        seen.add(cluster.clusterId);
        if (labels.has(cluster.clusterId)) continue;
        const element = countElement(cluster.count, texts.current.t('clusterLabel', { count: cluster.count }));
        labels.set(cluster.clusterId, new lib.Marker({ element }).setLngLat([cluster.longitude, cluster.latitude]).addTo(map));
      }
      for (const [id, marker] of labels) {
        if (seen.has(id)) continue;
        marker.remove();
        labels.delete(id);
      }
    };
    const zoomIntoCluster = async (event: MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      if (!feature || feature.geometry.type !== 'Point') return;
      const zoom = await map.getSource<GeoJSONSource>(RESTAURANT_SOURCE)!.getClusterExpansionZoom(Number(feature.properties.cluster_id));
      map.easeTo({ center: feature.geometry.coordinates as [number, number], zoom });
    };
    const openPopup = (event: MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      if (!feature || feature.geometry.type !== 'Point') return;
      const restaurant = feature.properties as RestaurantPointProperties;
      const { t: translate, navigate: open } = texts.current;
      new lib.Popup({ offset: 12, maxWidth: '260px' })
        .setLngLat(feature.geometry.coordinates as [number, number])
        .setDOMContent(popupContent(restaurant, translate('openMenu'), (href) => void open(href)))
        .addTo(map);
    };
    const pointer = () => (map.getCanvas().style.cursor = 'pointer');
    const plain = () => (map.getCanvas().style.cursor = '');
    const handlers: [string, (event: MapLayerMouseEvent) => void][] = [
      [CLUSTER_LAYER, (event) => void zoomIntoCluster(event)],
      [POINT_LAYER, openPopup],
    ];
    for (const [layer, onClick] of handlers) {
      map.on('click', layer, onClick);
      map.on('mouseenter', layer, pointer);
      map.on('mouseleave', layer, plain);
    }
    // Clusters change with the zoom; once the map is drawn ('idle'), only what is on screen counts.
    map.on('idle', syncLabels);
    return () => {
      for (const [layer, onClick] of handlers) {
        map.off('click', layer, onClick);
        map.off('mouseenter', layer, pointer);
        map.off('mouseleave', layer, plain);
      }
      map.off('idle', syncLabels);
      for (const marker of labels.values()) marker.remove();
      if (!map.style) return;
      for (const layer of RESTAURANT_LAYERS) if (map.getLayer(layer.id)) map.removeLayer(layer.id);
      if (map.getSource(RESTAURANT_SOURCE)) map.removeSource(RESTAURANT_SOURCE);
    };
  }, [map, lib, restaurants]);

  return null;
}
