import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, type PerformanceRankingQuery, type PerformanceSortKey, PERFORMANCE_SORT_KEYS } from '@forkly/contracts';
import { useListParams } from '../../../components/data-table';
import { useDateTimeFormat } from '../../../lib/date-format';
import { usePerformanceRanking } from '../api/get-performance-ranking';
import { PeriodSwitch, periodOf } from '../components/period-switch';
import { RankingTable } from '../components/ranking-table';
import { usePerformanceFormat } from '../lib/use-performance-format';

const FILTER_KEYS = ['period'] as const;
const DEFAULTS = { sortBy: 'missed', orderBy: 'DESC' } as const;

/** Today as the platform's reports count days (the server reads a bare date in Europe/Berlin). */
function platformToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

function isSortKey(value: string | undefined): value is PerformanceSortKey {
  return (PERFORMANCE_SORT_KEYS as readonly string[]).includes(value ?? '');
}

/**
 * /dashboard/restaurant-performance (ADMIN, SERVICE; issue 21): every restaurant's acceptance
 * time, misses, rejections, ready times and rating, today or over the last 7 days, sortable by
 * every column (the most missed first until another is chosen); period, sort and page in the URL.
 */
export function Component() {
  const { t } = useTranslation('performance');
  const formatDateTime = useDateTimeFormat();
  const format = usePerformanceFormat();
  const list = useListParams(FILTER_KEYS, DEFAULTS);
  const period = periodOf(list.filters.period, 'week');
  const query: PerformanceRankingQuery = {
    page: String(list.page),
    limit: String(DEFAULT_PAGE_SIZE),
    sortBy: isSortKey(list.sortBy) ? list.sortBy : DEFAULTS.sortBy,
    orderBy: list.orderBy,
    ...(period === 'day' ? { from: platformToday() } : {}),
  };
  const ranking = usePerformanceRanking(query);

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('ranking.title')}</h1>
        <p className="mt-1 max-w-3xl text-stone-700">{t('ranking.intro')}</p>
      </div>
      <div className="flex flex-col gap-2">
        <PeriodSwitch
          label={t('period')}
          value={period}
          labels={{ day: t('ranking.periods.day'), week: t('ranking.periods.week') }}
          onChange={(next) => list.setFilter('period', next === 'week' ? undefined : next)}
        />
        {ranking.data && (
          <p className="text-sm text-stone-700">{t('ranking.range', { from: formatDateTime(ranking.data.from), to: formatDateTime(ranking.data.to) })}</p>
        )}
      </div>
      <RankingTable query={ranking} list={list} format={format} />
    </div>
  );
}
