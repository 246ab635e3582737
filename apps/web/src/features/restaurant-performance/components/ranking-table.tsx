import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PerformanceRankingRow } from '@forkly/contracts';
import { DataTable, type Column, type ListParams, type TableQuery } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import type { usePerformanceFormat } from '../lib/use-performance-format';

interface RankingTableProps {
  query: TableQuery<PerformanceRankingRow>;
  list: Pick<ListParams<string>, 'page' | 'setPage' | 'sortBy' | 'orderBy' | 'toggleSort'>;
  format: ReturnType<typeof usePerformanceFormat>;
}

/** Every restaurant with the figures of its own screen; each column sorts on the server, each name opens the restaurant. */
export function RankingTable({ query, list, format }: RankingTableProps) {
  const { t } = useTranslation('performance');
  // Long titles ("Hyväksyminen (mediaani)") wrap, so the table fits beside the sidebar at 1280 px.
  const figure = 'min-w-20 text-right tabular-nums whitespace-normal!';
  const columns: Column<PerformanceRankingRow>[] = [
    {
      id: 'name',
      header: t('columns.restaurant'),
      sortKey: 'name',
      cell: (row) => (
        <Link
          to={paths.dashboard.restaurant(row.restaurantId)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {row.name}
        </Link>
      ),
    },
    { id: 'orders', header: t('columns.orders'), sortKey: 'orders', className: figure, cell: (row) => format.count(row.orders) },
    {
      id: 'acceptanceMedian',
      header: t('columns.acceptanceMedian'),
      sortKey: 'acceptanceMedian',
      className: figure,
      cell: (row) => format.duration(row.acceptanceMedianSeconds),
    },
    {
      id: 'acceptanceP90',
      header: t('columns.acceptanceP90'),
      sortKey: 'acceptanceP90',
      className: figure,
      cell: (row) => format.duration(row.acceptanceP90Seconds),
    },
    { id: 'missed', header: t('columns.missed'), sortKey: 'missed', className: figure, cell: (row) => format.count(row.missed) },
    { id: 'rejected', header: t('columns.rejected'), sortKey: 'rejected', className: figure, cell: (row) => format.count(row.rejected) },
    { id: 'readyLate', header: t('columns.readyLate'), sortKey: 'readyLate', className: figure, cell: (row) => format.readyError(row.readyLateMinutesMean) },
    {
      id: 'rating',
      header: t('columns.rating'),
      sortKey: 'rating',
      className: figure,
      cell: (row) => (row.ratingCount ? t('ratingWithCount', { rating: format.rating(row.ratingAverage), count: row.ratingCount }) : format.rating(null)),
    },
  ];
  return (
    <DataTable
      caption={t('ranking.caption')}
      columns={columns}
      rowKey={(row) => row.restaurantId}
      query={query}
      list={list}
      empty={<p>{t('ranking.empty')}</p>}
    />
  );
}
