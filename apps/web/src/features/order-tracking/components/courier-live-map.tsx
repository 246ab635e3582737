import type { OrderTracking } from '@forkly/contracts';
import { useTranslation } from 'react-i18next';
import { FitToPoints, MapMarker, MapView, RouteLayer, useDirections, useMapConfig, type MarkerKind } from '../../maps';
import type { LatLng } from '../lib/mini-map';
import { CourierMiniMap } from './courier-mini-map';

interface CourierLiveMapProps {
  courier: LatLng;
  destination: LatLng;
  restaurant: OrderTracking['restaurant'];
  /** The sentence a screen reader hears instead of the picture (where the courier is). */
  description: string;
  formatDistance: (meters: number) => string;
}

/**
 * The courier's live position on a real map while the order is on its way: courier, restaurant and
 * the delivery address as markers and the courier's route to the door. Where no map can be drawn
 * (no WebGL, or Google's terms forbid routes on our map) the small drawn map stands in.
 */
export function CourierLiveMap({ courier, destination, restaurant, description, formatDistance }: CourierLiveMapProps) {
  const { t } = useTranslation('maps');
  const config = useMapConfig();
  const drawn = config.data?.drawRoutes === true;
  const directions = useDirections(drawn ? courier : null, drawn ? destination : null);
  const miniMap = (
    <CourierMiniMap destination={destination} courier={courier} restaurant={restaurant} description={description} formatDistance={formatDistance} />
  );
  if (config.isPending) return null;
  if (!config.data || !drawn) return miniMap;
  const routes = directions.data?.routes.slice(0, 1) ?? [];

  return (
    <MapView config={config.data} label={description} className="h-64 sm:h-80" fallback={miniMap}>
      {(handle) => (
        <>
          <FitToPoints handle={handle} points={restaurant ? [courier, destination, restaurant] : [courier, destination]} />
          {routes.length > 0 && <RouteLayer handle={handle} routes={routes} selected={0} fitPoints={restaurant ? [restaurant, courier] : [courier]} />}
          {restaurant && <MapMarker handle={handle} kind="restaurant" position={restaurant} label={t('marker.restaurant')} />}
          <MapMarker handle={handle} kind="home" position={destination} label={t('marker.home')} />
          <MapMarker handle={handle} kind="courier" position={courier} label={t('marker.courier')} />
          <LiveMapLegend withRestaurant={restaurant !== null} />
        </>
      )}
    </MapView>
  );
}

const LEGEND_SWATCH: Record<MarkerKind, string> = {
  home: 'rounded-full bg-ink',
  courier: 'rounded-full bg-brand-700',
  restaurant: 'rounded-sm bg-stone-600',
  start: 'rounded-full bg-green-700',
  end: 'rounded-full bg-ink',
};

/** Which dot is which, in words over the map's corner (the markers' names are only tooltips). */
function LiveMapLegend({ withRestaurant }: { withRestaurant: boolean }) {
  const { t } = useTranslation('tracking');
  const items: [MarkerKind, string][] = [
    ['home', t('courier.legendYou')],
    ['courier', t('courier.legendCourier')],
    ...(withRestaurant ? [['restaurant', t('courier.legendRestaurant')] as [MarkerKind, string]] : []),
  ];
  return (
    <ul className="absolute top-2 left-2 flex flex-col gap-1 rounded-lg bg-white/90 px-2 py-1.5 text-xs text-ink shadow-sm">
      {items.map(([kind, label]) => (
        <li key={kind} className="inline-flex items-center gap-1.5">
          <span aria-hidden className={`inline-block size-3 ${LEGEND_SWATCH[kind]}`} />
          {label}
        </li>
      ))}
    </ul>
  );
}
