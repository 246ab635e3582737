import type { CourierPresence } from '@forkly/contracts';
import { useTranslation } from 'react-i18next';
import { FitToPoints, MapMarker, MapView, useMapConfig } from '../../maps';
import { courierName } from '../lib/courier-filters';

type Located = CourierPresence & { latitude: number; longitude: number };
const located = (c: CourierPresence): c is Located => c.latitude !== null && c.longitude !== null;

/**
 * The online couriers at their last reported position. Markers move when the list refreshes; the
 * view is framed once, so a reader's own panning and zooming are left alone. The table beside it
 * says the same in words.
 */
export function OnlineMap({ couriers }: { couriers: CourierPresence[] }) {
  const { t } = useTranslation('courierAdmin');
  const config = useMapConfig();
  const points = couriers.filter(located);
  if (!config.data) return null;
  return (
    <MapView config={config.data} label={t('online.mapLabel', { count: points.length })} className="h-72 sm:h-[26rem]">
      {(handle) => (
        <>
          {points.length > 0 && <FitToPoints handle={handle} points={points} />}
          {points.map((courier) => (
            <MapMarker
              key={courier.id}
              handle={handle}
              kind="courier"
              position={courier}
              label={t('online.marker', { name: courierName(courier), count: courier.activeOrders })}
            />
          ))}
        </>
      )}
    </MapView>
  );
}
