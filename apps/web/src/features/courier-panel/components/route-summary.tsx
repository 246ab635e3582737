import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDirections } from '../../maps/api/get-directions';
import { RouteMap } from '../../maps/components/route-map';
import { RouteOptions } from '../../maps/components/route-options';
import type { LatLon } from '../../maps/lib/route-geojson';

interface RouteSummaryProps {
  origin: LatLon;
  destination: LatLon | null;
  /** Who is at the end of the route (restaurant or customer), for the map's label. */
  destinationName: string;
}

/**
 * The route to the chosen order (SPEC.md section 2's map screen): the map with the chosen route,
 * and the options as text: how many, and for the chosen one its summary, start and end address,
 * distance and duration. Choosing an alternative, in the text or on the map, highlights it on both.
 */
export function RouteSummary({ origin, destination, destinationName }: RouteSummaryProps) {
  const { t } = useTranslation('maps');
  const directions = useDirections(origin, destination);
  const [selected, setSelected] = useState(0);
  if (!destination) return null;
  if (directions.isPending) {
    return (
      <p role="status" className="text-sm text-stone-700">
        {t('route.finding')}
      </p>
    );
  }
  const routes = directions.data?.routes ?? [];
  const chosen = Math.min(selected, Math.max(routes.length - 1, 0));

  return (
    <div className="flex flex-col gap-3">
      {routes.length > 0 && <RouteMap routes={routes} selected={chosen} onSelect={setSelected} label={t('courier.mapLabel', { name: destinationName })} className="h-64 sm:h-80" />}
      <RouteOptions routes={routes} selected={chosen} onSelect={setSelected} />
    </div>
  );
}
