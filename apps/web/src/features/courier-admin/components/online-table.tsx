import { MAX_ORDERS_PER_TRIP } from '@forkly/domain';
import type { CourierPresence } from '@forkly/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column, type TableQuery } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import { useTimeFormat } from '../../../lib/date-format';
import { courierName } from '../lib/courier-filters';
import { CourierStatusBadge } from './courier-badges';
import { courierLinkClass } from './couriers-table';

/** The online couriers in words: who, whether they take orders, their load and when they last reported. */
export function OnlineTable({ query }: { query: TableQuery<CourierPresence> }) {
  const { t } = useTranslation('courierAdmin');
  const formatTime = useTimeFormat();
  const columns: Column<CourierPresence>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      cell: (courier) => (
        <Link to={paths.dashboard.courier(courier.id)} className={courierLinkClass}>
          {courierName(courier)}
        </Link>
      ),
    },
    { id: 'status', header: t('columns.status'), cell: (courier) => <CourierStatusBadge status={courier.status} availability={courier.availability} /> },
    {
      id: 'orders',
      header: t('columns.activeOrders'),
      cell: (courier) => <span className="tabular-nums">{t('online.load', { count: courier.activeOrders, max: MAX_ORDERS_PER_TRIP })}</span>,
    },
    {
      id: 'position',
      header: t('columns.position'),
      cell: (courier) =>
        courier.positionUpdatedAt ? (
          <time dateTime={courier.positionUpdatedAt}>{t('online.reportedAt', { time: formatTime(courier.positionUpdatedAt) })}</time>
        ) : (
          <span className="text-stone-600">{t('online.noPosition')}</span>
        ),
    },
    {
      id: 'contact',
      header: t('columns.contact'),
      cell: (courier) =>
        courier.contact ? (
          <a href={`tel:${courier.contact}`} className={courierLinkClass}>
            {courier.contact}
          </a>
        ) : (
          '—'
        ),
    },
  ];
  return <DataTable caption={t('online.caption')} columns={columns} rowKey={(courier) => courier.id} query={query} empty={<p>{t('online.empty')}</p>} />;
}
