import { useEffect, useRef } from 'react';
import { boundsOf, type LatLon } from '../lib/route-geojson';
import type { MapHandle } from './map-view';

/** Frames the points once, when the map is ready; later moves leave the reader's view alone. */
export function FitToPoints({ handle, points }: { handle: MapHandle; points: LatLon[] }) {
  const first = useRef(points);
  useEffect(() => {
    const bounds = boundsOf([], first.current);
    if (bounds) handle.map.fitBounds(bounds, { padding: 48, maxZoom: 15, duration: 0 });
  }, [handle]);
  return null;
}
