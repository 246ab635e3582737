import { Bike } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@forkly/contracts';
import { useOrderTracking } from '../api/get-order-tracking';
import { useDistanceFormat, useTimeFormat } from '../lib/format';
import { distanceMeters, offsetMeters, type LatLng } from '../lib/mini-map';
import { CourierLiveMap } from './courier-live-map';

const COMPASS = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;

/** Which way the courier is from the address, in eight directions. */
function direction(from: LatLng, to: LatLng): (typeof COMPASS)[number] {
  const { east, north } = offsetMeters(from, to);
  const degrees = (Math.atan2(east, north) * 180) / Math.PI;
  return COMPASS[Math.round(((degrees + 360) % 360) / 45) % 8]!;
}

/** While the order is on its way: who brings it, how far away they are, and a live map. */
export function CourierTracker({ order }: { order: Pick<Order, 'id' | 'courier'> }) {
  const { t } = useTranslation('tracking');
  const formatDistance = useDistanceFormat();
  const formatTime = useTimeFormat();
  const tracking = useOrderTracking(order.id, true);
  const courier = tracking.data?.courier;
  const destination = tracking.data?.destination;
  const name = order.courier?.firstName ?? t('courier.someone');

  let position: string | undefined;
  let description = '';
  if (courier && destination) {
    const meters = distanceMeters(courier, destination);
    position =
      meters < 50
        ? t('courier.atTheDoor')
        : t('courier.distance', { distance: formatDistance(meters), direction: t(`courier.directions.${direction(destination, courier)}`) });
    description = t('courier.mapDescription', { position });
  }

  return (
    <section aria-labelledby="courier-title" className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50">
          <Bike aria-hidden className="size-5 text-brand-700" />
        </span>
        <div className="flex flex-col gap-0.5">
          <h2 id="courier-title" className="text-lg font-bold">
            {t('courier.title', { name })}
          </h2>
          <p className="text-sm text-stone-700">{position ?? t('courier.noPosition')}</p>
          {courier?.updatedAt && <p className="text-xs text-stone-600">{t('courier.updated', { time: formatTime(courier.updatedAt) })}</p>}
        </div>
      </div>
      {courier && destination && (
        <CourierLiveMap
          destination={destination}
          courier={courier}
          restaurant={tracking.data?.restaurant ?? null}
          description={description}
          formatDistance={formatDistance}
        />
      )}
    </section>
  );
}
