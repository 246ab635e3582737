import { useTranslation } from 'react-i18next';
import type { PerformancePeriod, RestaurantPerformance } from '@forkly/contracts';
import { DataTable, type Column } from '../../../components/data-table';
import type { usePerformanceFormat } from '../lib/use-performance-format';

type PeriodRow = RestaurantPerformance['periods'][number];

interface PeriodsTableProps {
  period: PerformancePeriod;
  rows: PeriodRow[];
  /** The restaurant's zone: its days start at its own midnight. */
  timeZone: string;
  format: ReturnType<typeof usePerformanceFormat>;
}

/** Each day or week of the period, newest first, with the same figures as the tiles. */
export function PeriodsTable({ period, rows, timeZone, format }: PeriodsTableProps) {
  const { t, i18n } = useTranslation('performance');
  const dayFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, { dateStyle: 'medium', timeZone });
  const date = (iso: string) => dayFormat.format(new Date(iso));
  // Long titles ("Hyväksyminen (mediaani)") wrap, so the table fits beside the sidebar at 1280 px.
  const figure = 'min-w-20 text-right tabular-nums whitespace-normal!';
  const columns: Column<PeriodRow>[] = [
    {
      id: 'start',
      header: t(`columns.${period}`),
      cell: (row) => <span className="font-semibold whitespace-nowrap">{period === 'week' ? t('weekOf', { date: date(row.start) }) : date(row.start)}</span>,
    },
    { id: 'orders', header: t('columns.orders'), className: figure, cell: (row) => format.count(row.orders) },
    { id: 'median', header: t('columns.acceptanceMedian'), className: figure, cell: (row) => format.duration(row.acceptanceMedianSeconds) },
    { id: 'p90', header: t('columns.acceptanceP90'), className: figure, cell: (row) => format.duration(row.acceptanceP90Seconds) },
    { id: 'missed', header: t('columns.missed'), className: figure, cell: (row) => format.count(row.missed) },
    { id: 'rejected', header: t('columns.rejected'), className: figure, cell: (row) => format.count(row.rejected) },
    { id: 'readyLate', header: t('columns.readyLate'), className: figure, cell: (row) => format.readyError(row.readyLateMinutesMean) },
    { id: 'rating', header: t('columns.rating'), className: figure, cell: (row) => format.rating(row.ratingAverage) },
  ];
  return (
    <DataTable
      caption={t(period === 'day' ? 'byDay' : 'byWeek')}
      columns={columns}
      rowKey={(row) => row.start}
      query={{ data: { results: rows, totalPages: 1, totalCount: rows.length }, isPending: false, isError: false, refetch: () => undefined }}
    />
  );
}
