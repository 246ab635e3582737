import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PerformancePeriod } from '@forkly/contracts';
import { InlineError } from '../../../components/feedback/inline-error';
import { LoadingOverlay } from '../../../components/feedback/loading-overlay';
import { useActiveUser } from '../../../lib/active-user';
import { useRestaurantPerformance } from '../api/get-restaurant-performance';
import { PerformanceTiles } from '../components/performance-tiles';
import { PeriodsTable } from '../components/periods-table';
import { PeriodSwitch, periodOf } from '../components/period-switch';
import { usePerformanceFormat } from '../lib/use-performance-format';

/**
 * /dashboard/performance (RESTAURANT_ADMIN, RESTAURANT_BRANCH; issue 21): the kitchen's own
 * acceptance time, missed and rejected orders, ready times and ratings over the last 14 days or
 * 8 weeks (the period kept in the URL), as tiles for the whole period and a row per day or week.
 */
export function Component() {
  const { t } = useTranslation('performance');
  const [search, setSearch] = useSearchParams();
  const period = periodOf(search.get('period'), 'day');
  const user = useActiveUser();
  const report = useRestaurantPerformance(user.data?.restaurantId, period);
  const format = usePerformanceFormat();
  const data = report.data;
  const choose = (next: PerformancePeriod) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('period', next);
        return params;
      },
      { replace: true },
    );

  let body;
  if (user.isError || report.isError)
    body = <InlineError onRetry={() => (user.isError ? user.refetch() : report.refetch())} className="rounded-2xl bg-white p-6 ring-1 ring-stone-200" />;
  else if (!data) body = <LoadingOverlay fullScreen={false} />;
  else if (data.total.orders === 0 && data.total.ratingCount === 0)
    body = (
      <div className="flex flex-col items-center gap-2 rounded-2xl bg-white p-10 text-center text-stone-700 ring-1 ring-stone-200">
        <Inbox aria-hidden className="size-8 text-stone-500" />
        <p>{t(period === 'day' ? 'empty.day' : 'empty.week')}</p>
      </div>
    );
  else
    body = (
      <div className={report.isPlaceholderData ? 'flex flex-col gap-6 opacity-70' : 'flex flex-col gap-6'} aria-busy={report.isPlaceholderData || undefined}>
        <section aria-labelledby="performance-total" className="flex flex-col gap-3">
          <h2 id="performance-total" className="text-xl font-bold text-ink">
            {t(period === 'day' ? 'total.day' : 'total.week')}
          </h2>
          <PerformanceTiles total={data.total} format={format} />
        </section>
        {/* The table's own region carries this name. */}
        <div className="flex flex-col gap-3">
          <h2 className="text-xl font-bold text-ink">{t(period === 'day' ? 'byDay' : 'byWeek')}</h2>
          <PeriodsTable period={data.period} rows={data.periods} timeZone={data.timeZone} format={format} />
        </div>
      </div>
    );

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('title')}</h1>
        <p className="mt-1 max-w-3xl text-stone-700">{data ? t('introOf', { restaurant: data.name }) : t('intro')}</p>
      </div>
      <PeriodSwitch label={t('period')} value={period} labels={{ day: t('periods.day'), week: t('periods.week') }} onChange={choose} />
      {body}
    </div>
  );
}
