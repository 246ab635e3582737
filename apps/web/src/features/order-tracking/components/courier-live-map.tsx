import type { OrderTracking } from '@forkly/contracts';
import { useTranslation } from 'react-i18next';
import { FitToPoints, MapLegend, MapMarker, MapView, RouteLayer, useDirections, useMapConfig, type MarkerKind } from '../../maps';
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

/** Which dot is which (the markers' names are only tooltips). */
function LiveMapLegend({ withRestaurant }: { withRestaurant: boolean }) {
  const { t } = useTranslation('tracking');
  const items: [MarkerKind, string][] = [
    ['home', t('courier.legendYou')],
    ['courier', t('courier.legendCourier')],
    ...(withRestaurant ? [['restaurant', t('courier.legendRestaurant')] as [MarkerKind, string]] : []),
  ];
  return <MapLegend items={items} />;
}
