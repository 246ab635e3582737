import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { PackageCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../../../components/feedback/loading-overlay';
import { Button } from '../../../components/ui/button';
import { couriersEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { profileKeys } from '../../../lib/query-keys';
import { useConfirmTripPickup } from '../api/confirm-trip-pickup';
import { useCourierOrders } from '../api/get-courier-orders';
import { useCurrentTrip } from '../api/get-current-trip';
import { usePositionReporting } from '../api/report-position';
import { useUpdateAvailability } from '../api/update-availability';
import { useUpdateCourierOrderStatus } from '../api/update-order-status';
import { useWithdrawnOrders } from '../api/use-withdrawn-orders';
import { GoOnlineSlider } from './go-online-slider';
import { HeldOrders } from './held-orders';
import { OrderChooser } from './order-chooser';
import { TodayEarnings } from './today-earnings';
import { TripPickup } from './trip-pickup';
import { WithdrawnNotice } from './withdrawn-notice';

/** The courier's own profile (GET /courier/{id}), under the key the profile page uses. */
function useCourierProfile(courierId: number) {
  return useQuery({
    queryKey: profileKeys.detail('COURIER', courierId),
    queryFn: () => callEndpoint(couriersEndpoints.getCourierDetail, { params: { id: courierId } }, { answer: 'courierProfileSchema' }),
  });
}

function Failure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('courier');
  return (
    <div role="alert" className="flex flex-col items-start gap-3 py-6">
      <p className="text-ink">{t('panel.loadFailed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('panel.retry')}
      </Button>
    </div>
  );
}

/**
 * Dashboard home for a COURIER (SPEC.md section 2, courier panel): offline, the swipe to go
 * online; online, the trip's pickup (decision 033: one restaurant, its orders, when to leave), else
 * the orders to deliver in the trip's order, else a note that orders will come; below, every order
 * it holds. While online the browser reports its position. The live stream keeps it current
 * (decision 038): staff setting it offline refreshes its profile, an order taken away leaves at once.
 */
export function CourierPanel({ courierId }: { courierId: number }) {
  const { t } = useTranslation('courier');
  const profile = useCourierProfile(courierId);
  const online = profile.data?.status === 'ONLINE';
  const availability = useUpdateAvailability();
  const move = useUpdateCourierOrderStatus();
  // Reported to the server, which routes pickups from it; the panel needs no copy of it.
  usePositionReporting(online);
  const { pickups, deliveries } = useCourierOrders(online);
  const trip = useCurrentTrip(online);
  const pickup = useConfirmTripPickup();
  const { withdrawn, dismiss } = useWithdrawnOrders();
  const held = online ? [...(pickups.data?.results ?? []), ...(deliveries.data?.results ?? [])] : [];

  let body;
  if (profile.isPending) body = <LoadingOverlay fullScreen={false} />;
  else if (profile.isError) body = <Failure onRetry={() => void profile.refetch()} />;
  else if (!online) body = <GoOnlineSlider pending={availability.isPending} onGoOnline={() => availability.mutateAsync(true)} />;
  else if (pickups.isPending || deliveries.isPending || trip.isPending) body = <LoadingOverlay fullScreen={false} />;
  else if (pickups.isError || deliveries.isError || trip.isError)
    body = <Failure onRetry={() => void Promise.all([pickups.refetch(), deliveries.refetch(), trip.refetch()])} />;
  else if (trip.data.trip && !trip.data.trip.pickedUpAt) {
    const open = trip.data.trip;
    body = <TripPickup key={open.id} trip={open} pending={pickup.isPending} onConfirm={() => pickup.mutate(open.id)} />;
  } else if (pickups.data.results.length) {
    body = (
      <OrderChooser
        key="pickup"
        kind="pickup"
        orders={pickups.data.results}
        pending={move.isPending}
        onConfirm={(orderId) => move.mutate({ orderId, status: 'READY_FOR_DELIVERY' })}
      />
    );
  } else if (deliveries.data.results.length) {
    body = (
      <OrderChooser
        key="delivery"
        kind="delivery"
        orders={deliveries.data.results}
        pending={move.isPending}
        onConfirm={(orderId) => move.mutate({ orderId, status: 'DELIVERED' })}
      />
    );
  } else {
    body = (
      <div className="flex items-start gap-4 rounded-2xl bg-stone-50 p-5 ring-1 ring-stone-200">
        <PackageCheck className="mt-1 h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <h3 className="text-lg font-bold text-ink">{t('empty.title')}</h3>
          <p className="mt-1 text-stone-700">{t('empty.description')}</p>
        </div>
      </div>
    );
  }

  return (
    <section aria-labelledby="courier-panel-title" className="rounded-3xl bg-white p-4 ring-1 ring-stone-200 sm:p-8">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h2 id="courier-panel-title" className="text-xl font-bold text-ink">
            {t('panel.title')}
          </h2>
          {profile.data && (
            <span className={clsx('rounded-full px-3 py-1 text-sm font-semibold', online ? 'bg-green-100 text-green-900' : 'bg-stone-100 text-stone-800')}>
              {online ? t('panel.online') : t('panel.offline')}
            </span>
          )}
        </div>
        {online && (
          <Button variant="secondary" loading={availability.isPending} onClick={() => availability.mutate(false)}>
            {t('panel.goOffline')}
          </Button>
        )}
      </div>
      <WithdrawnNotice withdrawn={withdrawn} onDismiss={dismiss} />
      {body}
      <HeldOrders orders={held} />
      <TodayEarnings />
    </section>
  );
}
