import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Order } from '@forkly/contracts';
import { paths } from '../../../config/paths';
import { CancelOrderButton } from '../../orders';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { orderQueryOptions, useOrder } from '../../orders';
import { useOrderRating } from '../api/get-order-rating';
import { CourierTracker } from '../components/courier-tracker';
import { DeliveryTimes } from '../components/delivery-times';
import { LoadState } from '../components/load-state';
import { OrderAgainButton } from '../components/order-again-button';
import { OrderLines } from '../components/order-lines';
import { OrderProgress } from '../components/order-progress';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { RefundList } from '../../../components/refund-list';
import { RatingSummary } from '../components/rating-summary';
import { ScheduledCancel } from '../components/scheduled-cancel';
import { ScheduledFor } from '../../../components/scheduled-for';
import { useDateTimeFormat } from '../lib/format';
import { isOnTheWay } from '../lib/order-status';
import { deferredComponent } from '../../../lib/deferred-component';

const RatingForm = deferredComponent(() => import('../components/rating-form').then((m) => m.RatingForm));

const linkClass =
  'inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** /details/user-profile/orders/{id}: one order, its live progress, the courier on the way, the rating. */
export function Component() {
  const { t } = useTranslation(['tracking', 'errors']);
  const id = Number(useParams().id);
  const validId = Number.isSafeInteger(id) && id > 0;
  const order = useOrder(validId ? id : 0);
  const notFound = !validId || (order.error instanceof ApiError && order.error.status === 404);

  return (
    <div className="flex flex-col gap-4">
      <Link to={paths.details.profileOrders} className={`${linkClass} self-start text-sm`}>
        <ArrowLeft aria-hidden className="size-4" />
        {t('tracking:detail.back')}
      </Link>
      {order.data ? (
        <OrderDetail order={order.data} />
      ) : (
        <>
          <h1 className="text-2xl font-bold tracking-tight">{t('tracking:detail.loadingTitle')}</h1>
          <LoadState
            error={notFound || order.isError}
            message={notFound ? t('errors:orderNotFound') : order.isError ? errorMessage(t, order.error) : undefined}
            onRetry={() => void order.refetch()}
          />
        </>
      )}
    </div>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const { t } = useTranslation('tracking');
  const queryClient = useQueryClient();
  const formatDate = useDateTimeFormat();
  const delivered = order.status === 'DELIVERED';
  const rating = useOrderRating(order.id, delivered);
  const address = order.address;

  return (
    <>
      <header className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="text-2xl font-bold tracking-tight">{t('detail.title', { number: order.orderNumber })}</h1>
          <OrderStatusBadge status={order.status} acceptedAt={order.acceptedAt} />
        </div>
        <p className="text-stone-700">{t('detail.from', { restaurant: order.restaurant.name, date: formatDate(order.createdAt) })}</p>
      </header>

      {order.scheduledFor && <ScheduledFor slot={order.scheduledFor} />}

      <OrderProgress order={order} />

      <DeliveryTimes delivery={order.delivery} />

      {order.status === 'PENDING' && (
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <Link to={paths.details.reviewOrder(order.restaurant.id, order.id)} className={linkClass}>
            <CreditCard aria-hidden className="size-4" />
            {t('detail.pay')}
          </Link>
          <CancelOrderButton orderId={order.id} />
        </div>
      )}

      {order.status === 'CONFIRMED' && order.scheduledFor && <ScheduledCancel orderId={order.id} slot={order.scheduledFor} />}

      {isOnTheWay(order.status) && <CourierTracker order={order} />}

      {delivered &&
        rating.data &&
        (rating.data.rating ? (
          <RatingSummary rating={rating.data.rating} />
        ) : (
          <RatingForm orderId={order.id} restaurantName={order.restaurant.name} hasCourier={order.courier !== null} />
        ))}

      <OrderLines order={order} />
      <RefundList refunds={order.refunds} audience="customer" />

      <section aria-labelledby="delivery-title" className="flex flex-col gap-1 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
        <h2 id="delivery-title" className="text-lg font-bold">
          {t('detail.deliverTo')}
        </h2>
        <p>
          {address.street} {address.houseNumber}
          {address.apartmentNr ? `, ${address.apartmentNr}` : ''}
        </p>
        <p>
          {address.zip} {address.city}
        </p>
        {order.note && (
          <p className="mt-2 text-sm text-stone-700">
            <span className="font-semibold">{t('detail.note')}:</span> {order.note}
          </p>
        )}
      </section>

      {order.status !== 'PENDING' && (
        <OrderAgainButton className="self-start" restaurant={order.restaurant} loadOrder={() => queryClient.fetchQuery(orderQueryOptions(order.id))} />
      )}
    </>
  );
}
