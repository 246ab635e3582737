import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../../../components/feedback/loading-overlay';
import { useFormatPrice } from '../../../lib/price-format';
import { useRestaurantStats } from '../api/get-order-stats';
import { InlineError } from '../../../components/feedback/inline-error';

/** ADMIN's restaurant statistics (SPEC.md section 6): restaurants by state and the busiest five. */
export function RestaurantStatsPanel() {
  const { t } = useTranslation('dashboardOrders');
  const formatPrice = useFormatPrice();
  const stats = useRestaurantStats();
  const figures = stats.data
    ? ([
        ['total', stats.data.total],
        ['main', stats.data.main],
        ['branches', stats.data.branches],
        ['visible', stats.data.visible],
        ['hidden', stats.data.hidden],
        ['paused', stats.data.paused],
      ] as const)
    : [];

  return (
    <section aria-labelledby="restaurant-stats-heading" className="flex flex-col gap-4 rounded-3xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <h2 id="restaurant-stats-heading" className="text-xl font-bold text-ink">
        {t('restaurants.title')}
      </h2>
      {stats.isError ? (
        <InlineError onRetry={stats.refetch} />
      ) : !stats.data ? (
        <LoadingOverlay fullScreen={false} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {figures.map(([key, value]) => (
              <div key={key} className="rounded-2xl bg-stone-50 p-3">
                <dt className="text-sm text-stone-700">{t(`restaurants.${key}`)}</dt>
                <dd className="text-2xl font-extrabold text-ink tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="font-bold text-ink">{t('restaurants.top')}</h3>
          {stats.data.top.length ? (
            <ol className="list-decimal divide-y divide-stone-200 pl-5 marker:font-semibold marker:text-stone-600">
              {stats.data.top.map((restaurant) => (
                <li key={restaurant.id} className="py-2 text-sm">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className="font-semibold text-ink">
                      <span>{restaurant.name}</span>
                      {restaurant.parentRestaurantId !== null && <span className="ml-2 text-xs font-normal text-stone-600">{t('restaurants.branch')}</span>}
                    </span>
                    <span className="text-stone-700 tabular-nums">
                      {t('restaurants.topFigures', { count: restaurant.paidOrders, revenue: formatPrice(restaurant.revenue) })}
                    </span>
                  </div>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-stone-700">{t('restaurants.noOrders')}</p>
          )}
        </>
      )}
    </section>
  );
}
