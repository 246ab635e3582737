import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '@forkly/contracts';
import { DataTable, type Column, type ListParams, type TableQuery } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { useDateTimeFormat } from '../../../lib/date-format';
import { useFormatPrice } from '../../../lib/price-format';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import type { OrderFilterKey } from '../lib/order-filters';
import { personName } from '../lib/person-name';

interface OrdersTableProps {
  query: TableQuery<OrderSummary>;
  list: ListParams<OrderFilterKey>;
  onOpen: (orderId: number) => void;
  toolbar?: React.ReactNode;
}

/**
 * SPEC.md section 2's order list: ORDER DETAILS (sorted by ORDER_NUMBER), Price (PRICE), STATUS
 * (OSTATUS), USER, COURIER, RESTAURANT NAME and an Action that opens the order.
 */
export function OrdersTable({ query, list, onOpen, toolbar }: OrdersTableProps) {
  const { t } = useTranslation('dashboardOrders');
  const formatPrice = useFormatPrice();
  const formatDate = useDateTimeFormat();
  const columns: Column<OrderSummary>[] = [
    {
      id: 'details',
      header: t('columns.details'),
      sortKey: 'ORDER_NUMBER',
      cell: (order) => (
        <div className="flex flex-col max-sm:items-end">
          <span className="font-semibold text-ink">{order.orderNumber}</span>
          <span className="text-xs text-stone-600">{formatDate(order.createdAt)}</span>
          <span className="text-xs text-stone-600">{`${order.address.street} ${order.address.houseNumber}, ${order.address.city}`}</span>
        </div>
      ),
    },
    {
      id: 'price',
      header: t('columns.price'),
      sortKey: 'PRICE',
      cell: (order) => <span className="tabular-nums">{formatPrice(order.total)}</span>,
      className: 'sm:text-right',
    },
    { id: 'status', header: t('columns.status'), sortKey: 'OSTATUS', cell: (order) => <OrderStatusBadge status={order.status} /> },
    { id: 'user', header: t('columns.user'), cell: (order) => personName(order.user) },
    {
      id: 'courier',
      header: t('columns.courier'),
      cell: (order) => (order.courier ? personName(order.courier) : <span className="text-stone-600">{t('notAssigned')}</span>),
    },
    { id: 'restaurant', header: t('columns.restaurant'), cell: (order) => order.restaurant.name },
    {
      id: 'action',
      header: t('columns.action'),
      cell: (order) => (
        <Button size="sm" variant="secondary" onClick={() => onOpen(order.id)} aria-label={t('open', { number: order.orderNumber })}>
          {t('view')}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('title')}
      columns={columns}
      rowKey={(order) => order.id}
      query={query}
      list={list}
      toolbar={toolbar}
      empty={<p>{t(Object.keys(list.filters).length ? 'emptyFiltered' : 'empty')}</p>}
    />
  );
}
