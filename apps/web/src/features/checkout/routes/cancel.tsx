import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorScreen } from '../../../components/feedback/error-screen';
import { LoadingOverlay } from '../../../components/feedback/loading-overlay';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { useFormatPrice } from '../../../lib/price-format';
import { useOrder } from '../../orders';
import { useOrderIdParam } from '../lib/order-id-param';

/** /details/cancel?orderId=: the payment was cancelled; the basket keeps the order for Try again. */
export function Component() {
  const { t } = useTranslation(['checkout', 'errors']);
  const price = useFormatPrice();
  const orderId = useOrderIdParam();
  const order = useOrder(orderId ?? 0, { enabled: !!orderId });

  if (!orderId) return <ErrorScreen detail={t('checkout:missingOrder')} />;
  if (order.isError) return <ErrorScreen onRetry={() => void order.refetch()} detail={errorMessage(t, order.error)} />;
  if (!order.data) return <LoadingOverlay fullScreen={false} />;
  const data = order.data;

  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-5 px-4 py-10 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-amber-50 text-amber-700">
        <CreditCard className="h-9 w-9" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('checkout:cancel.title')}</h1>
      <p className="text-stone-700">{t('checkout:cancel.body', { number: data.orderNumber.replace(/-/g, '\u2011'), total: price(data.total) })}</p>
      {data.status === 'PENDING' ? (
        <Link
          to={paths.details.reviewOrder(data.restaurant.id, data.id)}
          className="inline-flex h-12 items-center justify-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('checkout:cancel.tryAgain')}
        </Link>
      ) : (
        <p className="text-stone-700">{t('checkout:cancel.notPayable')}</p>
      )}
      <Link to={paths.details.menu(data.restaurant.id)} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
        {t('checkout:cancel.backToMenu')}
      </Link>
    </section>
  );
}
