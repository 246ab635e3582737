import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PROMISE_TOLERANCE_MINUTES } from '@forkly/contracts';
import { DateFilter, useListParams } from '../../../components/data-table';
import { InlineError } from '../../../components/feedback/inline-error';
import { LoadingOverlay } from '../../../components/feedback/loading-overlay';
import { Button } from '../../../components/ui/button';
import { useDateTimeFormat } from '../../../lib/date-format';
import { usePromiseAccuracy } from '../api/get-promise-accuracy';
import { AccuracyTable } from '../components/accuracy-table';
import { useTableSort } from '../lib/use-table-sort';

const FILTER_KEYS = ['from', 'to'] as const;

/**
 * /dashboard/promises (ADMIN, SERVICE; issue 24): how well the delivery times promised at payment
 * held, per zone and per restaurant, for the orders delivered between two dates (the last seven
 * days by default). Dates and each table's sort are kept in the URL.
 */
export function Component() {
  const { t } = useTranslation('promises');
  const formatDateTime = useDateTimeFormat();
  const list = useListParams(FILTER_KEYS);
  const { from, to } = list.filters;
  const backwards = !!from && !!to && from > to;
  const report = usePromiseAccuracy({ from, to }, !backwards);
  const zoneSort = useTableSort('zone');
  const restaurantSort = useTableSort('restaurant');
  const data = report.data;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('title')}</h1>
        <p className="mt-1 max-w-3xl text-stone-700">{t('intro', { minutes: PROMISE_TOLERANCE_MINUTES })}</p>
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-end gap-3">
          <DateFilter label={t('filters.from')} value={from} onChange={(value) => list.setFilter('from', value)} />
          <DateFilter label={t('filters.to')} value={to} onChange={(value) => list.setFilter('to', value)} />
          {(from || to) && (
            <Button variant="ghost" onClick={list.clearFilters} className="self-end">
              {t('filters.clear')}
            </Button>
          )}
        </div>
        {backwards ? (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {t('filters.backwards')}
          </p>
        ) : (
          data && (
            <p className="text-sm text-stone-700" aria-live="polite">
              {t('period', { from: formatDateTime(data.from), to: formatDateTime(data.to) })}
            </p>
          )
        )}
      </div>
      {backwards ? null : report.isPending ? (
        <LoadingOverlay fullScreen={false} />
      ) : report.isError ? (
        <InlineError onRetry={report.refetch} className="rounded-2xl bg-white p-6 ring-1 ring-stone-200" />
      ) : data!.zones.length === 0 && data!.restaurants.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl bg-white p-10 text-center text-stone-700 ring-1 ring-stone-200">
          <Inbox aria-hidden className="size-8 text-stone-500" />
          <p>{t('empty')}</p>
        </div>
      ) : (
        <>
          <div className="flex flex-col gap-3">
            <h2 className="text-xl font-bold text-ink">{t('zones')}</h2>
            <AccuracyTable
              caption={t('zones')}
              nameHeader={t('columns.zone')}
              rows={data!.zones}
              sort={zoneSort}
              isPlaceholderData={report.isPlaceholderData}
              refetch={report.refetch}
            />
          </div>
          <div className="flex flex-col gap-3">
            <h2 className="text-xl font-bold text-ink">{t('restaurants')}</h2>
            <AccuracyTable
              caption={t('restaurants')}
              nameHeader={t('columns.restaurant')}
              rows={data!.restaurants}
              sort={restaurantSort}
              isPlaceholderData={report.isPlaceholderData}
              refetch={report.refetch}
            />
          </div>
        </>
      )}
    </div>
  );
}
