import { useQueryClient } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderSummary } from '@forkly/contracts';
import { paths } from '../../../config/paths';
import { useFormatPrice } from '../../../lib/price-format';
import { orderQueryOptions } from '../../orders';
import { useDateTimeFormat } from '../lib/format';
import { OrderAgainButton } from './order-again-button';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';

/** One order in the customer's list: where from, when, how much, how far it got. */
export function OrderListItem({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('tracking');
  const queryClient = useQueryClient();
  const price = useFormatPrice();
  const formatDate = useDateTimeFormat();
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate text-base font-bold">{order.restaurant.name}</h2>
          <p className="text-sm text-stone-700">
            {order.orderNumber} · {formatDate(order.createdAt)}
          </p>
        </div>
        <OrderStatusBadge status={order.status} acceptedAt={order.acceptedAt} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-base font-bold tabular-nums">{price(order.total)}</p>
        <div className="flex flex-wrap gap-2">
          {order.status !== 'PENDING' && (
            <OrderAgainButton
              variant="secondary"
              size="sm"
              restaurant={order.restaurant}
              orderNumber={order.orderNumber}
              loadOrder={() => queryClient.fetchQuery(orderQueryOptions(order.id))}
            />
          )}
          <Link
            to={paths.details.profileOrder(order.id)}
            className="inline-flex h-8 items-center gap-1 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t('orders.view')}
            <span className="sr-only">{order.orderNumber}</span>
            <ChevronRight aria-hidden className="size-4" />
          </Link>
        </div>
      </div>
    </li>
  );
}
