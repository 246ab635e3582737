import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown, Inbox } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paged } from '@forkly/contracts';
import { LoadingOverlay } from '../feedback/loading-overlay';
import { Pager } from './pager';
import type { ListParams, SortOrder } from './use-list-params';
import { InlineError } from '../feedback/inline-error';
import { LAYOUT } from './table-layout';

export interface Column<Row> {
  id: string;
  /** The translated column title; on phones it labels each cell. */
  header: string;
  /** The server's `sortBy` value; a column without one is not sortable. */
  sortKey?: string;
  cell: (row: Row) => ReactNode;
  /** e.g. 'text-right' for amounts. */
  className?: string;
  /**
   * With `fit`: left out of the table while it is narrower than 56rem (a tablet beside the sidebar);
   * the cards of a narrower list still show it.
   */
  wide?: boolean;
}

/** The parts of a TanStack query the table reads, so any `useQuery` result fits. */
export interface TableQuery<Row> {
  data?: Paged<Row>;
  isPending: boolean;
  isError: boolean;
  /**
   * The rows shown are the previous page's or filter's (`placeholderData: keepPreviousData`) while
   * the new ones load: the table dims. A background refetch of the same list does not: on a
   * kitchen's live list it would dim the rows at every order event, below readable contrast.
   */
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

interface DataTableProps<Row> {
  /** The table's accessible name (also its visually hidden caption). */
  caption: string;
  columns: Column<Row>[];
  rowKey: (row: Row) => string | number;
  query: TableQuery<Row>;
  /** The list's page and sort from `useListParams`; or give page, onPage and the sort one by one. */
  list?: Pick<ListParams<string>, 'page' | 'setPage' | 'sortBy' | 'orderBy' | 'toggleSort'>;
  page?: number;
  onPage?: (page: number) => void;
  sortBy?: string;
  orderBy?: SortOrder;
  /** Usually `useListParams().toggleSort`; `order` is given only by the phone layout's sort choice. */
  onSort?: (sortKey: string, order?: SortOrder) => void;
  /** Filters and actions above the table. */
  toolbar?: ReactNode;
  /** Shown when a page has no rows; defaults to a generic "Nothing to show yet". */
  empty?: ReactNode;
  /**
   * Lay out by the list's own width rather than the screen's (issue 21: a tablet beside the
   * sidebar): cards below 42rem, a table above, without its `wide` columns below 56rem. Nothing
   * scrolls sideways.
   */
  fit?: boolean;
  /** A click anywhere on a row (a pointer's convenience: each row keeps its own button or link for the keyboard). */
  onRowClick?: (row: Row) => void;
}

/** A click on a control inside a row does its own thing, not the row's. */
function fromControl(target: EventTarget): boolean {
  return target instanceof Element && target.closest('a, button, input, select, textarea, label, [role="switch"]') !== null;
}

/**
 * Every dashboard list (issue 4): sortable column headers (ASC first, then DESC), paging of 10,
 * 'Oops an error occured' with Retry, an empty state, and on phones each row as a card whose
 * cells carry their column's title, so nothing scrolls sideways at 375 px.
 */
export function DataTable<Row>(tableProps: DataTableProps<Row>) {
  const { list } = tableProps;
  const props = list
    ? { ...tableProps, page: list.page, onPage: list.setPage, sortBy: list.sortBy, orderBy: list.orderBy, onSort: list.toggleSort }
    : tableProps;
  const { caption, columns, rowKey, query, toolbar, onRowClick } = props;
  const layout = props.fit ? LAYOUT.fit : LAYOUT.phone;
  const page = props.page ?? 1;
  const onPage = props.onPage ?? (() => {});
  const { t } = useTranslation();
  const rows = query.data?.results ?? [];
  const hasSort = !!props.onSort && columns.some((column) => column.sortKey);
  return (
    <section aria-label={caption} className={clsx('flex flex-col gap-4', layout.section)}>
      {(toolbar || hasSort) && (
        <div className="flex flex-wrap items-end gap-3">
          {toolbar}
          {hasSort && <PhoneSort columns={columns} sortBy={props.sortBy} orderBy={props.orderBy} onSort={props.onSort!} className={layout.sort} />}
        </div>
      )}
      {query.isPending ? (
        <LoadingOverlay fullScreen={false} />
      ) : query.isError ? (
        <InlineError onRetry={query.refetch} className="rounded-2xl bg-white p-6 ring-1 ring-stone-200" />
      ) : rows.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl bg-white p-10 text-center text-stone-700 ring-1 ring-stone-200">
          <Inbox aria-hidden className="size-8 text-stone-500" />
          {props.empty ?? <p>{t('table.empty')}</p>}
        </div>
      ) : (
        <div className={clsx(layout.scroller, query.isPlaceholderData && 'opacity-70')} aria-busy={query.isPlaceholderData || undefined}>
          <table className={clsx('w-full text-left text-sm', layout.table)}>
            <caption className="sr-only">{caption}</caption>
            {/* On a phone each row is a card that names its own fields and the sort select replaces the
                header's buttons; hiding the header (not just visually) keeps those buttons off the Tab order. */}
            <thead className={clsx('bg-stone-50 text-xs text-stone-700 uppercase', layout.head)}>
              <tr>
                {columns.map((column) => (
                  <HeaderCell
                    key={column.id}
                    column={column}
                    sortBy={props.sortBy}
                    orderBy={props.orderBy}
                    onSort={props.onSort}
                    className={column.wide ? layout.wide : undefined}
                  />
                ))}
              </tr>
            </thead>
            <tbody className={layout.body}>
              {rows.map((row) => (
                <tr
                  key={rowKey(row)}
                  onClick={onRowClick ? (event) => !fromControl(event.target) && onRowClick(row) : undefined}
                  className={clsx('border-t border-stone-200', layout.row, onRowClick && 'cursor-pointer hover:bg-stone-50')}
                >
                  {columns.map((column) => (
                    <td
                      key={column.id}
                      data-label={column.header}
                      className={clsx('px-4 py-3 align-top text-ink', layout.cell, layout.label, column.wide && layout.wide, column.className)}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {query.data && <Pager page={page} totalPages={query.data.totalPages} onPage={onPage} />}
    </section>
  );
}

function HeaderCell<Row>({
  column,
  sortBy,
  orderBy,
  onSort,
  className,
}: {
  column: Column<Row>;
  sortBy?: string;
  orderBy?: SortOrder;
  onSort?: (key: string) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const { sortKey } = column;
  const active = sortKey !== undefined && sortKey === sortBy;
  const ariaSort = active ? (orderBy === 'ASC' ? 'ascending' : 'descending') : undefined;
  const Icon = !active ? ArrowUpDown : orderBy === 'ASC' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={ariaSort} className={clsx('px-4 py-3 font-semibold whitespace-nowrap', className, column.className)}>
      {sortKey && onSort ? (
        <button
          type="button"
          onClick={() => onSort(sortKey)}
          className="inline-flex items-center gap-1 rounded uppercase hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          title={t('table.sortBy', { column: column.header })}
        >
          {column.header}
          <Icon aria-hidden className={clsx('size-3.5 shrink-0', !active && 'text-stone-400')} />
        </button>
      ) : (
        column.header
      )}
    </th>
  );
}

/**
 * Phones show rows as cards without the header row, so the sort moves into a choice of its own:
 * each sortable column ascending and descending.
 */
function PhoneSort<Row>({
  columns,
  sortBy,
  orderBy,
  onSort,
  className,
}: {
  columns: Column<Row>[];
  sortBy?: string;
  orderBy?: SortOrder;
  onSort: (key: string, order: SortOrder) => void;
  /** Shown only where the rows are cards. */
  className: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const current = sortBy ? `${sortBy}:${orderBy ?? 'DESC'}` : '';
  const choose = (value: string) => {
    const [key, order] = value.split(':') as [string, SortOrder];
    onSort(key, order);
  };
  return (
    <div className={clsx('flex min-w-36 flex-1 flex-col gap-1', className)}>
      <label htmlFor={id} className="text-xs font-semibold text-stone-700">
        {t('table.sort')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => choose(event.target.value)}
        className="h-10 rounded-lg border border-stone-300 bg-white px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
      >
        {!current && <option value="">{t('table.defaultSort')}</option>}
        {columns
          .filter((column) => column.sortKey)
          .flatMap((column) => [
            <option key={`${column.sortKey}:ASC`} value={`${column.sortKey}:ASC`}>
              {t('table.ascending', { column: column.header })}
            </option>,
            <option key={`${column.sortKey}:DESC`} value={`${column.sortKey}:DESC`}>
              {t('table.descending', { column: column.header })}
            </option>,
          ])}
      </select>
    </div>
  );
}
