import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORDER_STATUSES, type Role } from '@forkly/contracts';
import { LoadingOverlay } from '../../../components/feedback/loading-overlay';
import { paths } from '../../../config/paths';
import { useFormatPrice } from '../../../lib/price-format';
import { useOrderStats } from '../api/get-order-stats';
import { ordersWithStatusPath } from '../lib/order-filters';
import { useLocalMidnight } from '../lib/today';
import { RestaurantStatsPanel } from './restaurant-stats-panel';
import { InlineError } from '../../../components/feedback/inline-error';

const ACCENTS: Record<(typeof ORDER_STATUSES)[number], string> = {
  PENDING: 'border-t-amber-500',
  CONFIRMED: 'border-t-green-600',
  AWAITING_PICKUP: 'border-t-sky-600',
  READY_FOR_DELIVERY: 'border-t-indigo-600',
  DELIVERED: 'border-t-stone-500',
  CANCELLED: 'border-t-red-600',
};

/**
 * Dashboard home for every role but COURIER (DESIGN.md section 6): the caller's orders by status,
 * each card opening the list filtered to it, today's paid orders and takings; ADMIN also sees the
 * restaurant statistics.
 */
export function OrderOverview({ role }: { role: Role }) {
  const { t } = useTranslation('dashboardOrders');
  const { t: to } = useTranslation('orders');
  const formatPrice = useFormatPrice();
  const stats = useOrderStats(useLocalMidnight());

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="order-overview-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="order-overview-heading" className="text-xl font-bold text-ink">
            {t('overview.title')}
          </h2>
          <Link
            to={paths.dashboard.orders}
            className="text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {t('overview.allOrders')}
          </Link>
        </div>
        {stats.isError ? (
          <InlineError onRetry={stats.refetch} className="rounded-2xl bg-white p-6 ring-1 ring-stone-200" />
        ) : !stats.data ? (
          <LoadingOverlay fullScreen={false} />
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              <div className="rounded-2xl bg-brand-700 p-4 text-white">
                <dt className="text-sm font-semibold">{t('overview.todayOrders')}</dt>
                <dd className="mt-1 text-3xl font-extrabold tabular-nums">{stats.data.today.paidOrders}</dd>
              </div>
              <div className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100">
                <dt className="text-sm font-semibold text-brand-900">{t('overview.todayRevenue')}</dt>
                <dd className="mt-1 text-2xl font-extrabold text-ink tabular-nums">{formatPrice(stats.data.today.revenue)}</dd>
              </div>
              <div className="col-span-2 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:col-span-1">
                <dt className="text-sm font-semibold text-stone-700">{t('overview.total')}</dt>
                <dd className="mt-1 text-3xl font-extrabold text-ink tabular-nums">{stats.data.total}</dd>
              </div>
            </dl>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {ORDER_STATUSES.map((status) => (
                <li key={status}>
                  <Link
                    to={ordersWithStatusPath(paths.dashboard.orders, status)}
                    className={clsx(
                      'flex h-full flex-col gap-1 rounded-2xl border-t-4 bg-white p-4 ring-1 ring-stone-200 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                      ACCENTS[status],
                    )}
                  >
                    <span className="text-sm font-semibold text-stone-700">{to(`status.${status}`)}</span>
                    <span className="text-3xl font-extrabold text-ink tabular-nums">{stats.data.byStatus[status]}</span>
                    <span className="sr-only">{t('overview.showStatus')}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      {role === 'ADMIN' && <RestaurantStatsPanel />}
    </div>
  );
}
