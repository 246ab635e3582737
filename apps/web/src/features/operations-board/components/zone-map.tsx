import { useTranslation } from 'react-i18next';
import type { BoardCourier, BoardOrder } from '@forkly/contracts';
import { FitToPoints, MapLegend, MapMarker, MapView, useMapConfig } from '../../maps';

interface Point {
  latitude: number;
  longitude: number;
}

/**
 * The zone on the map: its restaurants with open orders, where those orders go, and its couriers
 * where they last reported. The tables say the same in words; the view is framed once, so staff's
 * own panning is left alone when the board refreshes.
 */
export function ZoneMap({ orders, couriers }: { orders: readonly BoardOrder[]; couriers: readonly BoardCourier[] }) {
  const { t } = useTranslation('operations');
  const config = useMapConfig();
  const restaurants = new Map<number, { name: string; position: Point }>();
  for (const order of orders)
    if (order.restaurant.position) restaurants.set(order.restaurant.id, { name: order.restaurant.name, position: order.restaurant.position });
  const destinations = orders.flatMap((order) => (order.destination ? [{ id: order.id, number: order.orderNumber, position: order.destination }] : []));
  const located = couriers.flatMap((courier) => (courier.position && courier.state !== 'offline' ? [{ ...courier, position: courier.position }] : []));
  const points: Point[] = [...[...restaurants.values()].map((r) => r.position), ...destinations.map((d) => d.position), ...located.map((c) => c.position)];
  if (!config.data) return null;
  return (
    <div className="flex flex-col gap-2">
      <MapView config={config.data} label={t('map.label', { count: orders.length })} className="h-72 sm:h-96">
        {(handle) => (
          <>
            {points.length > 0 && <FitToPoints handle={handle} points={points} />}
            {[...restaurants.entries()].map(([id, restaurant]) => (
              <MapMarker key={`r${id}`} handle={handle} kind="restaurant" position={restaurant.position} label={restaurant.name} />
            ))}
            {destinations.map((destination) => (
              <MapMarker
                key={`o${destination.id}`}
                handle={handle}
                kind="home"
                position={destination.position}
                label={t('map.order', { number: destination.number })}
              />
            ))}
            {located.map((courier) => (
              <MapMarker
                key={`c${courier.id}`}
                handle={handle}
                kind="courier"
                position={courier.position}
                label={t('map.courier', { name: courier.name, state: t(`courierStates.${courier.state}`) })}
              />
            ))}
          </>
        )}
      </MapView>
      <MapLegend
        placement="below"
        items={[
          ['restaurant', t('map.legendRestaurant')],
          ['home', t('map.legendDestination')],
          ['courier', t('map.legendCourier')],
        ]}
      />
    </div>
  );
}
