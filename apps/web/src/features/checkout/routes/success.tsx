import { CircleCheck, Clock, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorScreen } from '../../../components/feedback/error-screen';
import { LoadingOverlay } from '../../../components/feedback/loading-overlay';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { useBasket } from '../../../stores/basket-store';
import { useTimeFormat } from '../../../lib/date-format';
import { useFormatPrice } from '../../../lib/price-format';
import { useOrder } from '../../orders';
import { ScheduledFor } from '../../../components/scheduled-for';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { useOrderIdParam } from '../lib/order-id-param';

/** While the payment is not in yet (a real provider confirms by webhook), look again for a while. */
const POLL_MS = 2000;
const POLL_TRIES = 15;

const linkClass =
  'font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * /details/success?orderId=: the result of the payment, read from the server (the page itself never
 * marks anything paid). A paid order empties the basket it came from.
 */
export function Component() {
  const { t } = useTranslation(['checkout', 'errors']);
  const price = useFormatPrice();
  const formatTime = useTimeFormat();
  const orderId = useOrderIdParam();
  const [tries, setTries] = useState(0);
  const order = useOrder(orderId ?? 0, { enabled: !!orderId });
  const data = order.data;
  const paid = !!data?.paidAt;
  const waiting = data?.status === 'PENDING';

  useEffect(() => {
    if (!paid || !orderId || useBasket.getState().orderId !== orderId) return;
    // The note belonged to this order; the saved delivery address stays for the next one.
    useBasket.getState().clear();
    useBasket.getState().setNote(undefined);
  }, [paid, orderId]);

  useEffect(() => {
    if (!waiting || tries >= POLL_TRIES) return;
    const timer = setTimeout(() => {
      setTries((n) => n + 1);
      void order.refetch();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, tries, order]);

  if (!orderId) return <ErrorScreen detail={t('checkout:missingOrder')} />;
  if (order.isError) return <ErrorScreen onRetry={() => void order.refetch()} detail={errorMessage(t, order.error)} />;
  if (!data) return <LoadingOverlay fullScreen={false} />;

  // The page may be opened again long after paying (a bookmark, the browser's history): it tells
  // where the order is now, not what was true right after the payment.
  const cancelled = data.status === 'CANCELLED';
  const [Icon, tone, title, body] = cancelled
    ? [XCircle, 'bg-red-50 text-red-700', t('checkout:success.cancelledTitle'), paid ? t('checkout:success.refunded') : t('checkout:success.cancelled')]
    : waiting
      ? [Clock, 'bg-amber-50 text-amber-700', t('checkout:success.waitingTitle'), t('checkout:success.waiting')]
      : data.status === 'DELIVERED'
        ? [CircleCheck, 'bg-green-50 text-green-700', t('checkout:success.deliveredTitle'), t('checkout:success.now.DELIVERED')]
        : data.status === 'CONFIRMED' && data.acceptedAt === null
          ? // Paid, but the kitchen has not said yes yet (decision 034): not "confirmed".
            [
              CircleCheck,
              'bg-green-50 text-green-700',
              t('checkout:success.paidTitle'),
              t('checkout:success.awaitingKitchen', { restaurant: data.restaurant.name }),
            ]
          : [CircleCheck, 'bg-green-50 text-green-700', t('checkout:success.title'), t(`checkout:success.now.${data.status}`)];
  // An order placed ahead arrives at its slot, shown above: no estimate beside it.
  const arrival = cancelled || waiting || data.scheduledFor ? null : data.delivery.estimate;

  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-5 px-4 py-10 text-center">
      <span className={`flex h-16 w-16 items-center justify-center rounded-full ${tone}`}>
        <Icon className="h-9 w-9" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold text-balance text-ink sm:text-3xl">{title}</h1>
      <p className="text-stone-700">{body}</p>
      {data.scheduledFor && <ScheduledFor slot={data.scheduledFor} className="w-full justify-center" />}
      <dl className="grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl border border-stone-200 bg-white p-4 text-left">
        <dt className="text-stone-700">{t('checkout:success.number')}</dt>
        <dd className="text-right font-semibold text-ink">{data.orderNumber}</dd>
        <dt className="text-stone-700">{t('checkout:success.restaurant')}</dt>
        <dd className="text-right font-semibold text-ink">{data.restaurant.name}</dd>
        <dt className="text-stone-700">{t('checkout:success.status')}</dt>
        <dd className="text-right">
          <OrderStatusBadge status={data.status} acceptedAt={data.acceptedAt} />
        </dd>
        {arrival && (
          <>
            <dt className="text-stone-700">{t('checkout:success.arrives')}</dt>
            <dd className="text-right font-semibold text-ink">{formatTime(arrival.arrivesAt)}</dd>
          </>
        )}
        <dt className="text-stone-700">{paid ? t('checkout:success.totalPaid') : t('checkout:summary.total')}</dt>
        <dd className="text-right text-lg font-bold text-ink tabular-nums">{price(data.total)}</dd>
      </dl>
      <div className="flex flex-col items-center gap-3">
        {waiting && (
          <Link to={paths.details.reviewOrder(data.restaurant.id, data.id)} className={linkClass}>
            {t('checkout:success.payNow')}
          </Link>
        )}
        {paid && (
          <Link to={paths.details.profileOrders} className={linkClass}>
            {t('checkout:success.myOrders')}
          </Link>
        )}
        <Link to={paths.details.root} className={linkClass}>
          {t('checkout:success.moreFood')}
        </Link>
      </div>
    </section>
  );
}
