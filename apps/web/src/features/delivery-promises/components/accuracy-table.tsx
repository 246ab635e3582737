import { useTranslation } from 'react-i18next';
import type { PromiseAccuracyRow } from '@forkly/contracts';
import { DataTable, type Column, type TableQuery } from '../../../components/data-table';
import { sortRows } from '../lib/sort-rows';
import { useAccuracyFormat } from '../lib/use-accuracy-format';
import type { TableSort } from '../lib/use-table-sort';

interface AccuracyTableProps {
  /** "Zone" or "Restaurant": the first column's title. */
  nameHeader: string;
  caption: string;
  rows: readonly PromiseAccuracyRow[];
  sort: TableSort;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * One table of the report: delivered orders, the shares on time, early and late, the mean error
 * (signed) and the mean absolute error. Every column sorts; the rows are all there is (no pages).
 */
export function AccuracyTable({ nameHeader, caption, rows, sort, isPlaceholderData, refetch }: AccuracyTableProps) {
  const { t } = useTranslation('promises');
  const format = useAccuracyFormat();
  const figure = 'text-right tabular-nums';
  // The two long titles may wrap ("Mittlere absolute Abweichung"), so the table fits beside the sidebar.
  const longFigure = `${figure} min-w-32 whitespace-normal!`;
  const columns: Column<PromiseAccuracyRow>[] = [
    { id: 'name', header: nameHeader, sortKey: 'name', cell: (row) => <span className="font-semibold">{row.name}</span> },
    { id: 'delivered', header: t('columns.delivered'), sortKey: 'delivered', className: figure, cell: (row) => format.count.format(row.delivered) },
    { id: 'onTime', header: t('columns.onTime'), sortKey: 'onTime', className: figure, cell: (row) => format.share(row.onTime) },
    { id: 'early', header: t('columns.early'), sortKey: 'early', className: figure, cell: (row) => format.share(row.early) },
    { id: 'late', header: t('columns.late'), sortKey: 'late', className: figure, cell: (row) => format.share(row.late) },
    {
      id: 'meanError',
      header: t('columns.meanError'),
      sortKey: 'meanErrorMinutes',
      className: longFigure,
      cell: (row) => format.meanError(row.meanErrorMinutes),
    },
    {
      id: 'meanAbsoluteError',
      header: t('columns.meanAbsoluteError'),
      sortKey: 'meanAbsoluteErrorMinutes',
      className: longFigure,
      cell: (row) => format.minutes(row.meanAbsoluteErrorMinutes),
    },
  ];
  const sorted = sortRows(rows, sort.sortBy, sort.orderBy, format.collator);
  const query: TableQuery<PromiseAccuracyRow> = {
    data: { results: sorted, totalPages: 1, totalCount: sorted.length },
    isPending: false,
    isError: false,
    isPlaceholderData,
    refetch,
  };
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rowKey={(row) => row.id}
      query={query}
      sortBy={sort.sortBy}
      orderBy={sort.orderBy}
      onSort={sort.toggleSort}
      empty={<p>{t('empty')}</p>}
    />
  );
}
