import type { CourierOrder } from '@forkly/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteMap, RouteOptions } from '../../maps';
import { useCourierRoute } from '../api/get-courier-route';

interface RouteSummaryProps {
  order: CourierOrder;
  /** Who is at the end of the route (restaurant or customer), for the map's label. */
  destinationName: string;
}

/**
 * The route of the chosen order (SPEC.md section 2's map screen): the map with the chosen route,
 * and the options as text: how many, and for the chosen one its summary, start and end address,
 * distance and duration. Choosing an alternative, in the text or on the map, highlights it on both.
 * Where it starts is the server's choice: the courier's position (or the fixed point) for a
 * pickup, the restaurant for a delivery.
 */
export function RouteSummary({ order, destinationName }: RouteSummaryProps) {
  const { t } = useTranslation('maps');
  const route = useCourierRoute(order.id, order.status);
  const [selected, setSelected] = useState(0);
  if (route.isPending) {
    return (
      <p role="status" className="text-sm text-stone-700">
        {t('route.finding')}
      </p>
    );
  }
  const routes = route.data?.routes ?? [];
  const start = route.data?.start;
  const chosen = Math.min(selected, Math.max(routes.length - 1, 0));
  const label =
    start === 'RESTAURANT'
      ? t('courier.mapLabelFromRestaurant', { restaurant: order.restaurant.name, name: destinationName })
      : start === 'DEFAULT_POINT'
        ? t('courier.mapLabelFromDefault', { name: destinationName })
        : t('courier.mapLabel', { name: destinationName });

  return (
    <div className="flex flex-col gap-3">
      {start === 'DEFAULT_POINT' && <p className="text-sm text-stone-700">{t('courier.fromDefaultPoint')}</p>}
      {routes.length > 0 && <RouteMap routes={routes} selected={chosen} onSelect={setSelected} label={label} className="h-64 sm:h-80" />}
      <RouteOptions routes={routes} selected={chosen} onSelect={setSelected} />
    </div>
  );
}
