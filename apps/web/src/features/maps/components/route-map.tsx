import type { RouteOption } from '@forkly/contracts';
import { useTranslation } from 'react-i18next';
import { useMapConfig } from '../api/get-map-config';
import { routeEnds } from '../lib/route-geojson';
import { MapMarker } from './map-marker';
import { MapView } from './map-view';
import { RouteLayer } from './route-layer';

interface RouteMapProps {
  routes: RouteOption[];
  selected: number;
  onSelect: (index: number) => void;
  /** What the map shows, for screen readers. */
  label: string;
  className?: string;
}

/**
 * The chosen route on a map with markers at its start and end, the alternatives clickable beneath
 * it. Nothing at all where routes may not be drawn (DESIGN.md section 5: with Google, text only).
 */
export function RouteMap({ routes, selected, onSelect, label, className }: RouteMapProps) {
  const { t } = useTranslation('maps');
  const config = useMapConfig();
  if (!config.data?.drawRoutes) return null;
  const ends = routeEnds(routes[selected]);

  return (
    <MapView config={config.data} label={label} className={className}>
      {(handle) => (
        <>
          <RouteLayer handle={handle} routes={routes} selected={selected} onSelect={onSelect} />
          {ends && <MapMarker handle={handle} kind="start" position={ends.start} label={t('marker.start')} />}
          {ends && <MapMarker handle={handle} kind="end" position={ends.end} label={t('marker.end')} />}
        </>
      )}
    </MapView>
  );
}
