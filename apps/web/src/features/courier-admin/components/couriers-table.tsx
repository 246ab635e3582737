import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourierListItem } from '@forkly/contracts';
import { DataTable, type Column, type ListParams, type TableQuery } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import { useDateTimeFormat } from '../../../lib/date-format';
import { courierName, type CourierFilterKey } from '../lib/courier-filters';
import { CourierStatusBadge, RatingValue } from './courier-badges';

interface CouriersTableProps {
  query: TableQuery<CourierListItem>;
  list: ListParams<CourierFilterKey>;
  toolbar?: React.ReactNode;
}

export const courierLinkClass =
  'font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** Every courier: NAME (with the username), EMAIL, RATING, STATUS, the orders it holds and since when; each name opens the courier. */
export function CouriersTable({ query, list, toolbar }: CouriersTableProps) {
  const { t } = useTranslation('courierAdmin');
  const formatDate = useDateTimeFormat();
  const columns: Column<CourierListItem>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      sortKey: 'NAME',
      cell: (courier) => (
        <div className="flex flex-col max-sm:items-end">
          <Link to={paths.dashboard.courier(courier.id)} className={courierLinkClass}>
            {courierName(courier) || courier.username}
          </Link>
          <span className="text-xs break-all text-stone-600">{courier.username}</span>
        </div>
      ),
    },
    { id: 'email', header: t('columns.email'), sortKey: 'EMAIL', cell: (courier) => <span className="break-all">{courier.email}</span> },
    { id: 'rating', header: t('columns.rating'), sortKey: 'RATING', cell: (courier) => <RatingValue rating={courier.averageRating} short /> },
    {
      id: 'status',
      header: t('columns.status'),
      sortKey: 'STATUS',
      cell: (courier) => <CourierStatusBadge status={courier.status} availability={courier.availability} />,
    },
    {
      id: 'orders',
      header: t('columns.activeOrders'),
      cell: (courier) => <span className="tabular-nums">{courier.activeOrders}</span>,
      className: 'sm:text-right',
    },
    // The list starts newest first: a DATE column lets the phones' sort choice show that order too.
    {
      id: 'created',
      header: t('columns.created'),
      sortKey: 'DATE',
      cell: (courier) => <time dateTime={courier.createdAt}>{formatDate(courier.createdAt)}</time>,
    },
  ];
  return (
    <DataTable
      caption={t('list.caption')}
      columns={columns}
      rowKey={(courier) => courier.id}
      query={query}
      list={list}
      toolbar={toolbar}
      empty={<p>{t(Object.keys(list.filters).length ? 'list.emptyFiltered' : 'list.empty')}</p>}
    />
  );
}
