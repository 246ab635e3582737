import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { BoardCourier, BoardOrder } from '@forkly/contracts';
import { DataTable, type Column } from '../../../components/data-table';
import type { useBoardFormat } from '../lib/use-board-format';
import { CallNote, OrderActions } from './order-actions';

type BoardFormat = ReturnType<typeof useBoardFormat>;

/** The board's tables are whole lists, already read: no pages, no loading of their own. */
function allRows<Row>(rows: readonly Row[]) {
  return { data: { results: [...rows], totalPages: 1, totalCount: rows.length }, isPending: false, isError: false, refetch: () => undefined };
}

function RestaurantCell({ order }: { order: BoardOrder }) {
  const { t } = useTranslation('operations');
  return (
    <span className="flex flex-col max-sm:items-end">
      <span className="font-semibold">{order.restaurant.name}</span>
      <a
        href={`tel:${order.restaurant.phone.replace(/[^\d+]/g, '')}`}
        aria-label={t('call.phone', { restaurant: order.restaurant.name, phone: order.restaurant.phone })}
        className="inline-flex min-h-11 items-center text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {order.restaurant.phone}
      </a>
    </span>
  );
}

function Lateness({ minutes, format }: { minutes: number | null; format: BoardFormat }) {
  return <span className={clsx('tabular-nums', minutes !== null && minutes > 0 && 'font-semibold text-red-800')}>{format.lateness(minutes)}</span>;
}

function orderColumn(t: (key: string) => string): Column<BoardOrder> {
  return { id: 'order', header: t('columns.order'), cell: (order) => <span className="font-semibold whitespace-nowrap">#{order.orderNumber}</span> };
}

/** Orders at risk, latest first: whom to call, how old, what was promised, how late, and what to do. */
export function AtRiskTable({ orders, couriers, format }: { orders: BoardOrder[]; couriers: readonly BoardCourier[]; format: BoardFormat }) {
  const { t } = useTranslation('operations');
  const columns: Column<BoardOrder>[] = [
    {
      id: 'order',
      header: t('columns.order'),
      cell: (order) => (
        <span className="flex flex-col max-sm:items-end">
          <span className="font-semibold whitespace-nowrap">#{order.orderNumber}</span>
          <span className="text-stone-700">{t(`stages.${order.stage}`)}</span>
        </span>
      ),
    },
    { id: 'restaurant', header: t('columns.restaurant'), cell: (order) => <RestaurantCell order={order} /> },
    { id: 'age', header: t('columns.age'), className: 'tabular-nums whitespace-nowrap', cell: (order) => format.age(order) },
    { id: 'promise', header: t('columns.promise'), className: 'tabular-nums', cell: (order) => format.time(order.promisedAt) },
    { id: 'late', header: t('columns.late'), className: 'whitespace-nowrap', cell: (order) => <Lateness minutes={order.lateMinutes} format={format} /> },
    {
      id: 'actions',
      header: t('columns.actions'),
      className: 'min-w-44',
      cell: (order) => (
        <span className="flex flex-col gap-2 max-sm:items-end">
          <CallNote order={order} time={(iso) => format.time(iso)} />
          <OrderActions order={order} couriers={couriers} />
        </span>
      ),
    },
  ];
  return <DataTable caption={t('atRisk.caption')} columns={columns} rowKey={(order) => order.id} query={allRows(orders)} empty={<p>{t('atRisk.empty')}</p>} />;
}

/** One stage's open orders, oldest first, with their age, promise, live estimate and courier. */
export function StageTable({ caption, orders, format }: { caption: string; orders: BoardOrder[]; format: BoardFormat }) {
  const { t } = useTranslation('operations');
  const columns: Column<BoardOrder>[] = [
    orderColumn(t),
    { id: 'restaurant', header: t('columns.restaurant'), cell: (order) => <span className="font-semibold">{order.restaurant.name}</span> },
    { id: 'age', header: t('columns.age'), className: 'tabular-nums whitespace-nowrap', cell: (order) => format.age(order) },
    { id: 'promise', header: t('columns.promise'), className: 'tabular-nums', cell: (order) => format.time(order.promisedAt) },
    { id: 'estimate', header: t('columns.estimate'), className: 'tabular-nums', cell: (order) => format.time(order.estimatedAt) },
    { id: 'late', header: t('columns.late'), className: 'whitespace-nowrap', cell: (order) => <Lateness minutes={order.lateMinutes} format={format} /> },
    { id: 'courier', header: t('columns.courier'), cell: (order) => order.courier?.name ?? t('none') },
  ];
  return <DataTable caption={caption} columns={columns} rowKey={(order) => order.id} query={allRows(orders)} empty={<p>{t('stageEmpty')}</p>} />;
}

const STATE_CLASSES: Record<BoardCourier['state'], string> = {
  idle: 'bg-green-100 text-green-900',
  busy: 'bg-amber-100 text-amber-900',
  offline: 'bg-stone-200 text-stone-800',
};

/** The zone's couriers: idle, busy with which orders, or gone offline before their shift ended. */
export function CouriersTable({ couriers, format }: { couriers: readonly BoardCourier[]; format: BoardFormat }) {
  const { t } = useTranslation('operations');
  const columns: Column<BoardCourier>[] = [
    { id: 'name', header: t('columns.courier'), cell: (courier) => <span className="font-semibold">{courier.name}</span> },
    {
      id: 'phone',
      header: t('columns.phone'),
      cell: (courier) => (
        <a
          href={`tel:${courier.phone.replace(/[^\d+]/g, '')}`}
          className="inline-flex min-h-11 items-center text-brand-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {courier.phone}
        </a>
      ),
    },
    {
      id: 'state',
      header: t('columns.state'),
      cell: (courier) => (
        <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', STATE_CLASSES[courier.state])}>{t(`courierStates.${courier.state}`)}</span>
      ),
    },
    {
      id: 'orders',
      header: t('columns.orders'),
      cell: (courier) => (courier.orderNumbers.length ? courier.orderNumbers.map((n) => `#${n}`).join(', ') : t('none')),
    },
    { id: 'shiftEnds', header: t('columns.shiftEnds'), className: 'tabular-nums', cell: (courier) => format.time(courier.shiftEndsAt) },
  ];
  return (
    <DataTable
      caption={t('couriers.caption')}
      columns={columns}
      rowKey={(courier) => courier.id}
      query={allRows(couriers)}
      empty={<p>{t('couriers.empty')}</p>}
    />
  );
}
