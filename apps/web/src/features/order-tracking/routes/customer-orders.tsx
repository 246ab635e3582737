import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useCustomerOrders } from '../api/get-customer-orders';
import { LoadState } from '../components/load-state';
import { OrderListItem } from '../components/order-list-item';
import { Pager } from '../../../components/data-table';

/** /details/user-profile/orders: the customer's orders, newest first, 10 a page, kept live. */
export function Component() {
  const { t } = useTranslation('tracking');
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page') ?? '1');
  const page = Number.isSafeInteger(requested) && requested > 0 ? requested : 1;
  const orders = useCustomerOrders(page);
  const data = orders.data;

  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight">{t('orders.title')}</h1>
      {!data ? (
        <LoadState error={orders.isError} onRetry={() => void orders.refetch()} />
      ) : data.totalCount === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-2xl bg-white p-6 ring-1 ring-stone-200">
          <ShoppingBag aria-hidden className="size-8 text-brand-700" />
          <p className="text-stone-800">{t('orders.empty')}</p>
          <Link
            to={paths.details.root}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t('orders.browse')}
          </Link>
        </div>
      ) : (
        <>
          <ul aria-label={t('orders.listLabel')} aria-busy={orders.isPlaceholderData || undefined} className="flex flex-col gap-3">
            {data.results.map((order) => (
              <OrderListItem key={order.id} order={order} />
            ))}
          </ul>
          <Pager page={page} totalPages={data.totalPages} onPage={goTo} label={t('pager.label')} />
        </>
      )}
    </div>
  );
}
