import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorScreen } from '../../../components/feedback/error-screen';
import { LoadingOverlay } from '../../../components/feedback/loading-overlay';
import { BackLink } from '../../../components/ui/back-link';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { useActiveUser } from '../../../lib/active-user';
import { ItemHistory } from '../../platform-records';
import { useCourier } from '../api/get-courier';
import { useCourierLiveRefresh } from '../api/use-courier-live-refresh';
import { CourierSummary } from '../components/courier-summary';
import { CurrentOrders } from '../components/current-orders';
import { PastOrders } from '../components/past-orders';
import { SetOfflineAction } from '../components/set-offline-action';

function CourierPage({ id }: { id: number }) {
  const { t } = useTranslation('errors');
  const courier = useCourier(id);
  useCourierLiveRefresh();
  if (courier.isPending) return <LoadingOverlay fullScreen={false} />;
  if (courier.isError) {
    const missing = courier.error instanceof ApiError && courier.error.status === 404;
    return <ErrorScreen detail={missing ? errorMessage(t, courier.error) : undefined} onRetry={missing ? undefined : () => void courier.refetch()} />;
  }
  return (
    <>
      <CourierSummary courier={courier.data} actions={<SetOfflineAction courier={courier.data} />} />
      <CurrentOrders courierId={id} orders={courier.data.currentOrders} />
      <PastOrders courierId={id} />
      <ItemHistory entity="courier" entityId={id} />
    </>
  );
}

/** /dashboard/couriers/{id} (ADMIN, SERVICE): rating, status, the orders it holds and delivered; set offline, reassign. */
export function Component() {
  const { t } = useTranslation('courierAdmin');
  const id = Number(useParams().id);
  const { data: user } = useActiveUser();
  const valid = Number.isInteger(id) && id > 0;
  return (
    <div className="flex flex-col gap-6">
      <BackLink to={paths.dashboard.couriers}>{t('detail.back')}</BackLink>
      {!valid ? <p role="alert">{t('detail.notFound')}</p> : user && <CourierPage key={id} id={id} />}
    </div>
  );
}
