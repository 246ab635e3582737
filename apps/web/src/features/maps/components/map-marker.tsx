import { useEffect, useRef } from 'react';
import type { Marker } from 'maplibre-gl';
import type { LatLon } from '../lib/route-geojson';
import type { MapHandle } from './map-view';

export type MarkerKind = 'start' | 'end' | 'courier' | 'restaurant' | 'home';

/** Each kind's look; the legend beside a map uses the same colours. */
export const MARKER_CLASSES: Record<MarkerKind, string> = {
  start: 'size-5 rounded-full bg-green-700 ring-4 ring-white shadow-md',
  end: 'size-5 rounded-full bg-ink ring-4 ring-white shadow-md',
  courier: 'size-6 rounded-full bg-brand-700 ring-4 ring-white shadow-lg motion-safe:animate-pulse',
  restaurant: 'size-5 rounded-md bg-stone-600 ring-4 ring-white shadow-md',
  home: 'size-5 rounded-full bg-ink ring-4 ring-white shadow-md',
};

function markerElement(kind: MarkerKind, label: string): HTMLElement {
  const element = document.createElement('div');
  element.className = MARKER_CLASSES[kind];
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', label);
  element.title = label;
  return element;
}

interface MapMarkerProps {
  handle: MapHandle;
  kind: MarkerKind;
  position: LatLon;
  /** Read by screen readers and shown as a tooltip. */
  label: string;
}

/** A point on the map (start, end, courier, restaurant, home) that moves when `position` does. */
export function MapMarker({ handle, kind, position, label }: MapMarkerProps) {
  const marker = useRef<Marker | null>(null);
  const { latitude, longitude } = position;

  useEffect(() => {
    const created = new handle.lib.Marker({ element: markerElement(kind, label) }).setLngLat([longitude, latitude]).addTo(handle.map);
    marker.current = created;
    return () => {
      created.remove();
      marker.current = null;
    };
    // Moving is done below without recreating the element.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handle, kind, label]);

  useEffect(() => {
    marker.current?.setLngLat([longitude, latitude]);
  }, [latitude, longitude]);

  return null;
}
