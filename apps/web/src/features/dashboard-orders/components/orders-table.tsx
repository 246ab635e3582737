import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '@forkly/contracts';
import { DataTable, type Column, type ListParams, type TableQuery } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { useDateTimeFormat, useSlotFormat } from '../../../lib/date-format';
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
 * (OSTATUS), USER, COURIER, RESTAURANT NAME and an Action that opens the order. A click anywhere
 * on a row opens it too (issue 21: a kitchen's tablet); beside the sidebar on a tablet the courier
 * and restaurant step out of the table, and narrower still each order is a card.
 */
export function OrdersTable({ query, list, onOpen, toolbar }: OrdersTableProps) {
  const { t } = useTranslation('dashboardOrders');
  const formatPrice = useFormatPrice();
  const formatDate = useDateTimeFormat();
  const formatSlot = useSlotFormat();
  const columns: Column<OrderSummary>[] = [
    {
      id: 'details',
      header: t('columns.details'),
      sortKey: 'ORDER_NUMBER',
      cell: (order) => (
        <div className="flex flex-col @max-2xl:items-end">
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
      className: '@min-2xl:text-right',
    },
    {
      id: 'status',
      header: t('columns.status'),
      sortKey: 'OSTATUS',
      cell: (order) => (
        <div className="flex flex-col items-start gap-1 @max-2xl:items-end">
          <OrderStatusBadge status={order.status} />
          {/* Paid, and the kitchen has not said it will cook it yet (decision 034). */}
          {order.status === 'CONFIRMED' && order.acceptedAt === null && <span className="text-xs font-semibold text-amber-900">{t('kitchen.waiting')}</span>}
          {order.scheduledFor && (
            <span className="text-xs font-semibold text-brand-800">{t('scheduled.slot', { when: formatSlot.short(order.scheduledFor) })}</span>
          )}
        </div>
      ),
    },
    { id: 'user', header: t('columns.user'), cell: (order) => personName(order.user) },
    {
      id: 'courier',
      header: t('columns.courier'),
      wide: true,
      cell: (order) => (order.courier ? personName(order.courier) : <span className="text-stone-600">{t('notAssigned')}</span>),
    },
    { id: 'restaurant', header: t('columns.restaurant'), cell: (order) => order.restaurant.name, wide: true },
    {
      id: 'action',
      header: t('columns.action'),
      cell: (order) => (
        // The name starts with the visible "View" (WCAG 2.5.3) and names the order for screen readers.
        <Button variant="secondary" className="min-h-11" onClick={() => onOpen(order.id)} aria-label={t('viewNamed', { number: order.orderNumber })}>
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
      fit
      onRowClick={(order) => onOpen(order.id)}
      empty={<p>{t(Object.keys(list.filters).length ? 'emptyFiltered' : 'empty')}</p>}
    />
  );
}
