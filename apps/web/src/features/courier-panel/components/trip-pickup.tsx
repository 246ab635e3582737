import type { CourierTrip } from '@forkly/contracts';
import { Clock, Phone } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useTimeFormat } from '../../../lib/date-format';
import { useNow } from '../../../lib/use-now';
import { tripTiming } from '../lib/trip-timing';
import { formatAddress } from '../../../lib/address-format';
import { TripRouteView } from './trip-route';

const CALL_LINK =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-ink ring-1 ring-stone-300 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-500';

/** When to leave, or how long until the food is ready, in one line. */
function TimingLine({ trip }: { trip: CourierTrip }) {
  const { t } = useTranslation('courier');
  const formatTime = useTimeFormat();
  const timing = tripTiming(trip, useNow());
  const text =
    timing.kind === 'leaveAt'
      ? t('trip.leaveAt', { time: formatTime(timing.at), count: timing.minutes })
      : timing.kind === 'goNow'
        ? t('trip.goNow', { time: formatTime(timing.at) })
        : timing.kind === 'foodIn'
          ? t('trip.foodIn', { time: formatTime(timing.at), count: timing.minutes })
          : timing.kind === 'kitchenLate'
            ? t('trip.kitchenLate', { prepared: timing.prepared, total: timing.total })
            : t('trip.ready');
  return (
    <span className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-brand-800">
      <Clock className="h-4 w-4 shrink-0" aria-hidden="true" />
      {text}
    </span>
  );
}

/**
 * SPEC.md section 2's pickup list, for a trip (decision 033): its one pickup (restaurant name and
 * address, the orders it holds, when to leave or how long until the food is ready); choosing it shows
 * the way through the whole trip and the drop-offs in order; Call rings the restaurant; Confirm pickup
 * takes the whole bundle, and waits until the kitchen has marked every order prepared.
 */
export function TripPickup({ trip, pending, onConfirm }: { trip: CourierTrip; pending: boolean; onConfirm: () => void }) {
  const { t } = useTranslation('courier');
  const [selected, setSelected] = useState(false);
  const hintId = useId();
  const prepared = trip.preparedCount === trip.stops.length;
  const stopNames = new Map(trip.stops.map((s) => [s.id, `${s.customer.firstName} ${s.customer.lastName}`.trim()]));
  return (
    <div className="space-y-4">
      <fieldset aria-describedby={hintId}>
        <legend className="text-lg font-bold text-ink">{t('pickups.title')}</legend>
        <ul className="mt-3 space-y-2">
          <li>
            <label className="flex cursor-pointer items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 has-[:checked]:ring-2 has-[:checked]:ring-brand-700">
              <input
                type="radio"
                name="courier-pickup"
                value={trip.id}
                checked={selected}
                onChange={() => setSelected(true)}
                className="mt-1 h-4 w-4 accent-brand-700"
              />
              <span className="min-w-0">
                <span className="block font-semibold text-ink">{trip.restaurant.name}</span>
                <span className="block text-stone-700">{formatAddress(trip.restaurant.address)}</span>
                <span className="block text-sm text-stone-600">
                  {t('trip.orders', { count: trip.stops.length, numbers: trip.stops.map((s) => s.orderNumber).join(', ') })}
                </span>
                <TimingLine trip={trip} />
              </span>
            </label>
          </li>
        </ul>
      </fieldset>

      {selected && (
        <section aria-label={t('trip.dropoffsTitle')} className="space-y-3">
          <h3 className="font-semibold text-ink">{t('trip.dropoffsTitle')}</h3>
          <ol className="space-y-1 text-sm text-stone-700">
            {trip.stops.map((stop, i) => (
              <li key={stop.id}>{t('trip.dropoff', { index: i + 1, name: stopNames.get(stop.id), address: formatAddress(stop.customer.address) })}</li>
            ))}
          </ol>
          <TripRouteView tripId={trip.id} pickedUp={false} stopNames={stopNames} />
        </section>
      )}

      <div className="flex flex-wrap gap-3">
        {selected && trip.restaurant.contact ? (
          <a href={`tel:${trip.restaurant.contact}`} className={CALL_LINK}>
            <Phone className="h-4 w-4" aria-hidden="true" />
            {t('order.call')}
          </a>
        ) : (
          <Button variant="secondary" disabled>
            <Phone className="h-4 w-4" aria-hidden="true" />
            {t('order.call')}
          </Button>
        )}
        <Button disabled={!selected || !prepared} loading={pending} onClick={onConfirm}>
          {t('pickups.confirm')}
        </Button>
      </div>
      <p id={hintId} className="text-sm text-stone-700">
        {selected && !prepared ? t('trip.waitForKitchen') : t('pickups.hint')}
      </p>
    </div>
  );
}
