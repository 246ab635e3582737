import { Phone } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRestaurantRole, type Order } from '@forkly/contracts';
import { useDateTimeFormat } from '../../../lib/date-format';
import { useFormatPrice } from '../../../lib/price-format';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { timeline } from '../lib/order-timeline';
import { personName } from '../lib/person-name';
import { CompensationActions } from './compensation-actions';
import { KitchenTimePicker } from './kitchen-time-picker';
import { RefundList } from '../../../components/refund-list';
import { StatusActions, type Viewer } from './status-actions';
import { LineOptions } from '../../../components/line-options';

/** Why a paid order was cancelled and that it was refunded; focusable, as it takes the place of the reject button. */
function CancelledNote({ order, focus }: { order: Order; focus: boolean }) {
  const { t } = useTranslation('kitchen');
  const note = useRef<HTMLParagraphElement>(null);
  const shown = order.status === 'CANCELLED' && order.cancelReason !== null;
  // The rejection's answer and the order's refetch arrive in separate renders: focus once both have.
  useEffect(() => {
    if (focus && shown) note.current?.focus();
  }, [focus, shown]);
  if (!shown) return null;
  return (
    <p ref={note} tabIndex={-1} className="rounded-2xl bg-stone-50 p-4 text-sm text-ink ring-1 ring-stone-200 focus:outline-2 focus:outline-brand-700">
      <span className="font-semibold">{t(`cancelled.reason.${order.cancelReason}`)}</span> {t('cancelled.refunded')}
    </p>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1">
      <h3 className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{title}</h3>
      <div className="text-sm text-ink">{children}</div>
    </section>
  );
}

function Contact({ name, phone }: { name: string; phone: string }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3">
      <span className="font-semibold">{name}</span>
      {phone && (
        <a
          href={`tel:${phone}`}
          className="inline-flex items-center gap-1 text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <Phone aria-hidden className="size-3.5" />
          {phone}
        </a>
      )}
    </p>
  );
}

/** One order for the dashboard: parties, address, note, lines, totals, history and the moves the viewer may make. */
export function OrderDetail({ order, viewer }: { order: Order; viewer: Viewer }) {
  const { t } = useTranslation('dashboardOrders');
  const { t: to } = useTranslation('orders');
  const formatPrice = useFormatPrice();
  const formatDate = useDateTimeFormat();
  const [rejected, setRejected] = useState(false);
  const { address } = order;
  const extraAddress = [
    address.apartmentNr && t('detail.apartment', { value: address.apartmentNr }),
    address.floor ? t('detail.floor', { value: address.floor }) : '',
  ]
    .filter(Boolean)
    .join(', ');
  const totals: [string, number, boolean?][] = [
    [t('detail.subtotal'), order.subtotal],
    ...(order.discount
      ? ([[order.promocode ? t('detail.discountCode', { code: order.promocode }) : t('detail.discount'), -order.discount]] as [string, number][])
      : []),
    [t('detail.deliveryFee'), order.deliveryFee],
    ...(order.tip ? ([[t('detail.tip'), order.tip]] as [string, number][]) : []),
    [t('detail.total'), order.total, true],
  ];

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <OrderStatusBadge status={order.status} />
        <p className="text-sm text-stone-700">{t('detail.placed', { date: formatDate(order.createdAt) })}</p>
      </div>
      {isRestaurantRole(viewer.role) && <KitchenTimePicker key={`${order.id}-${order.acceptedAt ?? ''}`} order={order} />}
      <CancelledNote order={order} focus={rejected} />
      <StatusActions order={order} viewer={viewer} onRejected={() => setRejected(true)} />
      <CompensationActions order={order} viewer={viewer} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Block title={t('detail.restaurant')}>
          <Contact name={order.restaurant.name} phone={order.restaurant.contact} />
        </Block>
        <Block title={t('detail.customer')}>
          <Contact name={personName(order.user)} phone={order.user.contact} />
        </Block>
        <Block title={t('detail.courier')}>
          {order.courier ? <Contact name={personName(order.courier)} phone={order.courier.contact} /> : t('notAssigned')}
        </Block>
        <Block title={t('detail.address')}>
          <p>{`${address.street} ${address.houseNumber}`}</p>
          {extraAddress && <p>{extraAddress}</p>}
          <p>{`${address.zip} ${address.city}`}</p>
        </Block>
      </div>
      <Block title={t('detail.note')}>
        {order.note ? <p className="whitespace-pre-line">{order.note}</p> : <p className="text-stone-600">{t('detail.noNote')}</p>}
      </Block>
      <Block title={t('detail.lines')}>
        <ul className="divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200">
          {order.lines.map((line) => (
            <li key={line.id} className="flex items-baseline justify-between gap-3 px-3 py-2">
              <span>
                <span className="font-semibold tabular-nums">{line.quantity}×</span> {line.name}
                {line.extraId !== null && <span className="ml-2 text-xs text-stone-600">{t('detail.extra')}</span>}
                {/* The kitchen's ticket: what to make, with every chosen option (decision 045). */}
                <LineOptions options={line.options} />
              </span>
              <span className="tabular-nums">{formatPrice(line.lineTotal)}</span>
            </li>
          ))}
        </ul>
      </Block>
      <dl className="flex flex-col gap-1 text-sm">
        {totals.map(([label, amount, strong]) => (
          <div
            key={label}
            className={strong ? 'flex justify-between border-t border-stone-200 pt-2 font-bold text-ink' : 'flex justify-between text-stone-700'}
          >
            <dt>{label}</dt>
            <dd className="tabular-nums">{formatPrice(amount)}</dd>
          </div>
        ))}
      </dl>
      <RefundList refunds={order.refunds} audience="staff" />
      <Block title={t('detail.history')}>
        <ol className="flex flex-col gap-1">
          {timeline(order, t('detail.paid'), (status) => to(`status.${status}`)).map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="flex flex-wrap justify-between gap-x-3">
              <span className="font-semibold">{entry.label}</span>
              <span className="text-stone-700">{formatDate(entry.at)}</span>
            </li>
          ))}
        </ol>
      </Block>
    </div>
  );
}
